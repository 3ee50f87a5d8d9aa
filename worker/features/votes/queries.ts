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
import type { SessionClaims } from '../../env';
import { cardColumns, decorations, marksOf } from '../articles/queries';
import { sessionStands, type ViewerRow, viewerOfRow, viewerQuery } from '../auth/session-batch';

/** The reader's current vote on an article (0 for none). */
export async function currentVote(db: Db, userId: number, articleId: number): Promise<Vote> {
  const [row] = await db
    .select({ direction: votes.direction })
    .from(votes)
    .where(and(eq(votes.userId, userId), eq(votes.articleId, articleId)));
  return (row?.direction ?? 0) as Vote;
}

/**
 * Applies one press (1 up, -1 down) and answers the article as a card; no rows when it is not
 * published. With `session` the batch also checks the reader's session (see
 * auth/session-batch.ts): its first query is the viewer's row, and every write holds only while
 * the session stands, so a refused session changes nothing and the vote costs one round trip.
 */
export async function pressVote(
  db: Db,
  userId: number,
  articleId: number,
  direction: 1 | -1,
  session?: { claims: SessionClaims; now: number },
) {
  const mine = (d: number) =>
    sql<number>`(SELECT count(*) FROM ${votes} WHERE ${votes.userId} = ${userId} AND ${votes.articleId} = ${articleId} AND ${votes.direction} = ${d})`;
  const published = and(eq(articles.id, articleId), eq(articles.status, 'published'));
  const stands = session ? sessionStands(session.claims, session.now) : undefined;
  const writable = and(published, stands);
  const [viewerRows, , , , , rows, tagRows, voteRows, bookmarkRows] = await db.batch([
    // Without a session to check (the form route's viewer is already known): a query of no rows.
    session ? viewerQuery(db, session.claims, session.now) : db.select({ id: votes.userId }).from(votes).where(sql`0`),
    db
      .update(articles)
      .set({ upvotes: sql`${articles.upvotes} - ${mine(1)}`, downvotes: sql`${articles.downvotes} - ${mine(-1)}` })
      .where(writable),
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
          .where(writable),
      )
      .onConflictDoUpdate({
        target: [votes.userId, votes.articleId],
        set: { direction: sql`CASE WHEN ${votes.direction} = excluded.direction THEN 0 ELSE excluded.direction END` },
      }),
    db
      .update(articles)
      .set({ upvotes: sql`${articles.upvotes} + ${mine(1)}`, downvotes: sql`${articles.downvotes} + ${mine(-1)}` })
      .where(writable),
    db.delete(votes).where(and(eq(votes.userId, userId), eq(votes.articleId, articleId), eq(votes.direction, 0))),
    db.select(cardColumns).from(articles).where(published),
    ...decorations(db, [articleId], userId),
  ]);
  const viewer = session && viewerRows[0] ? viewerOfRow(viewerRows[0] as ViewerRow, session.claims) : null;
  return { viewer, rows, tagRows, marks: marksOf(voteRows, bookmarkRows) };
}
