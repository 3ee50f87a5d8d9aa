// POST /aux/analytics through the real Worker, queue and D1: a browser's batch lands in
// the events database (EVENTS_DB), an article read in article_views (once per reader and half hour), the stats
// rollup moves page views and the article's reads; a beacon's text/plain body is the same JSON;
// robots, prefetches, the admin and DNT / GPC are accepted and not kept; junk and oversized
// bodies are a 400 in the envelope; each session is rate limited.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_MAX_BODY_BYTES } from '../../contracts/analytics';
import { windowStart } from '../../http/rate-limit';
import { makeAdmin } from '../../test/admin';
import { countEvents, eventRows } from '../../test/events';
import { db, makeArticle, makeReader, uniq } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { rollupStats } from '../stats/rollup';
import { dayOf } from '../stats/rules';
import { ANALYTICS_LIMIT, ANALYTICS_MESSAGES } from './aux';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BROWSER = { 'user-agent': CHROME };

const send = (body: unknown, opts: { cookie?: string; headers?: Record<string, string> } = {}) =>
  call('POST', '/aux/analytics', { body, cookie: opts.cookie, headers: { ...BROWSER, ...opts.headers } });
const beacon = (raw: string, headers: Record<string, string> = {}) =>
  call('POST', '/aux/analytics', { raw, headers: { ...BROWSER, 'content-type': 'text/plain;charset=UTF-8', ...headers } });

const count = async (sql: string, ...args: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n;
const eventsOf = (session: string) => countEvents('session_id = ?', session);
const readsOf = (articleId: number) => count('SELECT count(*) AS n FROM article_views WHERE article_id = ?', articleId);

/** The queue writes in the background: wait until `probe` answers at least `n`, then a little longer. */
async function settled(probe: () => Promise<number>, n: number) {
  for (let i = 0; i < 50 && (await probe()) < n; i++) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 300));
  return probe();
}
const quiet = () => new Promise((r) => setTimeout(r, 800));

