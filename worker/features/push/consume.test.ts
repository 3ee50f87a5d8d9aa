// The push job's path through the queue, with the bindings the app is given swapped for ones that
// record or fail: exactly one message per job, a refused send marks the job failed (502), a failed
// batch leaves neither job nor audit row, and the consumer applies a job once.
import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../app';
import type { PushJobDto } from '../../contracts/notify';
import { adminAuditLog, pushNotifications } from '../../db/schema';
import worker from '../../index';
import { auditRows, makeAdmin } from '../../test/admin';
import { db, makeTag, uniq } from '../../test/factories';
import { dataIn, firstError, SAME_ORIGIN } from '../../test/http';
import { fanoutMessage } from './actions';

let admin: { id: number; cookie: string };
beforeAll(async () => {
  admin = await makeAdmin();
});

const body = (title: string) => ({ notification: { title, body: 'Body' }, filters: { all: true } });

/** POST /admin/api/notify through the app with some bindings replaced. */
async function notifyWith(over: Partial<Env>, title: string) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request('http://edgewire.test/admin/api/notify', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body(title)),
    }),
    { ...env, ...over },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const auditCount = async () => (await db().select({ n: count() }).from(adminAuditLog).where(eq(adminAuditLog.adminId, admin.id)))[0]!.n;
const jobsTitled = (title: string) => db().select().from(pushNotifications).where(eq(pushNotifications.title, title));

describe('queueing a push', () => {
  it('sends exactly one push.fanout message naming the job', async () => {
    const sent: unknown[] = [];
    const JOBS = { send: async (m: unknown) => void sent.push(m), sendBatch: async () => {} } as unknown as Queue;
    const res = await notifyWith({ JOBS }, `One message ${uniq()}`);
    expect(res.status).toBe(202);
    const job = await dataIn<PushJobDto>(res);
    expect(sent).toEqual([{ kind: 'push.fanout', id: `push.fanout.${job.id}`, jobId: job.id }]);
  });

  it('marks the job failed and answers 502 when the queue refuses the message', async () => {
    const title = `Queue down ${uniq()}`;
    const JOBS = { send: async () => Promise.reject(new Error('queue unavailable')) } as unknown as Queue;
    const res = await notifyWith({ JOBS }, title);
    expect(res.status).toBe(502);
    expect(await firstError(res)).toEqual({
      message: 'The notification was saved but could not be queued for sending; it is marked failed. Please try again.',
      code: 'bad_gateway',
    });
    const [row] = await jobsTitled(title);
    expect(row?.status).toBe('failed');
    expect(await auditRows('push', row!.id)).toHaveLength(1);
  });

  it('leaves neither the job nor its audit row when the write batch fails', async () => {
    const title = `Half written ${uniq()}`;
    const before = await auditCount();
    const res = await notifyWith({ DB: failingJobBatch(env.DB) }, title);
    expect(res.status).toBe(500);
    expect(await jobsTitled(title)).toEqual([]);
    expect(await auditCount()).toBe(before);
  });
});

const SQL = Symbol('sql');
const REAL = Symbol('statement');

