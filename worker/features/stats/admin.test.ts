// The dashboard end to end: raw rows on known UTC days (events in the events database, the rest in
// the main one), the cron's rollup, then GET /admin/api/stats and the CSV export. The days lie 60
// days back so no other test's rows (made "now") fall on them, and inside the raw events' retention
// (at least 89 days: features/analytics/months.ts) so another test's cron run keeps their months.
import { env } from 'cloudflare:test';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAT_METRICS, type StatsDto } from '../../contracts/stats';
import { articleViews, comments, sharePasses, subscriptions, users, votes } from '../../db/schema';
import { expectAdminOnly, makeAdmin } from '../../test/admin';
import { db, makeArticle, uniq } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { writeEvents } from '../analytics/events-db';
import { rollupStats } from './rollup';
import { DAY, dayOf, isoDay } from './rules';

const now = () => Math.floor(Date.now() / 1000);
const D = dayOf(now()) - 60 * DAY;
const D1 = D + DAY;
/** The cron's clock for these tests: midday of D1, so the rollup covers D and D1. */
const CRON_NOW = D1 + 12 * 3600;

async function makeUser(created: number) {
  const u = `stats${uniq()}`;
  const [row] = await db()
    .insert(users)
    .values({ username: u, email: `${u}@example.com`, created })
    .returning();
  return row!;
}

let a: { id: number; title: string };
let b: { id: number; title: string };
let voters: { id: number }[];
let admin: { id: number; cookie: string };

beforeAll(async () => {
  admin = await makeAdmin();
  a = await makeArticle();
  b = await makeArticle();
  // Signups: two on D, one on D1.
  voters = [await makeUser(D + 100), await makeUser(D + 200), await makeUser(D1 + 5)];
  // Votes: three on D, one on D1.
  await db()
    .insert(votes)
    .values([
      { userId: voters[0]!.id, articleId: a.id, direction: 1, created: D + 300 },
      { userId: voters[1]!.id, articleId: a.id, direction: -1, created: D + 400 },
      { userId: voters[0]!.id, articleId: b.id, direction: 1, created: D + DAY - 1 },
      { userId: voters[2]!.id, articleId: b.id, direction: 1, created: D1 },
    ]);
  // Visits: sessions s1 (twice) and s2 on D, s3 on D1.
  const s = uniq();
  const event = (session: string, at: number, name = 'visit-subscribe') => ({
    id: `stats-${uniq()}`,
    sessionId: `${s}-${session}`,
    kind: 'event' as const,
    name,
    userId: null,
    anonId: null,
    data: null,
    occurredAt: at,
  });
  await writeEvents(env.EVENTS_DB, [event('s1', D + 10), event('s1', D + 20), event('s2', D + 30), event('s3', D1 + 40)]);
  // Page views ('page-view' events, in the same sessions): four on D, three on D1.
  const view = (session: string, at: number) => event(session, at, 'page-view');
  await writeEvents(env.EVENTS_DB, [
    view('s1', D + 11),
    view('s1', D + 12),
    view('s2', D + 31),
    view('s2', D + 32),
    view('s3', D1),
    view('s3', D1 + 1),
    view('s3', D1 + 2),
  ]);
  // Article reads (the top articles): A three on D; B one on D and three on D1.
  const read = (articleId: number, viewedAt: number) => ({ articleId, viewedAt });
  await db()
    .insert(articleViews)
    .values([
      read(a.id, D + 1),
      read(a.id, D + 2),
      read(a.id, D + 3),
      read(b.id, D + 4),
      read(b.id, D1),
      read(b.id, D1 + 1),
      read(b.id, D1 + 2),
    ]);
  // A comment on D; a subscription started on D and ended on D1; a share pass on D1.
  await db()
    .insert(comments)
    .values({ articleId: a.id, userId: voters[0]!.id, body: 'Counted', created: D + 500 });
  await db()
    .insert(subscriptions)
    .values({
      userId: voters[1]!.id,
      providerSubscriptionId: `sub_${uniq()}`,
      plan: 'monthly',
      status: 'canceled',
      created: D + 600,
      endedAt: D1 + 600,
    });
  await db()
    .insert(sharePasses)
    .values({ id: `pass-${uniq()}`, articleId: b.id, userId: voters[2]!.id, created: D1 + 700, expiresAt: D1 + 30 * DAY });
});

