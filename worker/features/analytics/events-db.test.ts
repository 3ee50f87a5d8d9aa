// The events database (EVENTS_DB): the queue consumer writes raw events there, a table per UTC month,
// and article reads to the main database, which holds no raw events at all; the cron's retention
// rule drops whole months; the rollup's count reads a month's time index, never its whole table.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../index';
import type { AnalyticsEvent, JobMessage } from '../../queue/messages';
import { countEvents } from '../../test/events';
import { makeArticle, uniq } from '../../test/factories';
import { dailyEventCounts, dropExpiredMonths, storedMonths, writeEvents } from './events-db';
import { dailyCountsSql } from './events-sql';
import { monthOf, monthStart, monthTable } from './months';

const nowS = () => Math.floor(Date.now() / 1000);
const event = (over: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  id: `ev-${uniq()}`,
  kind: 'event',
  name: 'page-view',
  sessionId: `s-${uniq()}`,
  userId: null,
  anonId: null,
  data: null,
  occurredAt: nowS(),
  ...over,
});
const tableExists = async (d1: D1Database, name: string) =>
  (await d1.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").bind(name).first()) !== null;

async function consume(job: JobMessage) {
  const batch = createMessageBatch('edgewire-jobs', [{ id: `m-${job.id}`, timestamp: new Date(), attempts: 1, body: job }]);
  const ctx = createExecutionContext();
  await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

describe('the events database', () => {
  it('takes the raw events, each in its month, while the main database takes the article read and the receipt only', async () => {
    const article = await makeArticle();
    const thisMonth = monthOf(nowS());
    // The last second of the month before: a late event (a client clock, a slow queue).
    const lastMonth = monthStart(thisMonth) - 1;
    const session = `s-${uniq()}`;
    const events = [
      event({ sessionId: session, occurredAt: lastMonth }),
      event({ sessionId: session, data: { path: `/article/${article.id}`, articleId: article.id } }),
      event({ sessionId: session, name: 'article-read', data: { articleId: article.id } }),
    ];
    const id = `job-${uniq()}`;
    expect((await consume({ kind: 'analytics.events', id, events })).explicitAcks).toEqual([`m-${id}`]);

    expect(await countEvents('session_id = ?', session)).toBe(3);
    const inMonth = (month: number) =>
      env.EVENTS_DB.prepare(`SELECT count(*) AS n FROM ${monthTable(month)} WHERE session_id = ?`)
        .bind(session)
        .first<{ n: number }>();
    expect((await inMonth(monthOf(lastMonth)))?.n).toBe(1);
    expect((await inMonth(thisMonth))?.n).toBe(2);
    expect(await storedMonths(env.EVENTS_DB)).toEqual(expect.arrayContaining([monthOf(lastMonth), thisMonth]));

    const reads = await env.DB.prepare('SELECT count(*) AS n FROM article_views WHERE article_id = ?')
      .bind(article.id)
      .first<{ n: number }>();
    expect(reads?.n).toBe(1);
    expect(await env.DB.prepare('SELECT 1 FROM job_receipts WHERE id = ?').bind(id).first()).not.toBeNull();
    expect(await tableExists(env.DB, 'analytics_events'), 'raw events left the main database').toBe(false);
  });

  it('makes a month on its first event and writes an event id once, however often it comes', async () => {
    // A month no other test writes: 2002-02.
    const at = Date.UTC(2002, 1, 14, 12) / 1000;
    const e = event({ occurredAt: at, sessionId: 'feb-2002' });
    await writeEvents(env.EVENTS_DB, [e]);
    await writeEvents(env.EVENTS_DB, [e, e]);
    expect(await tableExists(env.EVENTS_DB, 'events_200202')).toBe(true);
    expect(await countEvents('id = ?', e.id)).toBe(1);
    expect(await dailyEventCounts(env.EVENTS_DB, at - 3600, at + 3600)).toEqual([{ day: at - 12 * 3600, visits: 1, page_views: 1 }]);
  });

  it('drops the months past the retention rule, a table and its row at once, and keeps the current one', async () => {
    const old = Date.UTC(2001, 0, 10) / 1000;
    await writeEvents(env.EVENTS_DB, [event({ occurredAt: old }), event()]);
    expect(await tableExists(env.EVENTS_DB, 'events_200101')).toBe(true);

    const dropped = await dropExpiredMonths(env.EVENTS_DB, nowS());
    expect(dropped).toContain(200101);
    expect(await tableExists(env.EVENTS_DB, 'events_200101')).toBe(false);
    const months = await storedMonths(env.EVENTS_DB);
    expect(months).not.toContain(200101);
    expect(months).toContain(monthOf(nowS()));
    expect(await tableExists(env.EVENTS_DB, monthTable(monthOf(nowS())))).toBe(true);
    // Nothing more to drop on the next run.
    expect(await dropExpiredMonths(env.EVENTS_DB, nowS())).toEqual([]);
  });

  it("counts a day from the month's time index alone (EXPLAIN QUERY PLAN: no table scan)", async () => {
    const month = monthOf(nowS());
    await writeEvents(env.EVENTS_DB, [event()]);
    const { results } = await env.EVENTS_DB.prepare(`EXPLAIN QUERY PLAN ${dailyCountsSql(month)}`)
      .bind(nowS() - 86_400, nowS())
      .all<{ detail: string }>();
    const plan = results.map((r) => r.detail);
    expect(plan.join(' | ')).toMatch(
      new RegExp(
        `SEARCH ${monthTable(month)} USING COVERING INDEX ${monthTable(month)}_time_idx \\(occurred_at>\\? AND occurred_at<\\?\\)`,
      ),
    );
    expect(plan.filter((d) => /^SCAN /.test(d) && !/USING (COVERING )?INDEX/.test(d))).toEqual([]);
  });
});
