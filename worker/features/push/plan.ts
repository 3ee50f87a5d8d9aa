/**
 * @module Fan-out sizes, within Cloudflare Queues' limits (a message ≤ 128 KB; `sendBatch` ≤ 100
 * messages and 256 KB): a `push.fanout` message reads one page of the audience (PLAN_PAGE
 * subscriptions, by id) and turns it into `push.batch` messages of BATCH_SIZE subscription ids
 * (≈ 0.5 KB each), sent 100 at a time, then hands the next page to a new `push.fanout` message. A
 * batch's pushes stay well inside a consumer invocation's subrequests and time.
 */
export const BATCH_SIZE = 50;
export const SEND_BATCH_MAX = 100;
export const PLAN_PAGE = BATCH_SIZE * SEND_BATCH_MAX;
/** Spec §9 "Push retry 3": a push that met 429/5xx or no answer is tried this many more times. */
export const PUSH_SEND_RETRIES = 3;
/** How many pushes of one batch are in flight at once. */
export const PUSH_CONCURRENCY = 8;

export const chunk = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Seconds before retry `attempt` (1-based) of a batch's failed pushes: 10, 40, 160 s, or what Retry-After asks (≤ 15 min). */
export function backoffSeconds(attempt: number, retryAfter: number | null): number {
  return Math.min(Math.max(10 * 4 ** (attempt - 1), retryAfter ?? 0), 900);
}
