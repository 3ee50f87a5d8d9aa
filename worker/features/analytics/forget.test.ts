// A deleted account leaves the events database too: the reader's own deletion and the back
// office's each queue the job (delayed past an analytics batch's time in the queue), and the job
// unlinks the user's events in every kept month while the events stay in the counts.
import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../index';
import type { AnalyticsEvent, JobMessage } from '../../queue/messages';
import { makeSession, uniq } from '../../test/factories';
import { SAME_ORIGIN, SITE } from '../../test/http';
import { writeEvents } from './events-db';
import { FORGET_DELAY_SECONDS, forgetEventsLater } from './forget';
import { addMonths, monthOf, monthStart, monthTable } from './months';

const nowS = () => Math.floor(Date.now() / 1000);
const event = (userId: number | null, occurredAt: number): AnalyticsEvent => ({
  id: `ev-${uniq()}`,
  kind: 'event',
  name: 'page-view',
  sessionId: `s-${uniq()}`,
  userId,
  anonId: null,
  data: null,
  occurredAt,
});

/** A queue that keeps what it is sent, with its options. */
function recordingQueue() {
  const sent: { body: unknown; options?: QueueSendOptions }[] = [];
  const queue = { send: async (body: unknown, options?: QueueSendOptions) => void sent.push({ body, options }) } as unknown as Queue;
  return { sent, queue };
}

async function consume(job: JobMessage) {
  const batch = createMessageBatch('edgewire-jobs', [{ id: `m-${job.id}`, timestamp: new Date(), attempts: 1, body: job }]);
  const ctx = createExecutionContext();
  await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

const linkedTo = async (userId: number, month: number) =>
  (await env.EVENTS_DB.prepare(`SELECT count(*) AS n FROM ${monthTable(month)} WHERE user_id = ?`)
    .bind(userId)
    .first<{ n: number }>())!.n;
const total = async (month: number) =>
  (await env.EVENTS_DB.prepare(`SELECT count(*) AS n FROM ${monthTable(month)}`).first<{ n: number }>())!.n;

describe('forgetting a deleted account in the events database', () => {
  it('unlinks the user in every kept month and leaves other readers and the counts alone', async () => {
    const gone = 900_000 + Math.floor(Math.random() * 50_000);
    const stays = gone + 1;
    const thisMonth = monthOf(nowS());
    const lastMonth = addMonths(thisMonth, -1);
    await writeEvents(env.EVENTS_DB, [event(gone, nowS()), event(gone, monthStart(lastMonth) + 60), event(stays, nowS())]);
    const before = [await total(thisMonth), await total(lastMonth)];
    const job: JobMessage = { kind: 'events.forget', id: `events.forget.${gone}.${uniq()}`, userId: gone };
    expect((await consume(job)).explicitAcks).toHaveLength(1);
    expect([await linkedTo(gone, thisMonth), await linkedTo(gone, lastMonth)]).toEqual([0, 0]);
    expect(await linkedTo(stays, thisMonth)).toBe(1);
    expect([await total(thisMonth), await total(lastMonth)]).toEqual(before);
    // A redelivery finds its receipt and changes nothing.
    expect((await consume(job)).explicitAcks).toHaveLength(1);
    expect(await env.DB.prepare('SELECT kind FROM job_receipts WHERE id = ?').bind(job.id).first()).toEqual({ kind: 'events.forget' });
  });

  it('is queued with a delay, and a queue that refuses only logs', async () => {
    const { sent, queue } = recordingQueue();
    await forgetEventsLater({ JOBS: queue }, 42, 1_000);
    expect(sent).toEqual([
      { body: { kind: 'events.forget', id: 'events.forget.42.1000', userId: 42 }, options: { delaySeconds: FORGET_DELAY_SECONDS } },
    ]);
    const refusing = { send: () => Promise.reject(new Error('queue down')) } as unknown as Queue;
    await expect(forgetEventsLater({ JOBS: refusing }, 42)).resolves.toBeUndefined();
  });

  it.each([
    ['the reader deleting their own account', 'reader', (id: number) => ['DELETE', '/api/profile', id] as const],
    ['an admin deleting a user', 'admin', (id: number) => ['DELETE', `/admin/api/users/${id}`, id] as const],
  ] as const)('is queued by %s', async (_name, who, route) => {
    const target = await makeSession();
    const actor = who === 'admin' ? await makeSession({ role: 'admin' }) : target;
    const [method, path, id] = route(target.user.id);
    const { sent, queue } = recordingQueue();
    const ctx = createExecutionContext();
    const res = await worker.fetch!(
      new Request(`${SITE}${path}`, { method, headers: { ...SAME_ORIGIN, cookie: actor.cookie } }),
      { ...env, JOBS: queue },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(sent.map((s) => s.body)).toContainEqual(expect.objectContaining({ kind: 'events.forget', userId: id }));
  });
});