describe('POST /aux/analytics', () => {
  it('queues a batch of events and spans into the events database, with the reader when signed in', async () => {
    const { id, cookie } = await makeReader('free');
    const sessionId = `s-${uniq()}`;
    const events = Array.from({ length: 20 }, (_, i) => ({ name: 'page-view', data: { path: `/p/${i}` }, timestamp: Date.now() }));
    const res = await send({ sessionId, events, spans: [{ name: 'page-visible', duration: 1234 }] }, { cookie });
    expect(res.status).toBe(202);
    expect(await dataIn(res)).toEqual({ accepted: 21 });
    expect(await settled(() => eventsOf(sessionId), 21)).toBe(21);
    const [span] = await eventRows("session_id = ? AND name = 'page-visible'", [sessionId], 'kind, user_id, anon_id, data');
    expect(span).toEqual({ kind: 'span', user_id: id, anon_id: sessionId, data: '{"duration":1234}' });
  });

  it("takes a beacon's text/plain body as the same JSON", async () => {
    const sessionId = `b-${uniq()}`;
    const res = await beacon(JSON.stringify({ sessionId, events: [{ name: 'ping' }] }));
    expect(res.status).toBe(202);
    expect(await settled(() => eventsOf(sessionId), 1)).toBe(1);
  });

  it("records an article read once per reader and half hour, and the rollup moves today's page views and the article's reads", async () => {
    const article = await makeArticle();
    const sessionId = `r-${uniq()}`;
    const view = { name: 'page-view', data: { path: `/article/${article.id}`, articleId: article.id } };
    const read = { name: 'article-read', data: { articleId: article.id } };
    const today = dayOf(Math.floor(Date.now() / 1000));
    const pageViews = () => count("SELECT coalesce(sum(value), 0) AS n FROM daily_stats WHERE day = ? AND metric = 'page_views'", today);
    const articleReads = () =>
      count('SELECT coalesce(sum(views), 0) AS n FROM daily_article_views WHERE day = ? AND article_id = ?', today, article.id);
    await rollupStats(db(), env.EVENTS_DB, Math.floor(Date.now() / 1000));
    const before = await pageViews();

    expect((await send({ sessionId, events: [view, read, read] })).status).toBe(202);
    expect(await settled(() => readsOf(article.id), 1)).toBe(1);
    // Again later in the same half hour (a reload): the view counts, the read does not.
    expect((await send({ sessionId, events: [view, read] })).status).toBe(202);
    expect(await settled(() => eventsOf(sessionId), 5)).toBe(5);
    expect(await readsOf(article.id)).toBe(1);
    // Another reader's read counts.
    expect((await send({ sessionId: `${sessionId}-2`, events: [read] })).status).toBe(202);
    expect(await settled(() => readsOf(article.id), 2)).toBe(2);

    await rollupStats(db(), env.EVENTS_DB, Math.floor(Date.now() / 1000));
    expect(await pageViews()).toBeGreaterThanOrEqual(before + 2);
    expect(await articleReads()).toBe(2);
  });

  it('keeps the event but writes no read for an article that does not exist, and the message is not retried', async () => {
    const sessionId = `x-${uniq()}`;
    expect((await send({ sessionId, events: [{ name: 'article-read', data: { articleId: 999_999_999 } }] })).status).toBe(202);
    expect(await settled(() => eventsOf(sessionId), 1)).toBe(1);
    expect(await readsOf(999_999_999)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM dead_letters WHERE body LIKE ?', `%${sessionId}%`)).toBe(0);
  });

  it('accepts and keeps nothing from robots, prefetches, the admin and readers who opted out', async () => {
    const admin = await makeAdmin();
    const article = await makeArticle();
    const cases: [string, { cookie?: string; headers?: Record<string, string> }][] = [
      ['googlebot', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } }],
      ['no user agent', { headers: { 'user-agent': '' } }],
      ['prefetch', { headers: { 'sec-purpose': 'prefetch;prerender' } }],
      ['purpose', { headers: { purpose: 'prefetch' } }],
      ['admin', { cookie: admin.cookie }],
      ['dnt', { headers: { dnt: '1' } }],
      ['gpc', { headers: { 'sec-gpc': '1' } }],
    ];
    const sessions: string[] = [];
    for (const [name, opts] of cases) {
      const sessionId = `n-${name}-${uniq()}`.replaceAll(' ', '-');
      sessions.push(sessionId);
      const res = await send(
        { sessionId, events: [{ name: 'page-view' }, { name: 'article-read', data: { articleId: article.id } }] },
        opts,
      );
      expect(res.status, name).toBe(202);
      expect(await dataIn(res), name).toEqual({ accepted: 0 });
    }
    await quiet();
    for (const s of sessions) expect(await eventsOf(s), s).toBe(0);
    expect(await readsOf(article.id)).toBe(0);
  });

  it('refuses junk and oversized bodies with a 400 in the envelope, never a 500, and writes nothing', async () => {
    const sessionId = `j-${uniq()}`;
    const big = (n: number) => JSON.stringify({ sessionId, event: { name: 'x' }, pad: 'x'.repeat(n) });
    const cases: [string, Promise<Response>, string][] = [
      ['not JSON (beacon)', beacon('hello'), 'body'],
      ['an empty beacon', beacon(''), 'body'],
      ['JSON null', beacon('null'), 'body'],
      ['a list', beacon('[1,2]'), 'body'],
      ['no event', send({ sessionId }), 'event'],
      ['a number for a name', send({ sessionId, event: { name: 5 } }), 'event.name'],
      ['51 events', send({ sessionId, events: Array.from({ length: 51 }, () => ({ name: 'x' })) }), 'events'],
      ['data over 2 KB', send({ sessionId, event: { name: 'x', data: { pad: 'x'.repeat(3000) } } }), 'event.data'],
      ['over 32 KB', beacon(big(ANALYTICS_MAX_BODY_BYTES)), 'body'],
      ['over 1 MB', beacon(big(1024 * 1024 + 10)), 'body'],
      ['over 32 KB as JSON', call('POST', '/aux/analytics', { raw: big(40_000), headers: BROWSER }), 'body'],
    ];
    for (const [name, pending, path] of cases) {
      const res = await pending;
      expect(res.status, name).toBe(400);
      const error = await firstError(res);
      expect(error, name).toMatchObject({ code: 'validation', path });
    }
    expect((await firstError(await beacon(big(ANALYTICS_MAX_BODY_BYTES)))).message).toBe(ANALYTICS_MESSAGES.tooLarge);
    expect((await firstError(await beacon('{'))).message).toBe(ANALYTICS_MESSAGES.notJson);
    await quiet();
    expect(await eventsOf(sessionId)).toBe(0);
  });

  it('limits each session to its window: the next request is a 429 with Retry-After, other sessions go on', async () => {
    const sessionId = `l-${uniq()}`;
    const now = Math.floor(Date.now() / 1000);
    await env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3)')
      .bind(`analytics:b:${sessionId}`, windowStart(now, ANALYTICS_LIMIT.windowSeconds), ANALYTICS_LIMIT.limit - 1)
      .run();
    expect((await send({ sessionId, event: { name: 'ping' } })).status).toBe(202);
    const limited = await send({ sessionId, event: { name: 'ping' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await firstError(limited)).toMatchObject({ code: 'rate_limited', message: ANALYTICS_MESSAGES.tooMany });
    expect((await send({ sessionId: `${sessionId}-other`, event: { name: 'ping' } })).status).toBe(202);
    expect(await settled(() => eventsOf(sessionId), 1)).toBe(1);
  });
});
