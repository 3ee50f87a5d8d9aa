/**
 * @module The back-office bench's bulk data, written with set-based SQL (one recursive-CTE
 * INSERT … SELECT per table) into the served Miniflare's own D1s, on top of the demo seed:
 * analytics events (into the events database, one statement per month's table), users up to an
 * exact total, and enough article reads, votes, comments, subscriptions and share passes that
 * every dashboard metric has numbers. Times are spread evenly over the last 7 days (the
 * dashboard's default window).
 */
import type { Miniflare } from 'miniflare';
import { monthTableStatements } from '../../worker/features/analytics/events-sql';
import { addMonths, monthStart, monthsBetween, monthTable } from '../../worker/features/analytics/months';

export type D1 = Awaited<ReturnType<Miniflare['getD1Database']>>;

export const WEEK = 7 * 86_400;

export interface SeedPlan {
  /** Raw analytics events (the `visits` metric counts their distinct sessions per day). */
  events: number;
  /** Distinct session ids among the events. */
  sessions: number;
  /** The users table's row count after seeding (bench users fill it up from the demo seed's). */
  totalUsers: number;
  /** How many bench users the small export's filter (`SMALL_EXPORT_QUERY`) matches. */
  smallUsers: number;
  articleViews: number;
  votes: number;
  comments: number;
  subscriptions: number;
  /** Of the subscriptions, how many ended inside the window (`subscriptions_cancelled`). */
  endedSubscriptions: number;
  shares: number;
}

export const DEFAULT_PLAN: SeedPlan = {
  events: 100_000,
  sessions: 20_000,
  totalUsers: 100_000,
  smallUsers: 10_000,
  articleViews: 50_000,
  votes: 20_000,
  comments: 500,
  subscriptions: 200,
  endedSubscriptions: 50,
  shares: 300,
};

/** The small export's `q`: bench users 1..smallUsers are `bench-a-…`, the rest `bench-b-…`. */
export const SMALL_EXPORT_QUERY = 'bench-a-';

export interface SeedStep {
  label: string;
  sql: string;
  /** ?1 to ?4: rows, now, and two numbers of the statement's own (see PARAMS). */
  params: [number, number, number, number];
  /** The events database (EVENTS_DB) rather than the main one. */
  events?: true;
  /** Statements without parameters run first (a month's table made). */
  before?: string[];
}

/**
 * The parameters, cast once: D1 binds a JS number as REAL, and REAL arithmetic would store
 * fractional epoch seconds that the rollup's `at - at % 86400` cannot bucket into whole days.
 * `rows` is the statement's row count, `now` the newest time, `a` and `b` its own two numbers.
 */
const PARAMS = 'p(rows, now, a, b) AS (SELECT CAST(?1 AS INTEGER), CAST(?2 AS INTEGER), CAST(?3 AS INTEGER), CAST(?4 AS INTEGER))';
/** `n` from 1 to p.rows, the row generator of every statement. */
const SEQ = `WITH RECURSIVE ${PARAMS}, seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq, p WHERE n < p.rows)`;
/** Row n placed evenly over the week before now: the newest at now, the oldest a week back. */
const AT = '(p.now - (n - 1) * (604799 / p.rows))';
/** Articles numbered 0..count-1, so row n can take article n % count with a join. */
const ARTICLES = 'arts AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM articles), cnt AS (SELECT count(*) AS c FROM arts)';
/** Bench users numbered 1.. in id order: the ids above p.a, the largest id before seeding. */
const BENCH_USERS = 'bu AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users, p WHERE id > p.a)';

/**
 * The statements, in order, for `existingUsers` demo-seed users whose largest id is `maxUserId`.
 * Pure, so what is written can be checked without a database. Ids and names start with `bench-`.
 */
