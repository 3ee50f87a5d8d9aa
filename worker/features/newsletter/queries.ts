/**
 * @module Newsletter subscribers and the newsletter's dead letters in D1. The sign-up is one upsert
 * whose condition is the hourly rule, so two sign-ups racing for the same address cannot both be
 * told to send a confirmation.
 */
import { and, asc, count, eq, gt, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RowOf } from '../../db/rows';
import { deadLetters, newsletterSubscribers as subs } from '../../db/schema';
import { CONFIRM_EVERY_SECONDS } from './rules';

/**
 * Records a sign-up and claims the right to send a confirmation now. Answers the subscriber's key
 * when a confirmation is due (a new address; one pending or unsubscribed whose last confirmation is
 * an hour old), or null when nothing is to be sent (already confirmed, or asked within the hour).
 */
export async function claimConfirmation(db: Db, email: string, newKey: string, now: number): Promise<string | null> {
  const [row] = await db
    .insert(subs)
    .values({ email, key: newKey, status: 'pending', confirmSentAt: now })
    .onConflictDoUpdate({
      target: subs.email,
      set: { status: 'pending', confirmSentAt: now, unsubscribedAt: null, key: sql`COALESCE(${subs.key}, excluded.key)` },
      setWhere: sql`${subs.status} != 'confirmed' AND (${subs.confirmSentAt} IS NULL OR ${subs.confirmSentAt} <= ${now - CONFIRM_EVERY_SECONDS})`,
    })
    .returning({ key: subs.key });
  return row?.key ?? null;
}

/** Gives the claim back when the e-mail could not be queued, so the reader may try again at once. */
export async function releaseConfirmation(db: Db, key: string, sentAt: number): Promise<void> {
  await db
    .update(subs)
    .set({ confirmSentAt: null })
    .where(and(eq(subs.key, key), eq(subs.confirmSentAt, sentAt)));
}

export type LinkOutcome = 'done' | 'already' | 'gone';

/** Confirms a pending subscriber: 'done', 'already' (confirmed before) or 'gone' (no such row, or unsubscribed since). */
export async function confirmSubscriber(db: Db, key: string, now: number): Promise<LinkOutcome> {
  const [changed] = await db
    .update(subs)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(and(eq(subs.key, key), eq(subs.status, 'pending')))
    .returning({ key: subs.key });
  if (changed) return 'done';
  const [row] = await db.select({ status: subs.status }).from(subs).where(eq(subs.key, key)).limit(1);
  return row?.status === 'confirmed' ? 'already' : 'gone';
}

/** Unsubscribes whatever the row's state (a pending one stops getting confirmations too). */
export async function unsubscribeSubscriber(db: Db, key: string, now: number): Promise<LinkOutcome> {
  const [changed] = await db
    .update(subs)
    .set({ status: 'unsubscribed', unsubscribedAt: now })
    .where(and(eq(subs.key, key), sql`${subs.status} != 'unsubscribed'`))
    .returning({ key: subs.key });
  if (changed) return 'done';
  const [row] = await db.select({ status: subs.status }).from(subs).where(eq(subs.key, key)).limit(1);
  return row ? 'already' : 'gone';
}

/** How many subscribers are in each state. */
export async function subscriberCounts(db: Db): Promise<Record<'pending' | 'confirmed' | 'unsubscribed', number>> {
  const rows = await db.select({ status: subs.status, n: count() }).from(subs).groupBy(subs.status);
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

const exportColumns = { email: subs.email, created: subs.created, confirmedAt: subs.confirmedAt };
export type ExportRow = RowOf<typeof exportColumns>;

/** One keyset page of confirmed subscribers, in address order, after `afterEmail`. */
export function confirmedPage(db: Db, afterEmail: string, limit: number): Promise<ExportRow[]> {
  return db
    .select(exportColumns)
    .from(subs)
    .where(and(eq(subs.status, 'confirmed'), gt(subs.email, afterEmail)))
    .orderBy(asc(subs.email))
    .limit(limit);
}

/** Newsletter e-mails the queue gave up on (their job ids start `newsletter-`), newest first. */
export function newsletterDeadLetters(db: Db, limit: number) {
  return db
    .select({
      id: deadLetters.id,
      jobId: sql<string>`json_extract(${deadLetters.body}, '$.id')`,
      to: sql<string | null>`json_extract(${deadLetters.body}, '$.to')`,
      reason: deadLetters.reason,
      attempts: deadLetters.attempts,
      created: deadLetters.created,
    })
    .from(deadLetters)
    .where(and(eq(deadLetters.kind, 'email.send'), like(sql`json_extract(${deadLetters.body}, '$.id')`, 'newsletter-%')))
    .orderBy(sql`${deadLetters.created} DESC`)
    .limit(limit);
}
