/**
 * @module Account writes and reads as plain (db, …) functions: profile updates with uniqueness
 * checks, account deletion, the onboarding marks (phone consent, completion) and the billing read.
 */
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, subscriptions, tagFollows, tags, users, votes } from '../../db/schema';
import type { UserChanges } from './rules';

/** The stored phone (to decide what a new number does to SMS consent), or undefined: no such user. */
export async function currentPhone(db: Db, userId: number): Promise<string | null | undefined> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? row.phone : undefined;
}

/** Which of the new username / e-mail another account already has (case-insensitive, like the indexes). */
export async function takenBy(db: Db, userId: number, values: { username?: string; email?: string }) {
  const checks = [];
  if (values.username !== undefined) checks.push(sql`lower(${users.username}) = ${values.username.toLowerCase()}`);
  if (values.email !== undefined) checks.push(sql`lower(${users.email}) = ${values.email.toLowerCase()}`);
  if (!checks.length) return { username: false, email: false };
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(and(ne(users.id, userId), sql`(${sql.join(checks, sql` OR `)})`))
    .limit(2);
  return {
    username: values.username !== undefined && rows.some((r) => r.username.toLowerCase() === values.username!.toLowerCase()),
    email: values.email !== undefined && rows.some((r) => r.email.toLowerCase() === values.email!.toLowerCase()),
  };
}

export async function updateUser(db: Db, userId: number, changes: UserChanges, now: number): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, modified: now })
    .where(eq(users.id, userId));
}

/**
 * Deletes the account. Follows, bookmarks, votes, credentials, sessions and subscriptions go with
 * the row (ON DELETE CASCADE); comments and views stay, anonymous (SET NULL). The reader's votes
 * are first taken out of the articles' counters, in the same batch, so the counts stay true.
 */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  const mine = (direction: number) =>
    sql`(SELECT count(*) FROM ${votes} WHERE ${votes.userId} = ${userId} AND ${votes.articleId} = ${articles.id} AND ${votes.direction} = ${direction})`;
  await db.batch([
    db
      .update(articles)
      .set({ upvotes: sql`max(${articles.upvotes} - ${mine(1)}, 0)`, downvotes: sql`max(${articles.downvotes} - ${mine(-1)}, 0)` })
      .where(inArray(articles.id, db.select({ id: votes.articleId }).from(votes).where(eq(votes.userId, userId)))),
    db.delete(users).where(eq(users.id, userId)),
  ]);
}

/** Onboarding's phone step: the number and the moment the reader agreed to text messages. */
export async function savePhoneConsent(db: Db, userId: number, phone: string, now: number): Promise<void> {
  await db.update(users).set({ phone, smsConsentAt: now, modified: now }).where(eq(users.id, userId));
}

/** How many categories and topics the reader follows (onboarding needs at least one). */
export async function interestCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tagFollows)
    .innerJoin(tags, eq(tags.id, tagFollows.tagId))
    .where(and(eq(tagFollows.userId, userId), inArray(tags.type, ['category', 'topic'])));
  return row?.n ?? 0;
}

/** Marks onboarding done; the first completion is kept (re-running onboarding does not move it). */
export async function completeOnboarding(db: Db, userId: number, now: number): Promise<void> {
  await db
    .update(users)
    .set({ onboardedAt: sql`coalesce(${users.onboardedAt}, ${now})`, modified: now })
    .where(eq(users.id, userId));
}

export type BillingView = { plan: 'monthly' | 'annual' | null; status: string | null; renews: boolean };

/** The reader's latest subscription record, if any (plan, status, whether it renews). */
export async function latestSubscription(db: Db, userId: number): Promise<BillingView> {
  const [row] = await db
    .select({ plan: subscriptions.plan, status: subscriptions.status, cancel: subscriptions.cancelAtPeriodEnd })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.created), desc(subscriptions.id))
    .limit(1);
  return row ? { plan: row.plan, status: row.status, renews: !row.cancel } : { plan: null, status: null, renews: false };
}
