/**
 * @module Push jobs in D1: the write (row and audit row in one batch), the status moves, the
 * composer's history. The audit row names the job's id with SQL inside the batch: ids only grow,
 * so the newest job is the one the batch has just inserted.
 */
import { desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { PushFilters, PushJobDto } from '../../contracts/notify';
import type { PushKind } from '../../contracts/web-push';
import type { Db } from '../../db/client';
import { valueList } from '../../db/limits';
import { cappedCount, idPageFrom } from '../../db/paging';
import { deadLetters, pushNotifications, tags, users } from '../../db/schema';
import type { CursorKey } from '../../http/cursor';
import { auditStatement } from '../audit/queries';

type JobRow = typeof pushNotifications.$inferSelect;

export const jobDto = (r: JobRow): PushJobDto => ({
  id: r.id,
  status: r.status,
  title: r.title,
  body: r.body,
  url: r.url,
  filters: r.filters,
  kind: r.kind,
  total: r.total,
  sent: r.sent,
  failed: r.failed,
  removed: r.removed,
  created_by: r.createdBy,
  created: r.created,
});

/** Which of `tagIds` exist: one round trip. */
export async function knownTags(db: Db, tagIds: readonly number[]) {
  const found = await db
    .select({ id: tags.id })
    .from(tags)
    .where(inArray(tags.id, valueList(tagIds)));
  return new Set(found.map((t) => t.id));
}

export type NewJob = { title: string; body: string; url: string | null; filters: PushFilters; kind: PushKind };

/** The job, queued, and its audit row: both or neither. */
export async function insertJob(db: Db, adminId: number, job: NewJob, now: number): Promise<PushJobDto> {
  const [rows] = await db.batch([
    db
      .insert(pushNotifications)
      .values({ ...job, createdBy: adminId, status: 'queued', created: now })
      .returning(),
    auditStatement(
      db,
      adminId,
      {
        action: 'create',
        entity: 'push',
        entityId: sql`(SELECT max(${pushNotifications.id}) FROM ${pushNotifications})`,
        after: { title: job.title, body: job.body, url: job.url, filters: job.filters, kind: job.kind, status: 'queued' },
      },
      now,
    ),
  ]);
  return jobDto(rows[0]!);
}

/** The queue refused the job: it will never be sent. */
export async function markFailed(db: Db, id: number) {
  await db.update(pushNotifications).set({ status: 'failed' }).where(eq(pushNotifications.id, id));
}

/**
 * Where a history page starts: right after the job a cursor names (`after`: [id]), else page
 * `page` mapped to an id through the primary key alone (db/paging.ts idPageFrom): no OFFSET over
 * job rows, at any depth.
 */
const historyFrom = (db: Db, page: number, limit: number, after?: CursorKey) =>
  after ? lt(pushNotifications.id, after[0] as number) : idPageFrom(db, pushNotifications.id, undefined, page, limit);

export const PUSH_CURSOR = ['number'] as const;
export const pushKey = (row: { id: number }): CursorKey => [row.id];

/** The composer's history: newest first, one page and the total (capped), in one round trip. */
export async function listJobs(db: Db, page: number, limit: number, after?: CursorKey) {
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(pushNotifications)
      .where(historyFrom(db, page, limit, after))
      .orderBy(desc(pushNotifications.id))
      .limit(limit),
    cappedCount(db, pushNotifications, undefined),
  ]);
  return { rows: rows.map(jobDto), total: totals[0]?.n ?? 0 };
}

/** The back office's history page: the same jobs, each with its sender's username (null once that admin is deleted). */
export async function listJobsWithSenders(db: Db, page: number, limit: number) {
  const [rows, totals] = await db.batch([
    db
      .select({ job: pushNotifications, sender: users.username })
      .from(pushNotifications)
      .leftJoin(users, eq(users.id, pushNotifications.createdBy))
      .where(historyFrom(db, page, limit))
      .orderBy(desc(pushNotifications.id))
      .limit(limit),
    cappedCount(db, pushNotifications, undefined),
  ]);
  return { rows: rows.map((r) => ({ ...jobDto(r.job), sender: r.sender })), total: totals[0]?.n ?? 0 };
}

/**
 * A job is "sent" once its audience is planned and every push was attempted: sent, failed, or the
 * subscription removed. Runs after every count change; only a sending job moves.
 */
export const finishStatement = (d1: D1Database, jobId: number) =>
  d1
    .prepare(
      `UPDATE push_notifications SET status = 'sent', finished_at = unixepoch()
       WHERE id = ? AND status = 'sending' AND planned = 1 AND sent + failed + removed >= total`,
    )
    .bind(jobId);

/** Pushes given up on (the push service stayed down through every retry), newest first: the push page lists them. */
export async function pushDeadLetters(db: Db, limit = 10) {
  const rows = await db
    .select({ id: deadLetters.id, body: deadLetters.body, reason: deadLetters.reason, created: deadLetters.created })
    .from(deadLetters)
    .where(eq(deadLetters.kind, 'push.batch'))
    .orderBy(desc(deadLetters.created))
    .limit(limit);
  return rows.map((r) => {
    const original = (r.body as { original?: { jobId?: unknown; subscriptionIds?: unknown[] } } | null)?.original;
    return {
      id: r.id,
      jobId: typeof original?.jobId === 'number' ? original.jobId : null,
      pushes: Array.isArray(original?.subscriptionIds) ? original.subscriptionIds.length : 0,
      reason: r.reason,
      created: r.created,
    };
  });
}
export type PushDeadLetter = Awaited<ReturnType<typeof pushDeadLetters>>[number];
