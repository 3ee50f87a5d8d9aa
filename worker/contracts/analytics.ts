/**
 * @module Analytics on the wire: what the reader app sends to `POST /aux/analytics` ("sessionId plus
 * an event or a span") and the answer. zod: browser code imports this module as types only.
 */
import { z } from 'zod';

export const AnalyticsItem = z.strictObject({
  name: z.string().trim().min(1, 'name is required').max(100),
  data: z.record(z.string(), z.unknown()).optional(),
  // Epoch milliseconds on the client; clamped server-side to a sane window.
  timestamp: z.number().int().positive().optional(),
});
export type AnalyticsItem = z.infer<typeof AnalyticsItem>;

export const AnalyticsBody = z
  .strictObject({
    sessionId: z.string().trim().min(1, 'sessionId is required').max(100),
    event: AnalyticsItem.optional(),
    span: AnalyticsItem.extend({ duration: z.number().nonnegative().max(86_400_000).optional() }).optional(),
    events: z.array(AnalyticsItem).max(50, 'at most 50 events per request').optional(),
  })
  .refine((b) => b.event || b.span || b.events?.length, { message: 'an event or a span is required', path: ['event'] });
export type AnalyticsBody = z.infer<typeof AnalyticsBody>;

/** The 202 answer: how many events were queued. */
export const AnalyticsAcceptedDto = z.object({ accepted: z.number().int() });

/** The growth events of `POST /aux/nucleus/event` (spec §7: login, signup or subscribe). */
export const NUCLEUS_EVENTS = ['login', 'signup', 'subscribe'] as const;
export type NucleusEventName = (typeof NUCLEUS_EVENTS)[number];

export const NucleusBody = z.strictObject({
  event: z.enum(NUCLEUS_EVENTS, { message: 'event must be login, signup or subscribe' }),
});
export type NucleusBody = z.infer<typeof NucleusBody>;
