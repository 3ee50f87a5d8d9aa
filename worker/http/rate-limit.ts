/**
 * @module Exact fixed-window rate limits in D1 (table rate_limits). Cloudflare's rate-limiting
 * binding is per location and approximate; limits that must hold exactly need one shared
 * counter. The increment is a single upsert, so concurrent requests cannot both see room.
 * Ended windows are dead rows: the upkeep cron (features/upkeep) deletes them.
 *
 * The one home of what a window is: the window a moment falls in (`windowStart`), the row that
 * counts it (`inWindow`), what it has used (`usedInWindow`) and when a row can no longer matter
 * (`endedBefore`). The limits themselves (the spec's numbers) live with the rules that use them.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export type Window = { key: string; limit: number; windowSeconds: number };
export type RateResult = { allowed: boolean; count: number; retryAfter: number };

/**
 * The longest window a limit may have (a day: the share and report limits). Rows are kept this
 * long, so a window longer than this would be pruned while it still counts: windowStart refuses it.
 */
export const LONGEST_WINDOW_SECONDS = 86_400;

/** The start of the fixed window `now` falls in (epoch seconds), the key of its counter row. */
export function windowStart(now: number, windowSeconds: number): number {
  if (!(Number.isInteger(windowSeconds) && windowSeconds > 0 && windowSeconds <= LONGEST_WINDOW_SECONDS))
    throw new Error(`A rate window must be 1 to ${LONGEST_WINDOW_SECONDS} whole seconds, not ${windowSeconds}`);
  return Math.floor(now / windowSeconds) * windowSeconds;
}

/** Seconds until the window `now` falls in ends (at least 1: what Retry-After says). */
const secondsLeft = (now: number, windowSeconds: number) => Math.max(1, windowStart(now, windowSeconds) + windowSeconds - now);

/** Counter rows that start before this have ended, whatever their window (the upkeep cron's cut). */
export const endedBefore = (now: number) => now - LONGEST_WINDOW_SECONDS;

/** The counter row of `w`'s current window, as a WHERE condition. */
export const inWindow = (w: Window, now: number): SQL =>
  and(eq(rateLimits.key, w.key), eq(rateLimits.windowStart, windowStart(now, w.windowSeconds))) as SQL;

/** What `w`'s current window has counted so far (0 without a row), as SQL for a batch's conditions. */
export const usedInWindow = (w: Window, now: number): SQL<number> =>
  sql<number>`COALESCE((SELECT ${rateLimits.count} FROM ${rateLimits} WHERE ${inWindow(w, now)}), 0)`;

/** The statement counting one hit in the current window, returning the new count. */
export function hitStatement(db: Db, w: Window, now: number) {
  return db
    .insert(rateLimits)
    .values({ key: w.key, windowStart: windowStart(now, w.windowSeconds), count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
}

/** Whether `count` hits are within `w`, and when its window ends. */
export function judge(count: number, w: Window, now: number): RateResult {
  return { allowed: count <= w.limit, count, retryAfter: secondsLeft(now, w.windowSeconds) };
}

/** Counts one hit and says whether it is within the limit. */
export async function hit(db: Db, w: Window, now: number): Promise<RateResult> {
  const [row] = await hitStatement(db, w, now);
  return judge(row?.count ?? 1, w, now);
}

/** The IP the request came from; Cloudflare sets CF-Connecting-IP, anything else is one bucket. */
export function clientIp(header: string | undefined): string {
  const ip = header?.trim();
  return ip && ip.length <= 64 && /^[0-9a-fA-F:.]+$/.test(ip) ? ip : 'unknown';
}
