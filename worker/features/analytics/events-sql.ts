/**
 * @module The events database's SQL (decision 075-events-database), pure text: a month's table,
 * the insert of one event, the rollup's count. events-db.ts runs it in the Worker; the seeds
 * (scripts/seed) write the same tables with it.
 */
import { ANALYTICS_EVENT } from '../../contracts/analytics-batch';
import { type Month, monthTable } from './months';

const DAY = 86_400;

/**
 * A month's table and its index, and its row in event_months. The index leads with the time and
 * carries what the rollup counts (name, session), so a day's count reads the index alone.
 */
export function monthTableStatements(month: Month): string[] {
  const table = monthTable(month);
  return [
    `CREATE TABLE IF NOT EXISTS ${table} (
      id text PRIMARY KEY NOT NULL, session_id text NOT NULL, user_id integer, anon_id text,
      kind text NOT NULL, name text NOT NULL, data text, occurred_at integer NOT NULL, received_at integer NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS ${table}_time_idx ON ${table} (occurred_at, name, session_id)`,
    `INSERT INTO event_months (month) VALUES (${month}) ON CONFLICT DO NOTHING`,
  ];
}

/** The INSERT of one event into its month's table, received now. */
export const insertEventSql = (month: Month) =>
  `INSERT INTO ${monthTable(month)} (id, session_id, user_id, anon_id, kind, name, data, occurred_at, received_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, unixepoch()) ON CONFLICT DO NOTHING`;

/** A month's visits and page views per UTC day of [?1, ?2): one range read of its time index. */
export const dailyCountsSql = (month: Month) =>
  `SELECT occurred_at - occurred_at % ${DAY} AS day, count(DISTINCT session_id) AS visits,
     count(*) FILTER (WHERE name = '${ANALYTICS_EVENT.pageView}') AS page_views
   FROM ${monthTable(month)} WHERE occurred_at >= ?1 AND occurred_at < ?2 GROUP BY 1`;

/** A deleted account's events in one month, unlinked (forget.ts): they stay in the counts. */
export const forgetUserSql = (month: Month) => `UPDATE ${monthTable(month)} SET user_id = NULL WHERE user_id = ?`;
