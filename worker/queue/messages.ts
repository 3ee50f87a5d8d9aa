/** @module Typed queue messages. Every message has an id so redelivery can be recognised. */
import { z } from 'zod';
import { bodyId } from '../contracts/id-schemas';
import { isMailAddress, MESSAGE_ID_PART } from '../features/mail/address';

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

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;
export const EMAIL_BODY_MAX_BYTES = 100 * 1024;

/**
 * One e-mail to one recipient. The id doubles as the Message-ID's left part, so it is a dot-atom;
 * the subject is one header line (no control characters, so nothing can be injected after it).
 */
export const EmailSend = z.strictObject({
  kind: z.literal('email.send'),
  id: z.string().min(8).max(100).regex(MESSAGE_ID_PART, 'id must be letters, digits, _, - and single dots'),
  to: z.string().refine(isMailAddress, 'to must be one plain e-mail address'),
  replyTo: z.string().refine(isMailAddress, 'replyTo must be one plain e-mail address').optional(),
  subject: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^\p{Cc}]*$/u, 'subject must be one line'),
  text: z
    .string()
    .min(1)
    .refine((s) => utf8Bytes(s) <= EMAIL_BODY_MAX_BYTES, 'text is over 100 KB'),
  html: z
    .string()
    .refine((s) => utf8Bytes(s) <= EMAIL_BODY_MAX_BYTES, 'html is over 100 KB')
    .optional(),
  /**
   * A list mail's one-click unsubscribe URL (RFC 8058): sent as `List-Unsubscribe: <url>` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. One header line (under RFC 5322's 998
   * characters), so nothing that could end it.
   */
  listUnsubscribe: z
    .string()
    .max(900)
    .regex(/^https?:\/\/[\x21-\x7e]+$/, 'listUnsubscribe must be one http(s) URL')
    .refine((s) => !/[<>,]/.test(s), 'listUnsubscribe must be one http(s) URL')
    .optional(),
});
export type EmailSend = z.infer<typeof EmailSend>;

/**
 * One push job (push_notifications row) to fan out to its audience (features/push/consume.ts): the
 * page of subscriptions after id `after` (the first message has none).
 */
export const PushFanout = z.strictObject({
  kind: z.literal('push.fanout'),
  id: z.string().min(8).max(100),
  jobId: bodyId({}),
  after: z.number().int().nonnegative().optional(),
});
export type PushFanout = z.infer<typeof PushFanout>;

/** One batch of a job's subscriptions to push to (features/push/batch.ts); `attempt` counts from 1. */
export const PushBatch = z.strictObject({
  kind: z.literal('push.batch'),
  id: z.string().min(8).max(120),
  jobId: bodyId({}),
  subscriptionIds: z.array(z.number().int().positive()).min(1).max(100),
  attempt: z.number().int().min(1).max(10),
});
export type PushBatch = z.infer<typeof PushBatch>;

/**
 * A comment reply to tell by push (features/push/automatic.ts): who wants it is read by the
 * consumer, so the reader's post stays one D1 round trip.
 */
export const PushReply = z.strictObject({
  kind: z.literal('push.reply'),
  id: z.string().min(8).max(100),
  reply: z.strictObject({
    id: bodyId({}),
    articleId: bodyId({}),
    replyTo: bodyId({}),
    posterId: z.number().int().nonnegative(),
    handle: z.string().max(200),
    body: z.string().max(20_000),
  }),
});
export type PushReply = z.infer<typeof PushReply>;

/** A deleted account's events to unlink in the events database (features/analytics/forget.ts). */
export const EventsForget = z.strictObject({
  kind: z.literal('events.forget'),
  id: z.string().min(8).max(100),
  userId: z.number().int().positive(),
});
export type EventsForget = z.infer<typeof EventsForget>;

export const JobMessage = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('analytics.events'), id: z.string().min(8), events: z.array(AnalyticsEvent).min(1).max(100) }),
  EmailSend,
  PushFanout,
  PushBatch,
  PushReply,
  EventsForget,
]);
export type JobMessage = z.infer<typeof JobMessage>;
export type JobKind = JobMessage['kind'];
