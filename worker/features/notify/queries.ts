/**
 * @module Push jobs in D1: the write (row and audit row in one batch), the status moves, the
 * composer's history. The job's id is chosen before the batch (the next after the highest) so
 * the audit row can name it; two admins racing for one id make one batch fail, and it is retried.
 */
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PushFilters, PushJobDto } from '../../contracts/notify';
import type { Db } from '../../db/client';
import { pushNotifications, tags, users } from '../../db/schema';
import { auditStatement } from '../audit/queries';

type JobRow = typeof pushNotifications.$inferSelect;

export const jobDto = (r: JobRow): PushJobDto => ({
  id: r.id,
  status: r.status,
  title: r.title,
  body: r.body,
  url: r.url,
  filters: r.filters,
  sent: r.sent,
  failed: r.failed,
  created_by: r.createdBy,
  created: r.created,
});

/** The id the next job will take, and which of `tagIds` exist: one round trip. */
export async function beforeCreate(db: Db, tagIds: readonly number[]) {
  const [next, found] = await db.batch([
    db.select({ id: sql<number>`coalesce(max(${pushNotifications.id}), 0) + 1` }).from(pushNotifications),
    db
      .select({ id: tags.id })
      .from(tags)
      .where(inArray(tags.id, tagIds.length ? [...tagIds] : [0])),
  ]);
  return { nextId: Number(next[0]?.id ?? 1), tagIds: new Set(found.map((t) => t.id)) };
}

export type NewJob = { id: number; title: string; body: string; url: string | null; filters: PushFilters };

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
        entityId: job.id,
        after: { title: job.title, body: job.body, url: job.url, filters: job.filters, status: 'queued' },
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

/** The composer's history: newest first, one page and the total, in one round trip. */
export async function listJobs(db: Db, page: number, limit: number) {
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(pushNotifications)
      .orderBy(desc(pushNotifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(pushNotifications),
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
      .orderBy(desc(pushNotifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(pushNotifications),
  ]);
  return { rows: rows.map((r) => ({ ...jobDto(r.job), sender: r.sender })), total: totals[0]?.n ?? 0 };
}
