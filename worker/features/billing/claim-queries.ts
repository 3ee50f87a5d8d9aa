/**
 * @module The subscribe claim: one attempt at a time per reader. Claiming is one conditional
 * upsert on the reader's row of subscribe_claims: it inserts the claim, or takes over one that has
 * expired; a live claim of another attempt is left alone, and only the attempt whose statement
 * wrote the row (RETURNING gives it back) goes on to Stripe. D1 runs one statement at a time, so of
 * any number of attempts at once exactly one wins. The same round trip reads what the winner must
 * know fresh: whether the reader is Plus by now, and whether they ever had a subscription.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscribeClaims, subscriptions, users } from '../../db/schema';

/**
 * How long a claim holds. Longer than an attempt takes (a handful of Stripe calls, each given
 * SUBSCRIBE_CALL_TIMEOUT_MS), so a live attempt keeps it; short enough that one which died
 * mid-way (the isolate ended) leaves the reader waiting a minute or two, not forever.
 */
export const CLAIM_SECONDS = 120;

export type Claim = { won: boolean; subscriptionEnd: number | null; hadSubscription: boolean };

export async function claimSubscribe(db: Db, userId: number, token: string, now: number): Promise<Claim> {
  const expiresAt = now + CLAIM_SECONDS;
  const [claimed, reader, earlier] = await db.batch([
    db
      .insert(subscribeClaims)
      .values({ userId, token, expiresAt })
      .onConflictDoUpdate({ target: subscribeClaims.userId, set: { token, expiresAt }, setWhere: lte(subscribeClaims.expiresAt, now) })
      .returning({ token: subscribeClaims.token }),
    db.select({ subscriptionEnd: users.subscriptionEnd }).from(users).where(eq(users.id, userId)),
    db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1),
  ]);
  return {
    won: claimed[0]?.token === token,
    subscriptionEnd: reader[0]?.subscriptionEnd ?? null,
    hadSubscription: earlier.length > 0,
  };
}

/** Gives the claim back when the attempt is done; only its own (a claim taken over after it expired stays). */
export async function releaseClaim(db: Db, userId: number, token: string): Promise<void> {
  await db.delete(subscribeClaims).where(and(eq(subscribeClaims.userId, userId), eq(subscribeClaims.token, token)));
}
