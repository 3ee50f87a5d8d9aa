// The fan-out's two messages called directly, with the queue bindings replaced by recorders, against
// the real D1 and the local push service: a job is "sent" only once every push was attempted; a
// page becomes batches within Queues' limits; 503 retries those pushes later with backoff, and after
// the last retry they count failed and are dead-lettered; 404/410 remove the subscription.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { pushNotifications } from '../../db/schema';
import type { JobMessage, PushBatch, PushFanout } from '../../queue/messages';
import { makeAdmin } from '../../test/admin';
import { db, uniq } from '../../test/factories';
import { failNextPushes, jobRow, pushFollower, received } from '../../test/push';
import { pushBatchStatements } from './batch';
import { pushFanoutStatements } from './consume';
import { BATCH_SIZE, backoffSeconds, PUSH_SEND_RETRIES } from './plan';

function recordingEnv() {
  const queued: { body: JobMessage; delaySeconds?: number }[] = [];
  const dead: unknown[] = [];
  const JOBS = {
    send: async (body: JobMessage, opts?: { delaySeconds?: number }) => void queued.push({ body, delaySeconds: opts?.delaySeconds }),
    sendBatch: async (msgs: { body: JobMessage }[]) => {
      expect(msgs.length).toBeLessThanOrEqual(100);
      expect(new TextEncoder().encode(JSON.stringify(msgs)).length).toBeLessThan(256 * 1024);
      for (const m of msgs) queued.push({ body: m.body });
    },
  } as unknown as Queue;
  const DEAD_LETTERS = { send: async (b: unknown) => void dead.push(b) } as unknown as Queue;
  return { env: { ...env, JOBS, DEAD_LETTERS } as Env, queued, dead };
}

async function makeJob(tagId: number) {
  const admin = await makeAdmin();
  const [row] = await db()
    .insert(pushNotifications)
    .values({
      title: `Fan-out ${uniq()}`,
      body: 'Body',
      url: '/trending',
      filters: { tags: [tagId] },
      createdBy: admin.id,
      status: 'queued',
    })
    .returning();
  return row!;
}

const apply = async (statements: D1PreparedStatement[]) => {
  if (statements.length) await env.DB.batch(statements);
};

describe('push fan-out', () => {
  it('plans batches, stays sending until every push was attempted, then is sent', async () => {
    const { tag, subs } = await pushFollower(2);
    const job = await makeJob(tag.id);
    const rec = recordingEnv();
    const fanout: PushFanout = { kind: 'push.fanout', id: `push.fanout.${job.id}`, jobId: job.id };
    await apply(await pushFanoutStatements(rec.env, fanout));
    expect(await jobRow(job.id)).toMatchObject({ status: 'sending', total: 2, planned: 1, batches: 1, sent: 0 });
    const batches = rec.queued.map((q) => q.body as PushBatch);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ kind: 'push.batch', jobId: job.id, attempt: 1 });
    expect(batches[0]!.subscriptionIds.length).toBeLessThanOrEqual(BATCH_SIZE);

    await apply(await pushBatchStatements(rec.env, batches[0]!));
    expect(await jobRow(job.id)).toMatchObject({ status: 'sent', total: 2, sent: 2, failed: 0, removed: 0 });
    for (const s of subs) expect(await received(s.clientHash)).toHaveLength(1);
  });

  it('retries pushes the service refused with 503 later, with backoff; then counts them failed and dead-letters them', async () => {
    const { tag, subs } = await pushFollower(1);
    const job = await makeJob(tag.id);
    const rec = recordingEnv();
    await apply(await pushFanoutStatements(rec.env, { kind: 'push.fanout', id: `push.fanout.${job.id}`, jobId: job.id }));
    let batch = rec.queued.pop()!.body as PushBatch;
    for (let attempt = 1; attempt <= PUSH_SEND_RETRIES; attempt++) {
      await failNextPushes(1, 503);
      await apply(await pushBatchStatements(rec.env, batch));
      // Nothing counted yet: the push is still owed, so the job is not "sent".
      expect(await jobRow(job.id)).toMatchObject({ status: 'sending', sent: 0, failed: 0 });
      const next = rec.queued.pop()!;
      expect(next.delaySeconds).toBe(backoffSeconds(attempt, null));
      batch = next.body as PushBatch;
      expect(batch).toMatchObject({ attempt: attempt + 1, subscriptionIds: batch.subscriptionIds });
    }
    await failNextPushes(1, 503);
    await apply(await pushBatchStatements(rec.env, batch));
    expect(await jobRow(job.id)).toMatchObject({ status: 'sent', sent: 0, failed: 1, removed: 0 });
    expect(rec.dead).toEqual([
      expect.objectContaining({ kind: 'push.batch', reason: expect.stringMatching(/unavailable after 4 attempts \(last answer 503\)/) }),
    ]);
    expect(await received(subs[0]!.clientHash)).toEqual([]);

    // A retry that gets through delivers it: nothing is lost while the service is only briefly down.
    const { tag: tag2, subs: subs2 } = await pushFollower(1);
    const job2 = await makeJob(tag2.id);
    await apply(await pushFanoutStatements(rec.env, { kind: 'push.fanout', id: `push.fanout.${job2.id}`, jobId: job2.id }));
    await failNextPushes(1, 429);
    await apply(await pushBatchStatements(rec.env, rec.queued.pop()!.body as PushBatch));
    await apply(await pushBatchStatements(rec.env, rec.queued.pop()!.body as PushBatch));
    expect(await jobRow(job2.id)).toMatchObject({ status: 'sent', sent: 1, failed: 0 });
    expect(await received(subs2[0]!.clientHash)).toHaveLength(1);
  });

  it('removes a subscription the service answers 404 for, and counts a refused one (403) failed at once', async () => {
    const { tag } = await pushFollower(2);
    const job = await makeJob(tag.id);
    const rec = recordingEnv();
    await apply(await pushFanoutStatements(rec.env, { kind: 'push.fanout', id: `push.fanout.${job.id}`, jobId: job.id }));
    const batch = rec.queued.pop()!.body as PushBatch;
    await failNextPushes(1, 404);
    await apply(await pushBatchStatements(rec.env, batch));
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'sent', total: 2, sent: 1, removed: 1 });
    const left = await env.DB.prepare(
      `SELECT count(*) AS n FROM push_subscriptions WHERE id IN (${batch.subscriptionIds.join(',')})`,
    ).first<{ n: number }>();
    expect(left?.n).toBe(1);
  });
});

describe('backoff', () => {
  it('grows 10, 40, 160 s, honours a longer Retry-After, and stops at 15 minutes', () => {
    expect([1, 2, 3].map((a) => backoffSeconds(a, null))).toEqual([10, 40, 160]);
    expect(backoffSeconds(1, 120)).toBe(120);
    expect(backoffSeconds(5, 99_999)).toBe(900);
  });
});
