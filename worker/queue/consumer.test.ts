// The queue consumer against real D1 and the real local queue: ack, redelivery, retry, dead letter.
// Analytics jobs write raw events to the events database and article reads to the main one: a
// failure in the main batch leaves the receipt unwritten, and the retry writes no event twice.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../index';
import { countEvents } from '../test/events';
import { makeArticle } from '../test/factories';
import type { JobMessage } from './messages';

const event = (id: string) => ({
  id,
  kind: 'event' as const,
  name: 'visit',
  sessionId: 's1',
  userId: null,
  anonId: null,
  data: null,
  occurredAt: Math.floor(Date.now() / 1000),
});
const job = (id: string, eventIds: string[]): JobMessage => ({ kind: 'analytics.events', id, events: eventIds.map(event) });
/** A job whose main batch writes article_views: it fails while that table is away. */
const readJob = (id: string, eventId: string, articleId: number): JobMessage => ({
  kind: 'analytics.events',
  id,
  events: [{ ...event(eventId), name: 'article-read', data: { articleId } }],
});
const awayWhile = async (run: () => Promise<void>) => {
  await env.DB.exec('ALTER TABLE article_views RENAME TO article_views_away');
  try {
    await run();
  } finally {
    await env.DB.exec('ALTER TABLE article_views_away RENAME TO article_views');
  }
};
const message = (id: string, body: unknown, attempts = 1) => ({ id, timestamp: new Date(), attempts, body });
const count = async (sql: string, ...args: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n;

async function run(queue: string, messages: ReturnType<typeof message>[]) {
  const batch = createMessageBatch(queue, messages);
  const ctx = createExecutionContext();
  await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

describe('queue consumer', () => {
  it('applies a message and acks it', async () => {
    const res = await run('edgewire-jobs', [message('m-apply', job('job-apply-1', ['ev-apply-1', 'ev-apply-2']))]);
    expect(res.explicitAcks).toEqual(['m-apply']);
    expect(res.retryMessages).toEqual([]);
    expect(await countEvents("id LIKE 'ev-apply-%'")).toBe(2);
    expect(await count("SELECT count(*) AS n FROM job_receipts WHERE id = 'job-apply-1'")).toBe(1);
  });

  it('does nothing twice when a message is redelivered', async () => {
    const body = job('job-redeliver', ['ev-redeliver-1']);
    await run('edgewire-jobs', [message('m-re-a', body)]);
    // Same job delivered again (a new delivery id, a higher attempt count), even in the same batch.
    const res = await run('edgewire-jobs', [message('m-re-b', body, 2), message('m-re-c', body, 2)]);
    expect(res.explicitAcks.sort()).toEqual(['m-re-b', 'm-re-c']);
    expect(await countEvents("id = 'ev-redeliver-1'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM job_receipts WHERE id = 'job-redeliver'")).toBe(1);
  });

  it('retries a failing message without acking it, and the retry writes no event twice', async () => {
    const article = await makeArticle();
    await awayWhile(async () => {
      const res = await run('edgewire-jobs', [message('m-fail', readJob('job-fail', 'ev-failing-1', article.id))]);
      expect(res.retryMessages.map((m: { msgId: string }) => m.msgId)).toEqual(['m-fail']);
      expect(res.explicitAcks).toEqual([]);
    });
    expect(await count("SELECT count(*) AS n FROM job_receipts WHERE id = 'job-fail'")).toBe(0);
    expect(await count('SELECT count(*) AS n FROM article_views WHERE article_id = ?', article.id)).toBe(0);
    // The raw event went to the events database before the main batch failed.
    expect(await countEvents("id = 'ev-failing-1'")).toBe(1);
    // The retry then succeeds: the read is counted, the event is still there once.
    const res = await run('edgewire-jobs', [message('m-fail', readJob('job-fail', 'ev-failing-1', article.id), 2)]);
    expect(res.explicitAcks).toEqual(['m-fail']);
    expect(await countEvents("id = 'ev-failing-1'")).toBe(1);
    expect(await count('SELECT count(*) AS n FROM article_views WHERE article_id = ?', article.id)).toBe(1);
  });

  it('parks malformed messages in the dead-letter queue at once', async () => {
    const res = await run('edgewire-jobs', [message('m-bad', { kind: 'no-such-kind', id: 'x' })]);
    expect(res.explicitAcks).toEqual(['m-bad']);
    expect(res.retryMessages).toEqual([]);
  });

  it('drains the dead-letter queue into dead_letters, once per message', async () => {
    const body = { original: { kind: 'x' }, reason: 'invalid message: test', messageId: 'orig' };
    await run('edgewire-jobs-dlq', [message('dl-1', body)]);
    await run('edgewire-jobs-dlq', [message('dl-1', body, 2)]);
    expect(await count("SELECT count(*) AS n FROM dead_letters WHERE id = 'dl-1'")).toBe(1);
  });

  it('dead-letters a message through the real queue after max_retries', async () => {
    const article = await makeArticle();
    await awayWhile(async () => {
      await env.JOBS.send(readJob('job-poison', 'ev-poison-1', article.id));
      // 1 try + 3 retries with 1, 2, 4 s backoff, then the runtime moves it to the DLQ consumer.
      const deadline = Date.now() + 45_000;
      let parked = 0;
      while (Date.now() < deadline && parked === 0) {
        await new Promise((r) => setTimeout(r, 500));
        parked = await count("SELECT count(*) AS n FROM dead_letters WHERE body LIKE '%job-poison%'");
      }
      expect(parked).toBe(1);
      const row = await env.DB.prepare("SELECT attempts, reason FROM dead_letters WHERE body LIKE '%job-poison%'").first<{
        attempts: number;
        reason: string;
      }>();
      expect(row!.reason).toMatch(/retries exhausted/);
    });
  });
});
