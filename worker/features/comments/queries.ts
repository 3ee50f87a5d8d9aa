/**
 * @module Comments in D1, each call one round trip on its way to success: a page of one thread
 * level (with the article's existence in the same batch); a post, an edit and a removal each one
 * batch whose writes are conditional on the rules. A post and a reader's removal move the counters
 * by one, on exactly the conditions of their own write, in the same batch (one transaction, which
 * D1 runs alone): exact whatever runs at once, and O(1) however many comments the article has
 * (a recount read all of them on every post: 20,000 rows on a busy article). Moderation and
 * reports, which can hide or show many at once, recount. Failure paths read once more to say why.
 * See docs/decisions/072-hot-article-counters.md.
 */
import { and, asc, desc, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { COMMENT_REPORT_THRESHOLD } from '../../contracts/comments';
import type { ReaderTier } from '../../contracts/plus';
import type { Db } from '../../db/client';
import { articles, commentEdits, comments, users } from '../../db/schema';
import { hitStatement, usedInWindow, type Window } from '../../http/rate-limit';
import { accessSql } from '../articles/access-sql';
import { replyRecipients } from './recipients';

const rowColumns = {
  id: comments.id,
  articleId: comments.articleId,
  userId: comments.userId,
  replyTo: comments.replyTo,
  body: comments.body,
  replies: comments.repliesCount,
  created: comments.created,
  deletedAt: comments.deletedAt,
  reportsCount: comments.reportsCount,
  moderation: comments.moderation,
};
export const commentColumns = { ...rowColumns, handle: users.username };
/** Comments with their author's handle, NULL once the account is gone (a left join). */
const withHandles = (db: Db) => db.select(commentColumns).from(comments).leftJoin(users, eq(users.id, comments.userId));
export type CommentRow = Awaited<ReturnType<typeof withHandles>>[number];

/**
 * Not hidden by reports, as SQL over the table or an alias of it: the same rule as
 * `hiddenByReports` (contracts/comments.ts), negated. The threshold is a constant, not input.
 */
export const visibleSqlText = (table = 'comments') =>
  `(${table}.moderation = 'kept' OR (${table}.moderation IS NULL AND ${table}.reports_count < ${COMMENT_REPORT_THRESHOLD}))`;
export const visibleSql = (table = 'comments') => sql.raw(visibleSqlText(table));

const published = (articleId: number) => and(eq(articles.id, articleId), eq(articles.status, 'published'));
const level = (replyTo: number | null) => (replyTo === null ? isNull(comments.replyTo) : eq(comments.replyTo, replyTo));
// A removed comment stays in the list while it has replies, so its thread can still be read; one
// hidden by reports is still shown to its author (who is not told, so they do not just repost it).
const shown = (viewerId: number | null) =>
  and(or(isNull(comments.deletedAt), gt(comments.repliesCount, 0)), or(visibleSql(), eq(comments.userId, viewerId ?? -1)));

export type PageQuery = { articleId: number; replyTo: number | null } & ({ beforeId: number } | { afterId: number; count: number });

/** One page of a thread level: older (before_id, newest first) or newer (after_id, oldest first). */
export function pageQuery(db: Db, q: PageQuery, pageSize: number, viewerId: number | null) {
  const base = withHandles(db).$dynamic();
  const where = and(eq(comments.articleId, q.articleId), level(q.replyTo), shown(viewerId));
  const page =
    'afterId' in q
      ? base
          .where(and(where, gt(comments.id, q.afterId)))
          .orderBy(asc(comments.id))
          .limit(q.count)
      : base
          .where(and(where, q.beforeId > 0 ? lt(comments.id, q.beforeId) : undefined))
          .orderBy(desc(comments.id))
          .limit(pageSize);
  return page;
}

export type CommentPageQuery = ReturnType<typeof pageQuery>;

export async function listComments(db: Db, q: PageQuery, pageSize: number, viewerId: number | null) {
  const page = pageQuery(db, q, pageSize, viewerId);
  const [found, rows] = await db.batch([db.select({ id: articles.id }).from(articles).where(published(q.articleId)), page]);
  return found.length ? rows : null;
}

/**
 * The counters a change can move: the article's count and, for a reply, its parent's. They count
 * what other readers see: neither removed comments nor those hidden by reports.
 */
export function recounts(db: Db, articleId: number, parentOf: SQL) {
  return [
    db
      .update(articles)
      .set({
        commentsCount: sql`(SELECT count(*) FROM ${comments} WHERE ${comments.articleId} = ${articleId} AND ${comments.deletedAt} IS NULL AND ${visibleSql()})`,
      })
      .where(eq(articles.id, articleId)),
    db
      .update(comments)
      .set({
        repliesCount: sql`(SELECT count(*) FROM ${comments} AS r WHERE r.reply_to = ${comments.id} AND r.deleted_at IS NULL AND ${visibleSql('r')})`,
      })
      .where(sql`${comments.id} = ${parentOf}`),
  ] as const;
}

export type NewComment = {
  articleId: number;
  userId: number;
  replyTo: number | null;
  body: string;
  tier: ReaderTier;
  limit: Window;
  now: number;
};

/**
 * Posts a comment when every rule holds (the article is published and the reader may comment on it, a
 * reply's parent is a top-level comment of it, the reader is within the posting limit); answers the
 * row, or null with the limit's count so the caller can say why.
 */
export async function postComment(db: Db, n: NewComment) {
  const parentOk =
    n.replyTo === null
      ? sql`1`
      : sql`EXISTS (SELECT 1 FROM ${comments} WHERE ${comments.id} = ${n.replyTo} AND ${comments.articleId} = ${n.articleId} AND ${comments.replyTo} IS NULL AND ${comments.deletedAt} IS NULL)`;
  const mayComment = accessSql('comment', { tier: n.tier });
  const withinLimit = sql`${usedInWindow(n.limit, n.now)} <= ${n.limit.limit}`;
  // The article's rules, as the insert below reads them from its row.
  const allowed = and(published(n.articleId), mayComment, withinLimit);
  const [hits, , , inserted, recipients] = await db.batch([
    hitStatement(db, n.limit, n.now),
    // The counters first, on exactly the insert's conditions (nothing between them changes any):
    // each moves by one when, and only when, the comment is stored. A new comment is visible.
    db
      .update(articles)
      .set({ commentsCount: sql`${articles.commentsCount} + 1` })
      .where(and(allowed, parentOk)),
    db
      .update(comments)
      .set({ repliesCount: sql`${comments.repliesCount} + 1` })
      .where(
        and(
          sql`${comments.id} = ${n.replyTo}`,
          eq(comments.articleId, n.articleId),
          isNull(comments.replyTo),
          isNull(comments.deletedAt),
          sql`EXISTS (SELECT 1 FROM ${articles} WHERE ${allowed})`,
        ),
      ),
    db
      .insert(comments)
      .select(
        db
          .select({
            id: sql<null>`NULL`.as('id'),
            articleId: articles.id,
            userId: sql<number>`${n.userId}`.as('user_id'),
            replyTo: sql<number | null>`${n.replyTo}`.as('reply_to'),
            body: sql<string>`${n.body}`.as('body'),
            repliesCount: sql<number>`0`.as('replies_count'),
            editCount: sql<number>`0`.as('edit_count'),
            editedAt: sql<null>`NULL`.as('edited_at'),
            deletedAt: sql<null>`NULL`.as('deleted_at'),
            reportsCount: sql<number>`0`.as('reports_count'),
            moderation: sql<null>`NULL`.as('moderation'),
            moderatedAt: sql<null>`NULL`.as('moderated_at'),
            created: sql<number>`${n.now}`.as('created'),
          })
          .from(articles)
          .where(and(allowed, parentOk)),
      )
      .returning({ id: comments.id }),
    replyRecipients(db, n.articleId, n.replyTo, n.userId),
  ]);
  return { id: inserted[0]?.id ?? null, count: hits[0]?.count ?? 0, recipients };
}

/** One comment with its author's handle (for answers and for saying why a change was refused). */
export async function commentById(db: Db, id: number) {
  const [row] = await withHandles(db).where(eq(comments.id, id));
  return row;
}

/** Replaces the owner's text (keeping the old one for moderators); undefined when a rule did not hold. */
export async function editComment(db: Db, c: { id: number; articleId: number; userId: number; body: string; now: number }) {
  const mineAndChanged = and(
    eq(comments.id, c.id),
    eq(comments.articleId, c.articleId),
    eq(comments.userId, c.userId),
    isNull(comments.deletedAt),
    sql`${comments.body} <> ${c.body}`,
  );
  const [, updated] = await db.batch([
    db.insert(commentEdits).select(
      db
        .select({
          id: sql<null>`NULL`.as('id'),
          commentId: comments.id,
          previousBody: comments.body,
          editedAt: sql<number>`${c.now}`.as('edited_at'),
        })
        .from(comments)
        .where(mineAndChanged),
    ),
    db
      .update(comments)
      .set({ body: c.body, editCount: sql`${comments.editCount} + 1`, editedAt: c.now })
      .where(mineAndChanged)
      .returning(rowColumns),
  ]);
  return updated[0];
}

/** Removes a comment (the owner's, or any for an admin): the text is blanked, the thread kept. */
export async function removeComment(db: Db, c: { id: number; articleId: number; userId: number; admin: boolean; now: number }) {
  const allowed = and(
    eq(comments.id, c.id),
    eq(comments.articleId, c.articleId),
    isNull(comments.deletedAt),
    c.admin ? undefined : eq(comments.userId, c.userId),
  );
  // Before the removal, on its conditions: a comment other readers saw leaves their counts by one.
  const counted = sql`(SELECT ${comments.replyTo} FROM ${comments} WHERE ${allowed} AND ${visibleSql()})`;
  const [, , removed] = await db.batch([
    db
      .update(articles)
      .set({ commentsCount: sql`${articles.commentsCount} - 1` })
      .where(and(eq(articles.id, c.articleId), sql`EXISTS ${counted}`)),
    db
      .update(comments)
      .set({ repliesCount: sql`${comments.repliesCount} - 1` })
      .where(sql`${comments.id} = ${counted}`),
    db.update(comments).set({ deletedAt: c.now, body: '' }).where(allowed).returning({ id: comments.id }),
  ]);
  return removed.length > 0;
}

/** What the article is, for saying why a post was refused. */
export async function articleAccess(db: Db, articleId: number) {
  const [row] = await db
    .select({ contentType: articles.contentType, paywall: articles.paywall })
    .from(articles)
    .where(published(articleId));
  return row;
}
