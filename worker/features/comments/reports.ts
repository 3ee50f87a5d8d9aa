/**
 * @module Reporting a comment (issue 11): one report per reader and comment, recorded in
 * comment_reports; at COMMENT_REPORT_THRESHOLD distinct reports the comment hides itself from
 * everyone but its author until an admin decides (issue 13's queue reads the same rows). One batch:
 * the rate-limit hit, the report (conditional on every rule), the recount and the counters.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { COMMENT_REPORT_LIMIT, COMMENT_MESSAGES as M } from '../../contracts/comments';
import type { Db } from '../../db/client';
import { commentReports, comments } from '../../db/schema';
import type { Viewer } from '../../env';
import { badRequest, notFound, tooManyRequests } from '../../http/errors';
import { hitStatement, judge, usedInWindow } from '../../http/rate-limit';
import { commentById, recounts } from './queries';

type Report = { articleId: number; commentId: number; userId: number; reason: string | null; now: number };

async function reportComment(db: Db, r: Report) {
  const limit = { key: `comment-report:${r.userId}`, ...COMMENT_REPORT_LIMIT };
  const withinLimit = sql`${usedInWindow(limit, r.now)} <= ${limit.limit}`;
  const reportable = and(
    eq(comments.id, r.commentId),
    eq(comments.articleId, r.articleId),
    isNull(comments.deletedAt),
    ne(comments.userId, r.userId),
    withinLimit,
  );
  const [hits, added] = await db.batch([
    hitStatement(db, limit, r.now),
    db
      .insert(commentReports)
      .select(
        db
          .select({
            commentId: comments.id,
            userId: sql<number>`${r.userId}`.as('user_id'),
            reason: sql<string | null>`${r.reason}`.as('reason'),
            created: sql<number>`${r.now}`.as('created'),
          })
          .from(comments)
          .where(reportable),
      )
      .onConflictDoNothing()
      .returning({ commentId: commentReports.commentId }),
    db
      .update(comments)
      .set({ reportsCount: sql`(SELECT count(*) FROM ${commentReports} WHERE ${commentReports.commentId} = ${r.commentId})` })
      .where(eq(comments.id, r.commentId)),
    // Crossing the threshold changes what others see: the counts follow in the same batch.
    ...recounts(db, r.articleId, sql`(SELECT ${comments.replyTo} FROM ${comments} WHERE ${comments.id} = ${r.commentId})`),
  ]);
  return { added: added.length > 0, count: hits[0]?.count ?? 0, limit };
}

/** Reports a comment; reporting it again is a no-op that answers the same. */
export async function report(db: Db, viewer: Viewer, articleId: number, commentId: number, reason: string | null, now: number) {
  const { added, count, limit } = await reportComment(db, { articleId, commentId, userId: viewer.id, reason, now });
  if (added) return { id: commentId, reported: true as const };
  const verdict = judge(count, limit, now);
  if (!verdict.allowed) throw tooManyRequests(M.tooManyReports, verdict.retryAfter);
  const row = await commentById(db, commentId);
  if (!row || row.articleId !== articleId || row.deletedAt !== null) throw notFound(M.notFound);
  if (row.userId === viewer.id) throw badRequest(M.ownReport, 'commentId');
  // Reported before by this reader: nothing new to record.
  return { id: commentId, reported: true as const };
}