/** The D1 binding, except that the batch writing a push job goes through `hook`. */
function hookJobBatch(d1: D1Database, hook: (d1: D1Database, batch: D1PreparedStatement[]) => Promise<D1Result[]>): D1Database {
  const tag = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        if (prop === SQL) return sql;
        if (prop === REAL) return target;
        const value = Reflect.get(target, prop, target) as unknown;
        if (prop === 'bind')
          return (...args: unknown[]) => tag((value as (...a: unknown[]) => D1PreparedStatement).apply(target, args), sql);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const field = (s: D1PreparedStatement, k: symbol) => (s as unknown as Record<symbol, unknown>)[k];
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => tag(target.prepare(sql), sql);
      // The app reads and writes through the request's session (db/d1-session.ts): hooked alike.
      if (prop === 'withSession') return (start?: string) => hookJobBatch(target.withSession(start) as unknown as D1Database, hook);
      if (prop === 'batch')
        return (stmts: D1PreparedStatement[]) => {
          const real = stmts.map((s) => (field(s, REAL) as D1PreparedStatement | undefined) ?? s);
          const writesJob = stmts.some((s) => /^insert into "push_notifications"/i.test(String(field(s, SQL) ?? '')));
          return writesJob ? hook(target, real) : target.batch(real);
        };
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** One more statement that cannot run: D1 rolls the whole batch back (job and audit row alike). */
const failingJobBatch = (d1: D1Database) =>
  hookJobBatch(d1, (t, batch) => t.batch([...batch, t.prepare('INSERT INTO no_such_table (x) VALUES (1)')]));

describe('two admins at once', () => {
  it('ties the audit row to its own job when another admin inserts one at the same moment', async () => {
    let raced = false;
    const DB = hookJobBatch(env.DB, async (t, batch) => {
      if (!raced) {
        raced = true;
        await t
          .prepare(
            "INSERT INTO push_notifications (id, title, body, filters) SELECT max(id) + 1, 'Competitor', 'Body', '{}' FROM push_notifications",
          )
          .run();
      }
      return t.batch(batch);
    });
    const title = `Raced ${uniq()}`;
    const res = await notifyWith({ DB, JOBS: { send: async () => {} } as unknown as Queue }, title);
    expect(res.status).toBe(202);
    const job = await dataIn<PushJobDto>(res);
    const [competitor] = await jobsTitled('Competitor');
    expect(job.id).toBe(competitor!.id + 1);
    expect(await auditRows('push', job.id)).toHaveLength(1);
    expect(await auditRows('push', competitor!.id)).toEqual([]);
  });
});

async function consume(messages: { id: string; body: unknown; attempts?: number }[]) {
  const batch = createMessageBatch(
    'edgewire-jobs',
    messages.map((m) => ({ id: m.id, timestamp: new Date(), attempts: m.attempts ?? 1, body: m.body })),
  );
  const ctx = createExecutionContext();
  await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

/** A job for the followers of a tag nobody follows: its audience is empty. */
async function makeJob(status: 'queued' | 'failed' = 'queued') {
  const tag = await makeTag();
  const [row] = await db()
    .insert(pushNotifications)
    .values({ title: `Job ${uniq()}`, body: 'Body', filters: { tags: [tag.id] }, createdBy: admin.id, status })
    .returning();
  return row!;
}

const statusOf = async (id: number) => (await db().select().from(pushNotifications).where(eq(pushNotifications.id, id)))[0];

describe('the push.fanout consumer', () => {
  it('moves a job whose audience has no subscription to sent with a total of 0 (nothing to attempt), once', async () => {
    const job = await makeJob();
    const res = await consume([{ id: `m-${uniq()}`, body: fanoutMessage(job.id) }]);
    expect(res.explicitAcks).toHaveLength(1);
    expect(await statusOf(job.id)).toMatchObject({ status: 'sent', planned: true, total: 0, sent: 0, failed: 0, removed: 0, batches: 0 });
    // Redelivered (even twice in one batch): the receipt makes it a no-op.
    await db().update(pushNotifications).set({ status: 'queued' }).where(eq(pushNotifications.id, job.id));
    const again = await consume([
      { id: `m-${uniq()}`, body: fanoutMessage(job.id), attempts: 2 },
      { id: `m-${uniq()}`, body: fanoutMessage(job.id), attempts: 2 },
    ]);
    expect(again.explicitAcks).toHaveLength(2);
    expect((await statusOf(job.id))?.status).toBe('queued');
    const receipts = await env.DB.prepare('SELECT count(*) AS n FROM job_receipts WHERE id = ?')
      .bind(`push.fanout.${job.id}`)
      .first<{ n: number }>();
    expect(receipts?.n).toBe(1);
  });

  it('leaves a failed job failed, and acks a message for a job that is gone', async () => {
    const failed = await makeJob('failed');
    await consume([{ id: `m-${uniq()}`, body: fanoutMessage(failed.id) }]);
    expect((await statusOf(failed.id))?.status).toBe('failed');
    const gone = await consume([{ id: `m-${uniq()}`, body: fanoutMessage(2 ** 40) }]);
    expect(gone.explicitAcks).toHaveLength(1);
    expect(gone.retryMessages).toEqual([]);
  });
});
