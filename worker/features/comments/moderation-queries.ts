/**
 * @module The back office's comment reads and writes in D1 (queries.ts holds the readers'). The
 * queue reads one page and its total in one batch; each decision is one batch: the change, the
 * recounts the readers' counts depend on (queries.ts `recounts`, as a report or a removal does)
 * and the audit row, so all of it lands or none.
 */

import { and, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offsetOf, pageAndTotal } from '../../db/paging';
import { articles, commentReports, comments, users } from '../../db/schema';
import { type AuditEntry, auditStatement } from '../audit/queries';
import { recounts } from './queries';

export type QueueFilter = 'undecided' | 'kept' | 'hidden' | undefined;
type Audit = { adminId: number; now: number; entry: AuditEntry };

const lastReport = sql<
  number | null
>`(SELECT max(${commentReports.created}) FROM ${commentReports} WHERE ${commentReports.commentId} = ${comments.id})`;
// Every reason given, one per reader (a comment has as many as its reports_count); grouped in JS.
const reasons = sql<string>`(SELECT json_group_array(${commentReports.reason}) FROM ${commentReports} WHERE ${commentReports.commentId} = ${comments.id})`;

function queueWhere(filter: QueueFilter): SQL | undefined {
  const state = filter === 'undecided' ? isNull(comments.moderation) : filter === undefined ? undefined : eq(comments.moderation, filter);
  return and(gt(comments.reportsCount, 0), isNull(comments.deletedAt), state);
}

/** A queue row: the comment, its article and author, and what its reports said. */
const queueColumns = {
  id: comments.id,
  articleId: comments.articleId,
  articleTitle: articles.title,
  userId: comments.userId,
  handle: users.username,
  body: comments.body,
  created: comments.created,
  replyTo: comments.replyTo,
  editCount: comments.editCount,
  reportsCount: comments.reportsCount,
  moderation: comments.moderation,
  moderatedAt: comments.moderatedAt,
  lastReportedAt: lastReport,
  reasons,
};

/** Reported comments not removed, the most recently reported first, with a page's total. */
export async function reportedQueue(db: Db, filter: QueueFilter, page: number, limit: number) {
  const where = queueWhere(filter);
  return pageAndTotal(
    db,
    db
      .select(queueColumns)
      .from(comments)
      .innerJoin(articles, eq(articles.id, comments.articleId))
      .leftJoin(users, eq(users.id, comments.userId))
      .where(where)
      .orderBy(desc(lastReport), desc(comments.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    comments,
    where,
  );
}
export type QueueRow = Awaited<ReturnType<typeof reportedQueue>>['rows'][number];

/** What a decision needs to know of the comment (and to say 404). */
export async function moderationTarget(db: Db, id: number) {
  const [row] = await db
    .select({
      id: comments.id,
      articleId: comments.articleId,
      replyTo: comments.replyTo,
      body: comments.body,
      reportsCount: comments.reportsCount,
      moderation: comments.moderation,
      deletedAt: comments.deletedAt,
    })
    .from(comments)
    .where(eq(comments.id, id))
    .limit(1);
  return row;
}
export type ModerationTarget = NonNullable<Awaited<ReturnType<typeof moderationTarget>>>;

/** An admin's decision: 'hidden' hides it from readers whatever the reports, 'kept' shows it. */
export async function setModeration(db: Db, t: ModerationTarget, state: 'kept' | 'hidden', audit: Audit) {
  await db.batch([
    db
      .update(comments)
      .set({ moderation: state, moderatedAt: audit.now })
      .where(and(eq(comments.id, t.id), isNull(comments.deletedAt))),
    ...recounts(db, t.articleId, sql`${t.replyTo}`),
    auditStatement(db, audit.adminId, audit.entry, audit.now),
  ]);
}

/** Removal as a reader's removal does it: the text blanked, the thread kept, the counts recounted. */
export async function softDelete(db: Db, t: ModerationTarget, audit: Audit) {
  await db.batch([
    db
      .update(comments)
      .set({ deletedAt: audit.now, body: '' })
      .where(and(eq(comments.id, t.id), isNull(comments.deletedAt))),
    ...recounts(db, t.articleId, sql`${t.replyTo}`),
    auditStatement(db, audit.adminId, audit.entry, audit.now),
  ]);
}
