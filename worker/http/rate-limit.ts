/**
 * @module Exact fixed-window rate limits in D1 (table rate_limits). Cloudflare's rate-limiting
 * binding is per location and approximate; limits that must hold exactly need one shared
 * counter. The increment is a single upsert, so concurrent requests cannot both see room.
 * Ended windows are dead rows: the upkeep cron (features/upkeep) deletes them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export type Window = { key: string; limit: number; windowSeconds: number };
export type RateResult = { allowed: boolean; count: number; retryAfter: number };

export const windowStart = (now: number, windowSeconds: number) => Math.floor(now / windowSeconds) * windowSeconds;

/** The statement counting one hit in the current window, returning the new count. */
export function hitStatement(db: Db, w: Window, now: number) {
  return db
    .insert(rateLimits)
    .values({ key: w.key, windowStart: windowStart(now, w.windowSeconds), count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
}

export function judge(count: number, w: Window, now: number): RateResult {
  const retryAfter = Math.max(1, windowStart(now, w.windowSeconds) + w.windowSeconds - now);
  return { allowed: count <= w.limit, count, retryAfter };
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
