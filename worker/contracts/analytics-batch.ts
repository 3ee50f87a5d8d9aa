/**
 * @module The browser's analytics, as pure rules both sides share (no zod, so the browser imports
 * it as values): the events the reader app sends by itself, the spec's timings (§4 "Analytics
 * events are batched, debounced 250 ms; a connection ping runs every 60000 ms") and the batcher
 * that turns many events into few requests. Who asked not to be tracked is contracts/opt-out.ts
 * (the entry chunk needs that alone).
 */

/** What the reader app records on its own (the subscribe funnel's five events come on top). */
export const ANALYTICS_EVENT = {
  /** Every reader page, once it is shown (not while prerendered). data: { path, articleId? } */
  pageView: 'page-view',
  /** An article visible for ARTICLE_READ_MS. data: { articleId } */
  articleRead: 'article-read',
  /** The connection ping, every ANALYTICS_PING_MS while the page is visible. */
  ping: 'ping',
} as const;
/** The span sent when the page goes away: how long it was visible (duration, ms). */
export const VISIBLE_SPAN = 'page-visible';

/** Spec §9 "Debounces: analytics 250 ms". */
export const ANALYTICS_DEBOUNCE_MS = 250;
/** Spec §4 "a connection ping runs every 60000 ms". */
export const ANALYTICS_PING_MS = 60_000;
/** An article counts as read once it has been in view, on a visible page, this long (decision 054). */
export const ARTICLE_READ_MS = 5_000;
/** A request carries at most this many events (AnalyticsBody's cap): a full batch leaves at once. */
export const ANALYTICS_BATCH_MAX = 50;

export type Timers = { set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
export type Transport = 'fetch' | 'beacon';

export type Batcher<T> = {
  /** Queues an item; the batch leaves ANALYTICS_DEBOUNCE_MS after the last one, or at once when full. */
  add: (item: T) => void;
  /** Sends what is queued now (the page is going away: 'beacon'). */
  flush: (transport?: Transport) => void;
  pending: () => number;
};

/**
 * Debounce, not throttle: every item restarts the wait, so a burst leaves as one request once
 * it is over; a burst of more than `max` leaves in requests of `max`. `send` is never handed an
 * empty batch.
 */
export function createBatcher<T>(options: {
  send: (items: T[], transport: Transport) => void;
  timers: Timers;
  debounceMs?: number;
  max?: number;
}): Batcher<T> {
  const { send, timers, debounceMs = ANALYTICS_DEBOUNCE_MS, max = ANALYTICS_BATCH_MAX } = options;
  const queued: T[] = [];
  let timer: unknown = null;
  const stop = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
  };
  const flush = (transport: Transport = 'fetch') => {
    stop();
    while (queued.length) send(queued.splice(0, max), transport);
  };
  return {
    add(item) {
      queued.push(item);
      stop();
      if (queued.length >= max) flush();
      else timer = timers.set(() => flush(), debounceMs);
    },
    flush,
    pending: () => queued.length,
  };
}
