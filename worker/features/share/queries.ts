/**
 * @module Sharing by e-mail in D1. The article is read first (its title goes into the e-mail).
 * Then one batch (a D1 transaction) writes everything or nothing: one share pass per recipient and
 * the recipients counted against the sharer's daily limit, every statement conditional on the same
 * facts (the article is still published and shareable by the sharer, and the day's count plus these
 * recipients stays within the limit). Nothing runs between those statements, so the facts read the
 * same in all of them: either every row is written, or none is, and the limit holds exactly.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ReaderTier } from '../../contracts/plus';
import type { Db } from '../../db/client';
import { valueList } from '../../db/limits';
import { articles, rateLimits, sharePasses } from '../../db/schema';
import { inWindow, usedInWindow, type Window, windowStart } from '../../http/rate-limit';
import { accessSql } from '../articles/access-sql';

export type ShareArticle = { id: number; title: string; contentType: string; paywall: string };

/** A published article, as sharing needs it; undefined when there is none. */
export async function shareArticle(db: Db, id: number): Promise<ShareArticle | undefined> {
  const [row] = await db
    .select({ id: articles.id, title: articles.title, contentType: articles.contentType, paywall: articles.paywall })
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.status, 'published')))
    .limit(1);
  return row;
}

export type ShareRecord = {
  articleId: number;
  userId: number;
  /** The sharer's tier: they may share only what the access table lets them (paid articles: Plus). */
  tier: ReaderTier;
  /** One pass id per recipient; empty for a free article (its link needs no pass). */
  passIds: string[];
  recipients: number;
  expiresAt: number;
  limit: Window;
  now: number;
};

/**
 * Writes the passes and counts the recipients, all or nothing. Answers whether it did; when it did
 * not, the caller asks why (the article, the limit).
 */
export async function recordShare(db: Db, r: ShareRecord): Promise<boolean> {
  const used = usedInWindow(r.limit, r.now);
  const articleOk = and(eq(articles.id, r.articleId), eq(articles.status, 'published'), accessSql('share', { tier: r.tier })) as SQL;
  const passes = r.passIds.map((id) =>
    db.insert(sharePasses).select(
      db
        .select({
          id: sql<string>`${id}`.as('id'),
          articleId: articles.id,
          userId: sql<number>`${r.userId}`.as('user_id'),
          recipients: sql<number>`1`.as('recipients'),
          created: sql<number>`${r.now}`.as('created'),
          expiresAt: sql<number>`${r.expiresAt}`.as('expires_at'),
          revokedAt: sql<null>`NULL`.as('revoked_at'),
        })
        .from(articles)
        .where(and(articleOk, sql`${used} + ${r.recipients} <= ${r.limit.limit}`)),
    ),
  );
  // Last, so the passes above saw the count before it moved; conditional on the same facts.
  const count = db
    .insert(rateLimits)
    .select(
      db
        .select({
          key: sql<string>`${r.limit.key}`.as('key'),
          windowStart: sql<number>`${windowStart(r.now, r.limit.windowSeconds)}`.as('window_start'),
          count: sql<number>`${r.recipients}`.as('count'),
        })
        .from(articles)
        .where(and(articleOk, sql`${r.recipients} <= ${r.limit.limit}`)),
    )
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + excluded.count` },
      setWhere: sql`${rateLimits.count} + excluded.count <= ${r.limit.limit}`,
    })
    .returning({ count: rateLimits.count });
  const results = await db.batch([...passes, count] as unknown as [typeof count]);
  return (results.at(-1) as { count: number }[]).length > 0;
}

/** Takes a recorded share back when its e-mails could not be queued: the passes go, the count returns. */
export async function undoShare(db: Db, r: Pick<ShareRecord, 'passIds' | 'recipients' | 'limit' | 'now'>): Promise<void> {
  const uncount = db
    .update(rateLimits)
    .set({ count: sql`max(0, ${rateLimits.count} - ${r.recipients})` })
    .where(inWindow(r.limit, r.now));
  if (!r.passIds.length) return void (await uncount);
  await db.batch([uncount, db.delete(sharePasses).where(inArray(sharePasses.id, valueList(r.passIds)))]);
}

/** How many recipients the sharer has used today (to say why a share was refused). */
export async function usedToday(db: Db, limit: Window, now: number): Promise<number> {
  const [row] = await db.select({ count: rateLimits.count }).from(rateLimits).where(inWindow(limit, now));
  return row?.count ?? 0;
}
