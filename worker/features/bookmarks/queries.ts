/**
 * @module The reader's saved articles (bookmarks): one page of cards, newest bookmark first, with
 * the total and the cards' tags and marks in one D1 batch (unpublished articles left out); saving
 * and unsaving one article.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { MAX_LIST_DEPTH } from '../../contracts/paging';
import type { Db } from '../../db/client';
import { pastKey } from '../../db/paging';
import { articles, bookmarks } from '../../db/schema';
import type { CursorKey } from '../../http/cursor';
import { cardColumns, decorations, marksOf } from '../articles/queries';

/** A bookmark's place in the list: (created, article id), newest first. */
export type BookmarkKey = [created: number, articleId: number];
export const BOOKMARK_CURSOR = ['number', 'number'] as const;

/**
 * One page of saved articles. With `after` (a cursor: the last row's key) the page starts right
 * after that bookmark, read from the reader's own index range; without it `page` is an OFFSET into
 * the reader's own bookmarks, bounded by the list depth (contracts/paging.ts). The total counts at
 * most MAX_LIST_DEPTH (decision 074-flat-lists).
 */
export async function listBookmarks(db: Db, userId: number, page: number, limit: number, after?: CursorKey) {
  const mine = and(eq(bookmarks.userId, userId), eq(articles.status, 'published'));
  const where = after ? and(mine, pastKey([bookmarks.created, bookmarks.articleId], after, '<')) : mine;
  const order = [desc(bookmarks.created), desc(bookmarks.articleId)];
  const offset = after ? 0 : (page - 1) * limit;
  const pageIds = db
    .select({ id: bookmarks.articleId })
    .from(bookmarks)
    .innerJoin(articles, eq(articles.id, bookmarks.articleId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [rows, totals, tagRows, voteRows, bookmarkRows] = await db.batch([
    db
      .select({ ...cardColumns, savedAt: bookmarks.created })
      .from(bookmarks)
      .innerJoin(articles, eq(articles.id, bookmarks.articleId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(
      db
        .select({ one: sql<number>`1`.as('one') })
        .from(bookmarks)
        .innerJoin(articles, eq(articles.id, bookmarks.articleId))
        .where(mine)
        .limit(MAX_LIST_DEPTH)
        .as('capped'),
    ),
    ...decorations(db, pageIds, userId),
  ]);
  return { rows, total: totals[0]?.total ?? 0, tagRows, marks: marksOf(voteRows, bookmarkRows) };
}

/** The cursor key of a listed card: its bookmark's (created, article id). */
export const bookmarkKey = (row: { savedAt: number; id: number }): BookmarkKey => [row.savedAt, row.id];

/** Saves a published article; false when there is no such published article. Saving twice is one bookmark. */
export async function saveBookmark(db: Db, userId: number, articleId: number): Promise<boolean> {
  const [article] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.status, 'published')))
    .limit(1);
  if (!article) return false;
  await db.insert(bookmarks).values({ userId, articleId }).onConflictDoNothing();
  return true;
}

/** Unsaves an article, published or not; false when there is no such article. Unsaving twice is a no-op. */
export async function removeBookmark(db: Db, userId: number, articleId: number): Promise<boolean> {
  const [[article]] = await db.batch([
    db.select({ id: articles.id }).from(articles).where(eq(articles.id, articleId)).limit(1),
    db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.articleId, articleId))),
  ]);
  return article !== undefined;
}

/** Whether the reader has saved the article. */
export async function isSaved(db: Db, userId: number, articleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bookmarks.articleId })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.articleId, articleId)));
  return row !== undefined;
}
