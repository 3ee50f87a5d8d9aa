/**
 * @module The reader's saved articles (bookmarks): one page of cards, newest bookmark first, with
 * the total and the cards' tags and marks in one D1 batch (unpublished articles left out); saving
 * and unsaving one article.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, bookmarks } from '../../db/schema';
import { cardColumns, decorations, marksOf } from '../articles/queries';

export async function listBookmarks(db: Db, userId: number, page: number, limit: number) {
  const where = and(eq(bookmarks.userId, userId), eq(articles.status, 'published'));
  const order = [desc(bookmarks.created), desc(bookmarks.articleId)];
  const offset = (page - 1) * limit;
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
      .select(cardColumns)
      .from(bookmarks)
      .innerJoin(articles, eq(articles.id, bookmarks.articleId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(bookmarks).innerJoin(articles, eq(articles.id, bookmarks.articleId)).where(where),
    ...decorations(db, pageIds, userId),
  ]);
  return { rows, total: totals[0]?.total ?? 0, tagRows, marks: marksOf(voteRows, bookmarkRows) };
}

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
