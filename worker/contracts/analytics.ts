/**
 * @module Analytics on the wire: what the reader app sends to `POST /aux/analytics` ("sessionId plus
 * an event or a span", batched: spec §4 "Analytics events are batched, debounced 250 ms"), the
 * names of the events the reader app sends by itself, and the answer. zod: browser code imports
 * this module as types only; the constants it needs are in contracts/analytics-batch.ts.
 */
import { z } from 'zod';

/** The largest body `POST /aux/analytics` reads; a larger one is a 400 (sendBeacon's own cap is 64 KB). */
export const ANALYTICS_MAX_BODY_BYTES = 32 * 1024;
/** An item's `data` as JSON: small facts (a path, an article id, a plan), never a document. */
export const ANALYTICS_MAX_DATA_CHARS = 2048;

const Data = z
  .record(z.string(), z.unknown())
  .refine(
    (d) => JSON.stringify(d).length <= ANALYTICS_MAX_DATA_CHARS,
    `data must be at most ${ANALYTICS_MAX_DATA_CHARS} characters of JSON`,
  );

export const AnalyticsItem = z.strictObject({
  name: z.string().trim().min(1, 'name is required').max(100),
  data: Data.optional(),
  // Epoch milliseconds on the client; clamped server-side to a sane window.
  timestamp: z.number().int().positive().optional(),
});
export type AnalyticsItem = z.infer<typeof AnalyticsItem>;

export const AnalyticsSpan = AnalyticsItem.extend({ duration: z.number().nonnegative().max(86_400_000).optional() });
export type AnalyticsSpan = z.infer<typeof AnalyticsSpan>;

/** At most this many events (and as many spans) per request: the browser's batch. */
export const ANALYTICS_MAX_ITEMS = 50;

export const AnalyticsBody = z
  .strictObject({
    sessionId: z.string().trim().min(1, 'sessionId is required').max(100),
    event: AnalyticsItem.optional(),
    span: AnalyticsSpan.optional(),
    events: z.array(AnalyticsItem).max(ANALYTICS_MAX_ITEMS, `at most ${ANALYTICS_MAX_ITEMS} events per request`).optional(),
    spans: z.array(AnalyticsSpan).max(ANALYTICS_MAX_ITEMS, `at most ${ANALYTICS_MAX_ITEMS} spans per request`).optional(),
  })
  .refine((b) => b.event || b.span || b.events?.length || b.spans?.length, { message: 'an event or a span is required', path: ['event'] });
export type AnalyticsBody = z.infer<typeof AnalyticsBody>;

/** The 202 answer: how many events were queued (0 when the sender is not counted: a bot, a prefetch, an admin, an opt-out). */
export const AnalyticsAcceptedDto = z.object({ accepted: z.number().int() });

/** The growth events of `POST /aux/nucleus/event` (spec §7: login, signup or subscribe). */
export const NUCLEUS_EVENTS = ['login', 'signup', 'subscribe'] as const;
export type NucleusEventName = (typeof NUCLEUS_EVENTS)[number];

export const NucleusBody = z.strictObject({
  event: z.enum(NUCLEUS_EVENTS, { message: 'event must be login, signup or subscribe' }),
});
export type NucleusBody = z.infer<typeof NucleusBody>;
