/**
 * @module A vote as one D1 batch (one transaction): take the reader's old vote out of the
 * article's counters, apply the press (the same direction clears it), put the new vote in, then
 * read the article back as a card. Counters move by exactly the reader's change, so the seeded
 * crowd behind them stays, and concurrent votes by many readers add up exactly: D1 runs each
 * batch alone.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Vote } from '../../contracts/votes';
import type { Db } from '../../db/client';
import { articles, votes } from '../../db/schema';
import { cardColumns, decorations, marksOf } from '../articles/queries';

/** The reader's current vote on an article (0 for none). */
export async function currentVote(db: Db, userId: number, articleId: number): Promise<Vote> {
  const [row] = await db
    .select({ direction: votes.direction })
    .from(votes)
    .where(and(eq(votes.userId, userId), eq(votes.articleId, articleId)));
  return (row?.direction ?? 0) as Vote;
}

/** Applies one press (1 up, -1 down) and answers the article as a card; no rows when it is not published. */
export async function pressVote(db: Db, userId: number, articleId: number, direction: 1 | -1) {
  const mine = (d: number) =>
    sql<number>`(SELECT count(*) FROM ${votes} WHERE ${votes.userId} = ${userId} AND ${votes.articleId} = ${articleId} AND ${votes.direction} = ${d})`;
  const published = and(eq(articles.id, articleId), eq(articles.status, 'published'));
  const [, , , , rows, tagRows, voteRows, bookmarkRows] = await db.batch([
    db
      .update(articles)
      .set({ upvotes: sql`${articles.upvotes} - ${mine(1)}`, downvotes: sql`${articles.downvotes} - ${mine(-1)}` })
      .where(published),
    // The same direction again stores 0 ("none"), deleted below once the counters have read it.
    db
      .insert(votes)
      .select(
        db
          .select({
            userId: sql<number>`${userId}`.as('user_id'),
            articleId: articles.id,
            created: sql<number>`unixepoch()`.as('created'),
            direction: sql<number>`${direction}`.as('direction'),
          })
          .from(articles)
          .where(published),
      )
      .onConflictDoUpdate({
        target: [votes.userId, votes.articleId],
        set: { direction: sql`CASE WHEN ${votes.direction} = excluded.direction THEN 0 ELSE excluded.direction END` },
      }),
    db
      .update(articles)
      .set({ upvotes: sql`${articles.upvotes} + ${mine(1)}`, downvotes: sql`${articles.downvotes} + ${mine(-1)}` })
      .where(published),
    db.delete(votes).where(and(eq(votes.userId, userId), eq(votes.articleId, articleId), eq(votes.direction, 0))),
    db.select(cardColumns).from(articles).where(published),
    ...decorations(db, [articleId], userId),
  ]);
  return { rows, tagRows, marks: marksOf(voteRows, bookmarkRows) };
}
