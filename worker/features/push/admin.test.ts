// Push notifications from the back office: POST /admin/api/notify and POST
// /aux/jobs/push-notification-job store a queued job with its audit row and send one queue message,
// which the real local queue hands to the consumer; GET /admin/api/notify lists the jobs.
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PushJobDto } from '../../contracts/notify';
import { pushNotifications } from '../../db/schema';
import { auditRows, expectAdminOnly, makeAdmin } from '../../test/admin';
import { db, makeTag, uniq } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';

let admin: { id: number; cookie: string };
beforeAll(async () => {
  admin = await makeAdmin();
});

const push = (over: Record<string, unknown> = {}) => ({
  notification: { title: `Breaking ${uniq()}`, body: 'Polls close at eight.', url: '/trending' },
  filters: { all: true },
  ...over,
});

/** Waits (up to 15 s) for the queue consumer to have taken the job. */
async function waitForReceipt(jobId: number) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const receipt = await env.DB.prepare('SELECT kind FROM job_receipts WHERE id = ?')
      .bind(`push.fanout.${jobId}`)
      .first<{ kind: string }>();
    if (receipt) return receipt;
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}

const rowOf = async (id: number) => (await db().select().from(pushNotifications).where(eq(pushNotifications.id, id)))[0];

describe('POST /admin/api/notify', () => {
  it('answers 202 with the queued job, stores it with one audit row, and the queue consumer takes it', async () => {
    const body = push();
    const res = await call('POST', '/admin/api/notify', { cookie: admin.cookie, body });
    expect(res.status).toBe(202);
    const job = await dataIn<PushJobDto>(res);
    expect(job).toMatchObject({ status: 'queued', ...body.notification, filters: { all: true }, sent: 0, failed: 0, created_by: admin.id });
    expect(job.created).toBeGreaterThan(0);
    const row = await rowOf(job.id);
    expect(row).toMatchObject({ title: body.notification.title, createdBy: admin.id, filters: { all: true } });
    const audits = await auditRows('push', job.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ adminId: admin.id, action: 'create', entity: 'push' });
    expect(audits[0]!.data).toMatchObject({ after: { title: body.notification.title, status: 'queued' } });
    // The one queue message reaches the consumer: applied once, the job sent to no one yet.
    expect(await waitForReceipt(job.id)).toEqual({ kind: 'push.fanout' });
    expect(await rowOf(job.id)).toMatchObject({ status: 'sent', sent: 0, failed: 0 });
  });

  it('stores a filtered push the same way, without a url', async () => {
    const tag = await makeTag();
    const body = push({ notification: { title: `Local ${uniq()}`, body: 'Road closed.' }, filters: { tags: [tag.id], subscribed: true } });
    const res = await call('POST', '/admin/api/notify', { cookie: admin.cookie, body });
    expect(res.status).toBe(202);
    const job = await dataIn<PushJobDto>(res);
    expect(job).toMatchObject({ url: null, filters: { tags: [tag.id], subscribed: true } });
    expect(await waitForReceipt(job.id)).not.toBeNull();
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const title = `Refused ${uniq()}`;
    const ok = { title, body: 'Body' };
    const cases: [unknown, string, string?][] = [
      [{ notification: { body: 'Body' }, filters: { all: true } }, 'notification.title', 'title is required'],
      [{ notification: { title: '   ', body: 'Body' }, filters: { all: true } }, 'notification.title', 'title is required'],
      [
        { notification: { ...ok, title: 'x'.repeat(101) }, filters: { all: true } },
        'notification.title',
        'title must be at most 100 characters',
      ],
      [{ notification: { title }, filters: { all: true } }, 'notification.body', 'body is required'],
      [
        { notification: { ...ok, body: 'x'.repeat(301) }, filters: { all: true } },
        'notification.body',
        'body must be at most 300 characters',
      ],
      [{ notification: { ...ok, url: 'javascript:alert(1)' }, filters: { all: true } }, 'notification.url'],
      [{ notification: { ...ok, url: '//evil.example/x' }, filters: { all: true } }, 'notification.url'],
      [{ notification: ok, filters: {} }, 'filters', 'filters must say who receives it: all, tags or subscribed'],
      [{ notification: ok, filters: { all: false } }, 'filters'],
      [{ notification: ok }, 'filters', 'filters is required'],
      [{ filters: { all: true } }, 'notification', 'notification is required'],
      [{ notification: ok, filters: { tags: ['news'] } }, 'filters.tags.0'],
      [{ notification: ok, filters: { tags: [2 ** 40] } }, 'filters.tags.0', `Tag ${2 ** 40} does not exist`],
      [{ notification: ok, filters: { all: 'yes' } }, 'filters.all'],
      [{ notification: { ...ok, icon: 'x' }, filters: { all: true } }, 'notification.icon', 'Unknown field: notification.icon'],
    ];
    for (const [body, path, message] of cases) {
      const res = await call('POST', '/admin/api/notify', { cookie: admin.cookie, body });
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      const error = await firstError(res);
      expect(error.path, JSON.stringify(body).slice(0, 120)).toBe(path);
      if (message) expect(error.message).toBe(message);
    }
    expect(await db().select().from(pushNotifications).where(eq(pushNotifications.title, title))).toEqual([]);
  });

  it('is for admins only', async () => {
    await expectAdminOnly('POST', '/admin/api/notify', push());
    await expectAdminOnly('GET', '/admin/api/notify');
  });
});

describe('POST /aux/jobs/push-notification-job', () => {
  it('queues a filtered push as the admin route does', async () => {
    const tag = await makeTag();
    const body = push({ filters: { tags: [tag.id] } });
    const res = await call('POST', '/aux/jobs/push-notification-job', { cookie: admin.cookie, body });
    expect(res.status).toBe(202);
    const job = await dataIn<PushJobDto>(res);
    expect(job).toMatchObject({ status: 'queued', title: body.notification.title, filters: { tags: [tag.id] } });
    expect(await auditRows('push', job.id)).toHaveLength(1);
    expect(await waitForReceipt(job.id)).toEqual({ kind: 'push.fanout' });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const res = await call('POST', '/aux/jobs/push-notification-job', {
      cookie: admin.cookie,
      body: push({ notification: { title: 'T', body: 'B', url: 'javascript:alert(1)' } }),
    });
    expect(res.status).toBe(400);
    expect((await firstError(res)).path).toBe('notification.url');
  });

  it('is for admins only (it is not under /aux/admin, so it guards itself)', async () => {
    await expectAdminOnly('POST', '/aux/jobs/push-notification-job', push());
  });
});

describe('GET /admin/api/notify', () => {
  it('lists the jobs newest first with their status, paged', async () => {
    const first = await dataIn<PushJobDto>(await call('POST', '/admin/api/notify', { cookie: admin.cookie, body: push() }));
    const second = await dataIn<PushJobDto>(await call('POST', '/admin/api/notify', { cookie: admin.cookie, body: push() }));
    const res = await call('GET', '/admin/api/notify?count=2', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const { data, meta } = await res.json<{ data: PushJobDto[]; meta: { paging: { limit: number; total: number } } }>();
    expect(meta.paging.limit).toBe(2);
    expect(meta.paging.total).toBeGreaterThanOrEqual(2);
    const ids = data.map((j) => j.id);
    expect(ids[0]).toBeGreaterThanOrEqual(second.id);
    expect(second.id).toBeGreaterThan(first.id);
    for (const j of data) expect(['queued', 'sending', 'sent', 'failed']).toContain(j.status);
    const bad = await call('GET', '/admin/api/notify?count=500', { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect((await firstError(bad)).path).toBe('count');
  });
});
