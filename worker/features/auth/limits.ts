/**
 * @module Exact rate limits on sign-in, sign-up and password resets (counters in D1, see
 * http/rate-limit.ts). An attempt is counted *before* it is judged, so 50 parallel
 * attempts cannot all slip under a limit; a sign-in that succeeds gives its count back, which makes
 * the login limits count failures only.
 */
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../contracts/auth';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';
import { hitStatement, inWindow, judge, type Window } from '../../http/rate-limit';

const MIN = 60;
/** The limits, and higher per-IP ones so a shared address (an office, a school) still works. */
export const AUTH_LIMITS = {
  loginPerAccount: { limit: 10, windowSeconds: 15 * MIN },
  loginPerIp: { limit: 50, windowSeconds: 15 * MIN },
  resetPerEmail: { limit: 5, windowSeconds: 60 * MIN },
  resetPerIp: { limit: 20, windowSeconds: 60 * MIN },
  resetUsePerIp: { limit: 20, windowSeconds: 60 * MIN },
  signupPerIp: { limit: 10, windowSeconds: 60 * MIN },
} as const;
export type LimitName = keyof typeof AUTH_LIMITS;

export const limitWindow = (name: LimitName, subject: string): Window => ({ key: `auth:${name}:${subject}`, ...AUTH_LIMITS[name] });

/**
 * Counts one attempt against every window (one D1 round trip) and throws 429 with Retry-After if
 * any is over its limit. Returns the windows so a successful sign-in can give them back.
 */
export async function countAttempt(db: Db, windows: Window[], now: number): Promise<Window[]> {
  const results = await db.batch(
    windows.map((w) => hitStatement(db, w, now)) as [ReturnType<typeof hitStatement>, ...ReturnType<typeof hitStatement>[]],
  );
  let retryAfter = 0;
  windows.forEach((w, i) => {
    const verdict = judge(results[i]?.[0]?.count ?? 1, w, now);
    if (!verdict.allowed) retryAfter = Math.max(retryAfter, verdict.retryAfter);
  });
  if (retryAfter > 0) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, retryAfter);
  return windows;
}

/** Gives counted attempts back (a successful sign-in is not a failure). */
export async function giveBack(db: Db, windows: Window[], now: number): Promise<void> {
  if (!windows.length) return;
  const stmts = windows.map((w) =>
    db
      .update(rateLimits)
      .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
      .where(inWindow(w, now)),
  );
  await db.batch(stmts as [(typeof stmts)[number], ...(typeof stmts)[number][]]);
}
