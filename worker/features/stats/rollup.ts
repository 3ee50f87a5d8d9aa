/**
 * @module The cron's rollup of the dashboard's numbers: the raw rows counted per UTC day into
 * daily_stats and daily_article_views, so a stats read never scans events (decision 038). Each run
 * recomputes whole days (rules.ts rollupDays: yesterday and today once running), all in one
 * D1 batch, so a run is idempotent and a reader never sees half of one. Visits and page views are
 * counted in the events database (decision 075-events-database) and written here as numbers.
 */
import { sql } from 'drizzle-orm';
import type { StatMetric } from '../../contracts/stats';
import type { Db } from '../../db/client';
import { dailyStats } from '../../db/schema';
import { type DayCounts, dailyEventCounts } from '../analytics/events-db';
import { keptSince } from '../analytics/months';
import { DAY, rollupDays } from './rules';

/** Counted in the events database (features/analytics/events-db.ts), not here. */
type EventMetric = 'visits' | 'page_views';
const EVENT_METRICS: readonly EventMetric[] = ['visits', 'page_views'];

/**
 * Where each other metric is counted: the table, its time column and what is counted. Constants
 * only (they are spliced into SQL). Indexed time columns: article_views.viewed_at, users.created;
 * the others scan their table once per run (see 038).
 */
const SOURCES: Record<Exclude<StatMetric, EventMetric>, { table: string; at: string; value: string; where?: string }> = {
  signups: { table: 'users', at: 'created', value: 'count(*)' },
  subscriptions_started: { table: 'subscriptions', at: 'created', value: 'count(*)' },
  subscriptions_cancelled: { table: 'subscriptions', at: 'ended_at', value: 'count(*)', where: 'ended_at IS NOT NULL' },
  votes: { table: 'votes', at: 'created', value: 'count(*)' },
  comments: { table: 'comments', at: 'created', value: 'count(*)' },
  shares: { table: 'share_passes', at: 'created', value: 'count(*)' },
};

// Statements are plain D1 ones: drizzle cannot batch a raw statement that has parameters.
// ?1 is the first day, ?2 the last, ?3 the end of the last day (exclusive; for the events' metrics
// their counts as JSON), ?4 the metric.
const DAYS = `WITH RECURSIVE d(day) AS (VALUES (?1) UNION ALL SELECT day + ${DAY} FROM d WHERE day < ?2)`;

/**
 * One metric over the days: the source grouped by day in one range scan, joined to every day of
 * the range so a day whose rows went away (a vote withdrawn) is written back as 0.
 */
function metricStatement(d1: D1Database, metric: keyof typeof SOURCES, from: number, to: number) {
  const { table, at, value, where } = SOURCES[metric];
  const counted = `SELECT ${at} - ${at} % ${DAY} AS day, ${value} AS n FROM ${table}
    WHERE ${at} >= ?1 AND ${at} < ?3${where ? ` AND ${where}` : ''} GROUP BY 1`;
  // WHERE true: SQLite would read ON CONFLICT as the join's ON otherwise.
  return d1
    .prepare(`${DAYS} INSERT INTO daily_stats (day, metric, value)
      SELECT d.day, ?4, coalesce(c.n, 0) FROM d LEFT JOIN (${counted}) AS c ON c.day = d.day WHERE true
      ON CONFLICT (day, metric) DO UPDATE SET value = excluded.value`)
    .bind(from, to, to + DAY, metric);
}

/**
 * A metric of the events database over the days: its counts travel as one JSON object (day →
 * value, one bound parameter however many days), every day of the range written, 0 where none.
 * The key is compared as a number: D1 binds ?1 as REAL, so d.day is 1.7e9 written "1700000000.0".
 */
function eventMetricStatement(d1: D1Database, metric: EventMetric, counts: readonly DayCounts[], from: number, to: number) {
  const values = JSON.stringify(Object.fromEntries(counts.map((c) => [c.day, c[metric]])));
  return d1
    .prepare(`${DAYS} INSERT INTO daily_stats (day, metric, value)
      SELECT d.day, ?4, coalesce((SELECT value FROM json_each(?3) WHERE CAST(key AS INTEGER) = d.day), 0) FROM d WHERE true
      ON CONFLICT (day, metric) DO UPDATE SET value = excluded.value`)
    .bind(from, to, values, metric);
}

/** Article reads per day: the days' rows are replaced, so an article deleted since leaves none. */
function articleViewStatements(d1: D1Database, from: number, to: number) {
  return [
    d1.prepare('DELETE FROM daily_article_views WHERE day >= ?1 AND day <= ?2').bind(from, to),
    d1
      .prepare(`INSERT INTO daily_article_views (day, article_id, views)
        SELECT viewed_at - viewed_at % ${DAY}, article_id, count(*) FROM article_views
        WHERE viewed_at >= ?1 AND viewed_at < ?2 GROUP BY 1, 2
        ON CONFLICT (day, article_id) DO UPDATE SET views = excluded.views`)
      .bind(from, to + DAY),
  ];
}

/** The latest day rolled up, or null before the first run. */
export async function latestRolledDay(db: Db): Promise<number | null> {
  const row = await db.get<{ day: number | null }>(sql`SELECT max(day) AS day FROM ${dailyStats}`);
  return row?.day ?? null;
}

/**
 * Recomputes the days rules.ts `rollupDays` names, every metric and the article reads, in one
 * batch. Visits and page views only from the first day whose raw events are still kept: an older
 * day keeps the numbers it was rolled up with (after a cron outage longer than the retention,
 * nothing is there to count them again). Four round trips: the latest day, the events database's
 * months and counts, then the batch. Answers the days it covered.
 */
export async function rollupStats(db: Db, eventsDb: D1Database, now: number): Promise<{ from: number; to: number; days: number }> {
  const { from, to } = rollupDays(await latestRolledDay(db), now);
  // A month starts at a UTC midnight: the first kept day.
  const eventsFrom = Math.max(from, keptSince(now));
  const counts = eventsFrom <= to ? await dailyEventCounts(eventsDb, eventsFrom, to + DAY) : [];
  const d1 = db.$client;
  const metrics = (Object.keys(SOURCES) as (keyof typeof SOURCES)[]).map((m) => metricStatement(d1, m, from, to));
  const events = eventsFrom <= to ? EVENT_METRICS.map((m) => eventMetricStatement(d1, m, counts, eventsFrom, to)) : [];
  await d1.batch([...metrics, ...events, ...articleViewStatements(d1, from, to)]);
  return { from, to, days: (to - from) / DAY + 1 };
}
