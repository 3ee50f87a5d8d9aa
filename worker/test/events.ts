/**
 * @module The events database (EVENTS_DB) for tests: every stored month's raw events read as one
 * table, so a test counts an event wherever its month put it (features/analytics/events-db.ts).
 */
import { env } from 'cloudflare:test';
import { storedMonths } from '../features/analytics/events-db';
import { monthTable } from '../features/analytics/months';

export type EventRow = {
  id: string;
  session_id: string;
  user_id: number | null;
  anon_id: string | null;
  kind: 'event' | 'span';
  name: string;
  data: string | null;
  occurred_at: number;
  received_at: number;
};

/** `SELECT <columns> FROM <every month's events> WHERE <where>`, bound with `params`. */
export async function eventRows<T = EventRow>(where = 'true', params: unknown[] = [], columns = '*'): Promise<T[]> {
  const months = await storedMonths(env.EVENTS_DB);
  if (!months.length) return [];
  const all = months.map((m) => `SELECT * FROM ${monthTable(m)}`).join(' UNION ALL ');
  const { results } = await env.EVENTS_DB.prepare(`SELECT ${columns} FROM (${all}) WHERE ${where}`)
    .bind(...params)
    .all<T>();
  return results;
}

/** How many raw events match `where`. */
export const countEvents = async (where = 'true', ...params: unknown[]) =>
  (await eventRows<{ n: number }>(where, params, 'count(*) AS n'))[0]?.n ?? 0;