async function statsFrom(start: number) {
  const res = await call('GET', `/admin/api/stats?start=${start}`, { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return dataIn<StatsDto>(res);
}

const expectedD = {
  visits: 2,
  page_views: 4,
  signups: 2,
  subscriptions_started: 1,
  subscriptions_cancelled: 0,
  votes: 3,
  comments: 1,
  shares: 0,
};
const expectedD1 = {
  visits: 1,
  page_views: 3,
  signups: 1,
  subscriptions_started: 0,
  subscriptions_cancelled: 1,
  votes: 1,
  comments: 0,
  shares: 1,
};

describe('stats rollup and GET /admin/api/stats', () => {
  it('counts every metric per UTC day from the raw rows, and the window answers them', async () => {
    await rollupStats(db(), env.EVENTS_DB, CRON_NOW);
    const stats = await statsFrom(D + 3600);
    expect(stats.start).toBe(D);
    expect(stats.end).toBe(dayOf(now()));
    expect(stats.metrics).toEqual([...STAT_METRICS]);
    expect(stats.days).toHaveLength((stats.end - D) / DAY + 1);
    expect(stats.days[0]).toEqual({ day: D, date: isoDay(D), ...expectedD });
    expect(stats.days[1]).toEqual({ day: D1, date: isoDay(D1), ...expectedD1 });
    // Zero-filled: the day after D1 is there with every metric at 0.
    expect(stats.days[2]).toEqual({ day: D1 + DAY, date: isoDay(D1 + DAY), ...Object.fromEntries(STAT_METRICS.map((m) => [m, 0])) });
    for (const m of STAT_METRICS) expect(stats.totals[m], m).toBeGreaterThanOrEqual(expectedD[m] + expectedD1[m]);
    const top = stats.top_articles.filter((t) => t.id === a.id || t.id === b.id);
    expect(top).toEqual([
      { id: b.id, title: b.title, views: 4 },
      { id: a.id, title: a.title, views: 3 },
    ]);
  });

  it('is idempotent: a second run gives the same numbers', async () => {
    await rollupStats(db(), env.EVENTS_DB, CRON_NOW);
    const once = await statsFrom(D);
    await rollupStats(db(), env.EVENTS_DB, CRON_NOW);
    await rollupStats(db(), env.EVENTS_DB, CRON_NOW);
    const again = await statsFrom(D);
    expect(again.days.slice(0, 2)).toEqual(once.days.slice(0, 2));
    expect(again.days[0]).toMatchObject(expectedD);
  });

  it('recounts yesterday too: a late row is added, a withdrawn vote is taken away', async () => {
    await rollupStats(db(), env.EVENTS_DB, CRON_NOW);
    const late = await makeUser(D + 900);
    await db()
      .insert(votes)
      .values({ userId: late.id, articleId: a.id, direction: 1, created: D + 900 });
    await rollupStats(db(), env.EVENTS_DB, CRON_NOW);
    expect((await statsFrom(D)).days[0]).toMatchObject({ signups: 3, votes: 4 });
    await db()
      .delete(votes)
      .where(and(eq(votes.userId, late.id), eq(votes.articleId, a.id)));
    await db().delete(votes).where(eq(votes.userId, voters[2]!.id));
    await rollupStats(db(), env.EVENTS_DB, CRON_NOW);
    const days = (await statsFrom(D)).days;
    expect(days[0]).toMatchObject({ signups: 3, votes: 3 });
    expect(days[1]).toMatchObject({ votes: 0 });
    // The late account goes again: D is back to what the other tests expect.
    await db().delete(users).where(eq(users.id, late.id));
    await rollupStats(db(), env.EVENTS_DB, CRON_NOW);
    expect((await statsFrom(D)).days[0]).toEqual({ day: D, date: isoDay(D), ...expectedD });
  });

  it('defaults to the last 7 days and refuses a start in the future, too old or not a number (path start)', async () => {
    const res = await call('GET', '/admin/api/stats', { cookie: admin.cookie });
    const week = await dataIn<StatsDto>(res);
    expect(week.start).toBe(dayOf(now() - 604_800));
    expect(week.days).toHaveLength(8);
    for (const [start, message] of [
      [String(now() + 3600), 'start must not be in the future'],
      [String(now() - 367 * DAY), 'start must be within the last 366 days'],
      ['yesterday', 'start must be an epoch second'],
      ['-5', 'start must be an epoch second'],
    ]) {
      const bad = await call('GET', `/admin/api/stats?start=${start}`, { cookie: admin.cookie });
      expect(bad.status, start).toBe(400);
      expect(await firstError(bad)).toEqual({ message, code: 'validation', path: 'start' });
    }
  });
});

describe('GET /aux/admin/exports/dashboard', () => {
  it('answers the same days as CSV, as an attachment that is never cached', async () => {
    await rollupStats(db(), env.EVENTS_DB, CRON_NOW);
    const res = await call('GET', `/aux/admin/exports/dashboard?start=${D}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="edgewire-dashboard-${isoDay(dayOf(now()))}.csv"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows: string[][] = parse(await res.text());
    expect(rows[0]).toEqual(['day', ...STAT_METRICS]);
    expect(rows[1]).toEqual([isoDay(D), ...STAT_METRICS.map((m) => String(expectedD[m]))]);
    expect(rows).toHaveLength((dayOf(now()) - D) / DAY + 2);
    expect(rows.at(-1)![0]).toBe(isoDay(dayOf(now())));
  });

  it('is for admins only, the API read and the export alike', async () => {
    await expectAdminOnly('GET', '/admin/api/stats');
    await expectAdminOnly('GET', `/aux/admin/exports/dashboard?start=${D}`);
  });

  it('refuses a bad start with 400 naming it', async () => {
    const res = await call('GET', `/aux/admin/exports/dashboard?start=${now() + 999}`, { cookie: admin.cookie });
    expect(res.status).toBe(400);
    expect((await firstError(res)).path).toBe('start');
  });
});
