// The benches' D1 rows meter (db/meter.ts): it adds up D1's own meta of every answer, whichever
// way the statement ran (first and raw drop the meta before the caller sees it), once per query;
// and it is off unless the Worker's D1_METER variable is "1".
import { createExecutionContext, createMessageBatch, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../app';
import worker from '../index';
import { makeArticle, makeTag, uniq } from '../test/factories';
import { createDb } from './client';
import { metered, meterOn } from './meter';
import { addAnswer, EVENTS_METER_HEADER, emptyTally, formatTally, METER_HEADER, METER_LOG_EVENT, parseTally } from './meter-tally';
import { tags } from './schema';

/** Every row of the table, one by one: count(*) may read none (SQLite counts a b-tree's pages). */
const ALL_TAGS = 'SELECT id, type FROM tags';

/** What D1 says one run of `sql` reads, asked through the plain binding (all() keeps the meta). */
const rowsReadBy = async (sql: string) => (await env.DB.prepare(sql).all()).meta.rows_read;

async function get(path: string, over: Partial<Env> & { D1_METER?: string } = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://edgewire.test${path}`), { ...env, ...over }, ctx);
  await res.text();
  await waitOnExecutionContext(ctx);
  return res;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the D1 rows meter', () => {
  it("adds up each answer's meta: a batch's every statement, one round trip", () => {
    const tally = emptyTally();
    addAnswer(tally, { meta: { rows_read: 7, rows_written: 0 } });
    addAnswer(tally, [{ meta: { rows_read: 2, rows_written: 3 } }, { meta: { rows_read: 1, rows_written: 1 } }]);
    addAnswer(tally, { success: false, error: 'no meta' });
    expect(tally).toEqual({ read: 10, written: 4, queries: 4, roundTrips: 3 });
    expect(parseTally(formatTally(tally))).toEqual(tally);
    expect(parseTally('read=1;written=x')).toBeNull();
    expect(parseTally(null)).toBeNull();
  });

  it('counts first, raw, all, run, batches, sessions and drizzle on the real binding, each query once', async () => {
    for (let i = 0; i < 3; i++) await makeTag();
    const perScan = await rowsReadBy(ALL_TAGS);
    expect(perScan).toBeGreaterThan(0);
    const tally = emptyTally();
    const d1 = metered(env.DB, tally);

    expect(await d1.prepare(ALL_TAGS).first('id')).toEqual(expect.any(Number));
    expect((await d1.prepare(ALL_TAGS).raw()).length).toBeGreaterThanOrEqual(3);
    await d1.prepare(ALL_TAGS).all();
    expect(tally).toEqual({ read: 3 * perScan, written: 0, queries: 3, roundTrips: 3 });

    await d1.batch([d1.prepare(ALL_TAGS), d1.prepare(ALL_TAGS)]);
    await d1.withSession('first-primary').prepare(ALL_TAGS).first();
    expect(tally).toEqual({ read: 6 * perScan, written: 0, queries: 6, roundTrips: 5 });

    // drizzle's select runs raw() under the hood; its insert runs run(), which reports its writes.
    const selected = await createDb(d1).select({ id: tags.id, type: tags.type }).from(tags);
    expect(selected.length).toBeGreaterThanOrEqual(3);
    expect(tally).toEqual({ read: 7 * perScan, written: 0, queries: 7, roundTrips: 6 });
    const tag = `meter-${uniq()}`;
    const inserted = await d1.prepare("INSERT INTO tags (type, tag, name, scope) VALUES ('topic', ?1, ?1, 'topic:' || ?1)").bind(tag).run();
    expect(inserted.meta.rows_written).toBeGreaterThan(0);
    expect(tally.written).toBe(inserted.meta.rows_written);
    expect(tally.queries).toBe(8);
  });

  it('is off by default: no header, the platform binding itself', async () => {
    const a = await makeArticle();
    expect(meterOn(env)).toBe(false);
    const off = await get(`/api/articles/${a.id}`);
    expect(off.status).toBe(200);
    expect(off.headers.get(METER_HEADER)).toBeNull();

    // Another article: the first one's answer is in the isolate's memo now.
    const b = await makeArticle();
    const on = await get(`/api/articles/${b.id}`, { D1_METER: '1' });
    expect(on.status).toBe(200);
    const tally = parseTally(on.headers.get(METER_HEADER));
    expect(tally?.queries).toBeGreaterThan(0);
    expect(tally?.read).toBeGreaterThan(0);
    expect(tally?.written).toBe(0);
    // The events database is not read by a reader's request: no header for it.
    expect(on.headers.get(EVENTS_METER_HEADER)).toBeNull();
    // Any other value is off too.
    expect((await get(`/api/articles/${a.id}`, { D1_METER: 'true' })).headers.get(METER_HEADER)).toBeNull();
  });

  it('logs what a queue message cost both databases when on, and nothing when off', async () => {
    const article = await makeArticle();
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const consume = async (over: object) => {
      const id = `job-${uniq()}`;
      const events = [
        { id: `ev-${uniq()}`, kind: 'event', name: 'article-read', sessionId: `s-${uniq()}`, userId: null, anonId: null },
      ].map((e) => ({ ...e, data: { articleId: article.id }, occurredAt: Math.floor(Date.now() / 1000) }));
      const batch = createMessageBatch('edgewire-jobs', [
        { id: `m-${id}`, timestamp: new Date(), attempts: 1, body: { kind: 'analytics.events', id, events } },
      ]);
      const ctx = createExecutionContext();
      await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, { ...env, ...over }, ctx);
      await waitOnExecutionContext(ctx);
    };
    await consume({});
    expect(lines.filter((l) => l.includes(METER_LOG_EVENT))).toEqual([]);

    await consume({ D1_METER: '1' });
    const logged = lines.filter((l) => l.includes(`"event":"${METER_LOG_EVENT}"`)).map((l) => JSON.parse(l));
    expect(logged).toHaveLength(1);
    expect(logged[0].kind).toBe('analytics.events');
    // The raw event into its month's table; the article read and the receipt into the main database.
    expect(logged[0].events.written).toBeGreaterThan(0);
    expect(logged[0].db.written).toBeGreaterThan(0);
    expect(logged[0].db.queries).toBeGreaterThanOrEqual(2);
  });
});
