/**
 * @module Reset links in D1: only the SHA-256 of a link's token is stored, with its reader and
 * expiry; a link is claimed once, atomically.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

export async function storeResetToken(db: Db, tokenHash: string, userId: number, expiresAt: number): Promise<void> {
  await db.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
}

/**
 * Marks an unused, unexpired link used and answers whose it was, in one statement: of two requests
 * with the same link, only one gets the reader back. null when the link is unknown, used or expired.
 */
export async function claimResetToken(db: Db, tokenHash: string, now: number): Promise<number | null> {
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return claimed?.userId ?? null;
}
