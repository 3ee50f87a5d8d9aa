/**
 * @module The reader's saved articles (bookmarks), newest bookmark first: one page of cards, the
 * total and the cards' tags and marks in one D1 batch. Unpublished articles are left out.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
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
    ...decorations(db, pageIds as unknown as SQL, userId),
  ]);
  return { rows, total: totals[0]?.total ?? 0, tagRows, marks: marksOf(voteRows, bookmarkRows) };
}
