/**
 * @module The events database (EVENTS_DB, decision 075-events-database): raw analytics events, one
 * table per UTC month (months.ts), out of the main database, which keeps only the rollups. Writes
 * are idempotent (the event id is the key, ON CONFLICT DO NOTHING), so the queue consumer may
 * write here before its own batch commits in the main database: a redelivery writes nothing twice.
 */
import { computed, type RawRow, rawRow } from '../../db/raw';
import type { AnalyticsEvent } from '../../queue/messages';
import { dailyCountsSql, insertEventSql, monthTableStatements } from './events-sql';
import { expiredMonths, type Month, monthOf, monthsBetween, monthTable } from './months';

const isMissingTable = (error: unknown) => /no such table/i.test(String(error instanceof Error ? error.message : error));

/**
 * Writes the events into their months' tables in one batch (one transaction). The tables of a new
 * month are made on the first write that misses them, then the batch runs again: the common case
 * costs one round trip, with no schema statement in it.
 */
export async function writeEvents(eventsDb: D1Database, events: readonly AnalyticsEvent[]): Promise<void> {
  if (!events.length) return;
  const prepared = new Map<Month, D1PreparedStatement>();
  const statements = events.map((e) => {
    const month = monthOf(e.occurredAt);
    let stmt = prepared.get(month);
    if (!stmt) prepared.set(month, (stmt = eventsDb.prepare(insertEventSql(month))));
    const data = e.data === null ? null : JSON.stringify(e.data);
    return stmt.bind(e.id, e.sessionId, e.userId, e.anonId, e.kind, e.name, data, e.occurredAt);
  });
  try {
    await eventsDb.batch(statements);
  } catch (error) {
    if (!isMissingTable(error)) throw error;
    const create = [...prepared.keys()].flatMap((m) => monthTableStatements(m).map((sql) => eventsDb.prepare(sql)));
    await eventsDb.batch([...create, ...statements]);
  }
}

const MONTH_ROW = { month: computed('month', 'number') };
/** A day's counts as dailyCountsSql answers them. */
const DAY_COUNTS = { day: computed('day', 'number'), visits: computed('visits', 'number'), page_views: computed('page_views', 'number') };

/** The months that have a table, oldest first. */
export async function storedMonths(eventsDb: D1Database): Promise<Month[]> {
  const { results } = await eventsDb.prepare('SELECT month FROM event_months ORDER BY month').all();
  return results.map((r) => rawRow(MONTH_ROW, r)!.month);
}

/**
 * The retention rule applied (the cron): every month past EVENTS_KEEP_MONTHS loses its table and
 * its row in one batch. Answers the months dropped.
 */
export async function dropExpiredMonths(eventsDb: D1Database, now: number): Promise<Month[]> {
  const expired = expiredMonths(await storedMonths(eventsDb), now);
  if (!expired.length) return [];
  await eventsDb.batch(
    expired.flatMap((m) => [
      eventsDb.prepare(`DROP TABLE IF EXISTS ${monthTable(m)}`),
      eventsDb.prepare('DELETE FROM event_months WHERE month = ?').bind(m),
    ]),
  );
  return expired;
}

export type DayCounts = RawRow<typeof DAY_COUNTS>;

/**
 * Per UTC day of [from, to): distinct sessions (visits) and page views, from the months' tables
 * that exist. Two round trips: the months, then one batch of one grouped range read per month.
 */
export async function dailyEventCounts(eventsDb: D1Database, from: number, to: number): Promise<DayCounts[]> {
  const stored = new Set(await storedMonths(eventsDb));
  const months = monthsBetween(from, to).filter((m) => stored.has(m));
  if (!months.length) return [];
  const results = await eventsDb.batch<Record<string, unknown>>(months.map((m) => eventsDb.prepare(dailyCountsSql(m)).bind(from, to)));
  return results.flatMap((r) => r.results.map((row) => rawRow(DAY_COUNTS, row)!));
}
