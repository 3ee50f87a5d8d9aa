/**
 * @module Upkeep run by the cron: rows that can no longer matter are deleted, so the tables the
 * session check and the rate limits read stay small. Each delete uses its own index.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, rateLimits, sessionRevocations } from '../../db/schema';
import { endedBefore } from '../../http/rate-limit';

/** Used or expired reset links are kept a day for support questions ("my link did not work"). */
const RESET_KEEP_SECONDS = 24 * 3600;

export async function pruneExpired(db: Db, now: number): Promise<{ rateLimits: number; revocations: number; resetTokens: number }> {
  const [limits, revocations, resets] = await db.batch([
    db
      .delete(rateLimits)
      // A window is dead once it has ended; the longest (a day) decides for all of them.
      .where(lt(rateLimits.windowStart, endedBefore(now)))
      .returning({ k: rateLimits.key }),
    // A revocation outlives every token it could match (expires_at = issue time + TTL + grace).
    db.delete(sessionRevocations).where(lt(sessionRevocations.expiresAt, now)).returning({ id: sessionRevocations.id }),
    db
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, sql`${now - RESET_KEEP_SECONDS}`))
      .returning({ t: passwordResetTokens.tokenHash }),
  ]);
  return { rateLimits: limits.length, revocations: revocations.length, resetTokens: resets.length };
}
