/** @module Typed queue messages. Every message has an id so redelivery can be recognised. */
import { z } from 'zod';

export const AnalyticsEvent = z.strictObject({
  id: z.string().min(8).max(64),
  kind: z.enum(['event', 'span']),
  name: z.string().min(1).max(100),
  sessionId: z.string().min(1).max(100),
  userId: z.number().int().nullable(),
  anonId: z.string().max(100).nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  occurredAt: z.number().int(),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

export const JobMessage = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('analytics.events'), id: z.string().min(8), events: z.array(AnalyticsEvent).min(1).max(100) }),
]);
export type JobMessage = z.infer<typeof JobMessage>;
export type JobKind = JobMessage['kind'];