export function seedSteps(plan: SeedPlan, now: number, existingUsers: number, maxUserId: number): SeedStep[] {
  const newUsers = plan.totalUsers - existingUsers;
  if (newUsers < plan.smallUsers) {
    throw new Error(
      `the database already holds ${existingUsers} users: no room for ${plan.smallUsers} bench users under ${plan.totalUsers}`,
    );
  }
  const n = (count: number) => count.toLocaleString('en-US');
  return [
    {
      label: `${n(newUsers)} users (to ${n(plan.totalUsers)} in all)`,
      // The first `a` are bench-a-… (the small export's filter). Every third has a phone (the CSV
      // guards its leading +), every tenth is Plus for 30 days.
      sql: `${SEQ} INSERT INTO users (username, email, phone, role, subscription_end, created, modified)
        SELECT printf('bench-%s-%06d', CASE WHEN n <= p.a THEN 'a' ELSE 'b' END, n),
          printf('bench-%s-%06d@bench.edgewire.test', CASE WHEN n <= p.a THEN 'a' ELSE 'b' END, n),
          CASE WHEN n % 3 = 0 THEN printf('+1 555 %07d', n) END, 'reader',
          CASE WHEN n % 10 = 0 THEN p.now + 30 * 86400 END, ${AT}, ${AT} FROM seq, p`,
      params: [newUsers, now, plan.smallUsers, 0],
    },
    // The week's events, each month's share into that month's table (the week may span two).
    ...monthsBetween(now - 604_799, now + 1).map((month) => ({
      label: `${n(plan.events)} analytics events (${n(plan.sessions)} sessions), those of ${month}`,
      sql: `${SEQ} INSERT INTO ${monthTable(month)} (id, session_id, anon_id, kind, name, occurred_at, received_at)
        SELECT 'bench-' || n, 'bench-session-' || (n % p.a), 'bench-anon-' || (n % p.a), 'event', 'page-view', ${AT}, ${AT}
        FROM seq, p WHERE ${AT} >= ${monthStart(month)} AND ${AT} < ${monthStart(addMonths(month, 1))}`,
      params: [plan.events, now, plan.sessions, 0] as SeedStep['params'],
      events: true as const,
      before: monthTableStatements(month),
    })),
    {
      label: `${n(plan.articleViews)} article reads`,
      sql: `${SEQ}, ${ARTICLES} INSERT INTO article_views (article_id, anon_id, viewed_at)
        SELECT arts.id, 'bench-anon-' || n, ${AT} FROM seq, p, cnt JOIN arts ON arts.k = (n * 7) % cnt.c`,
      params: [plan.articleViews, now, 0, 0],
    },
    {
      label: `${n(plan.votes)} votes (one per bench user)`,
      sql: `${SEQ}, ${ARTICLES}, ${BENCH_USERS} INSERT INTO votes (user_id, article_id, direction, created)
        SELECT bu.id, arts.id, CASE WHEN bu.n % 5 = 0 THEN -1 ELSE 1 END, ${AT}
        FROM seq JOIN bu USING (n), p, cnt JOIN arts ON arts.k = n % cnt.c`,
      params: [plan.votes, now, maxUserId, 0],
    },
    {
      label: `${n(plan.comments)} comments`,
      sql: `${SEQ}, ${ARTICLES}, ${BENCH_USERS} INSERT INTO comments (article_id, user_id, body, created)
        SELECT arts.id, bu.id, 'Bench comment ' || n, ${AT} FROM seq JOIN bu USING (n), p, cnt JOIN arts ON arts.k = n % cnt.c`,
      params: [plan.comments, now, maxUserId, 0],
    },
    {
      label: `${n(plan.subscriptions)} subscriptions (${n(plan.endedSubscriptions)} ended this week)`,
      // The first `b` ended, a minute apart, after they started.
      sql: `${SEQ}, ${BENCH_USERS} INSERT INTO subscriptions (user_id, provider_subscription_id, plan, status, ended_at, created, modified)
        SELECT bu.id, 'sub_bench_' || n, 'monthly', CASE WHEN n <= p.b THEN 'canceled' ELSE 'active' END,
          CASE WHEN n <= p.b THEN p.now - (n - 1) * 60 END, ${AT}, ${AT} FROM seq JOIN bu USING (n), p`,
      params: [plan.subscriptions, now, maxUserId, plan.endedSubscriptions],
    },
    {
      label: `${n(plan.shares)} share passes`,
      sql: `${SEQ}, ${ARTICLES}, ${BENCH_USERS} INSERT INTO share_passes (id, article_id, user_id, recipients, created, expires_at)
        SELECT 'bench-pass-' || n, arts.id, bu.id, 1, ${AT}, ${AT} + ${WEEK} FROM seq JOIN bu USING (n), p, cnt JOIN arts ON arts.k = n % cnt.c`,
      params: [plan.shares, now, maxUserId, 0],
    },
  ];
}

/** Seeds unless bench rows are already there (--keep-state); reports each statement on stderr. */
export async function seedBulk(d1: D1, eventsDb: D1, plan: SeedPlan, now: number): Promise<'seeded' | 'already seeded'> {
  const done = await d1.prepare("SELECT count(*) AS n FROM users WHERE username LIKE 'bench-%'").first<{ n: number }>();
  if ((done?.n ?? 0) > 0) return 'already seeded';
  const users = await d1.prepare('SELECT count(*) AS n, coalesce(max(id), 0) AS max FROM users').first<{ n: number; max: number }>();
  const steps = seedSteps(plan, now, users?.n ?? 0, users?.max ?? 0);
  for (const [i, step] of steps.entries()) {
    const started = performance.now();
    process.stderr.write(`  seeding [${i + 1}/${steps.length}] ${step.label} …\n`);
    const db = step.events ? eventsDb : d1;
    for (const sql of step.before ?? []) await db.prepare(sql).run();
    const result = await db
      .prepare(step.sql)
      .bind(...step.params)
      .run();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stderr.write(`  seeding [${i + 1}/${steps.length}] ${result.meta.changes.toLocaleString('en-US')} rows in ${seconds} s\n`);
  }
  return 'seeded';
}

/** Row counts the report quotes: what the stats read and the exports stand on. */
export async function tableCounts(d1: D1, eventsDb: D1): Promise<Record<string, number>> {
  const tables = ['article_views', 'users', 'votes', 'comments', 'subscriptions', 'share_passes'];
  const rows = await d1.batch(tables.map((t) => d1.prepare(`SELECT count(*) AS n FROM ${t}`)));
  const months = (await eventsDb.prepare('SELECT month FROM event_months').all<{ month: number }>()).results;
  const events = months.length
    ? await eventsDb.batch(months.map((m) => eventsDb.prepare(`SELECT count(*) AS n FROM ${monthTable(m.month)}`)))
    : [];
  const eventCount = events.reduce((sum, r) => sum + ((r.results[0] as { n: number } | undefined)?.n ?? 0), 0);
  return {
    events: eventCount,
    ...Object.fromEntries(tables.map((t, i) => [t, (rows[i]?.results[0] as { n: number } | undefined)?.n ?? 0])),
  };
}
