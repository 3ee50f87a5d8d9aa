/**
 * @module D1's rows read and written per request, for the benches only (issue 29, item 5;
 * docs/scaling.md "Rows read and written per request"). D1 bills and throttles by rows read and
 * written, and every answer D1 sends says its own in `meta.rows_read` / `meta.rows_written` (each
 * statement of a batch too). But `first()` and `raw()` (drizzle's select path) drop that meta before
 * the caller sees it, so a wrapper around statements cannot add it up. The meter sits under them
 * instead: a binding of D1's own class built over the binding's fetcher, which reads the meta of
 * every answer on its way back. Sessions opened from it (db/d1-session.ts) and drizzle over it are
 * counted the same way, every query exactly once.
 *
 * On only when the Worker's `D1_METER` variable is "1" (or "queries", which also logs each query's
 * SQL and rows): `npm run bench:rows` sets it, wrangler.toml never does. Off, the bindings are the platform's own and the cost is one string comparison.
 * Totals leave in `x-d1-rows` (DB) and `x-d1-rows-events` (EVENTS_DB, when it was used); the queue
 * consumer, which answers no one, logs them (`d1.rows`). The arithmetic is in meter-tally.ts.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { log } from '../http/log';
import { addAnswer, EVENTS_METER_HEADER, emptyTally, formatTally, METER_HEADER, type Tally } from './meter-tally';

/** The meter is on: the bench asked for it in the Worker's variables ("queries": each query logged too). */
export const meterOn = (env: object): boolean => ['1', 'queries'].includes(String((env as { D1_METER?: unknown }).D1_METER));

/** With D1_METER = "queries": one log line per statement, its SQL and its rows, to find what reads. */
function logQueries(body: unknown, answer: unknown): void {
  const sent = [JSON.parse(String(body))].flat() as { sql?: string }[];
  [answer].flat().forEach((result, i) => {
    const meta = (result as { meta?: { rows_read?: number; rows_written?: number } } | null)?.meta;
    const sql = (sent[i]?.sql ?? '').replace(/\s+/g, ' ').slice(0, 300);
    log('info', 'd1.query', { read: meta?.rows_read, written: meta?.rows_written, sql });
  });
}

/** The D1 binding's parts the meter builds on: its class, and the fetcher every session sends through. */
type Binding = D1Database & { fetcher?: { fetch: typeof fetch } };

/**
 * `d1` with every answer added to `tally`. A binding that is not D1's own (a test double) has no
 * fetcher: it is answered as it is, and the tally stays at zero (the bench then shows no reads).
 */
export function metered(d1: D1Database, tally: Tally, each = false): D1Database {
  const { fetcher } = d1 as Binding;
  if (typeof fetcher?.fetch !== 'function') return d1;
  const D1Class = d1.constructor as new (fetcher: { fetch: typeof fetch }) => D1Database;
  return new D1Class({
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetcher.fetch(input, init);
      // A dump answers bytes, not JSON: nothing to count.
      await response
        .clone()
        .json()
        .then((answer) => {
          addAnswer(tally, answer);
          if (each) logQueries(init?.body, answer);
        })
        .catch(() => {});
      return response;
    },
  });
}

/** Env with both databases metered, and the tallies they fill; null when the meter is off. */
export function openMeter(env: Env): { env: Env; db: Tally; events: Tally } | null {
  if (!meterOn(env)) return null;
  const db = emptyTally();
  const events = emptyTally();
  const each = (env as { D1_METER?: unknown }).D1_METER === 'queries';
  return { env: { ...env, DB: metered(env.DB, db, each), EVENTS_DB: metered(env.EVENTS_DB, events, each) }, db, events };
}

/**
 * Registered before the edge cache: a hit then says it read nothing, instead of replaying the
 * header of the render it stored. Work a request leaves to `waitUntil` after its answer (a reply's
 * push notices, an edge cache refresh) is not in its header.
 */
export const d1Meter: MiddlewareHandler<AppEnv> = async (c, next) => {
  const meter = openMeter(c.env);
  if (!meter) return next();
  c.env = meter.env;
  await next();
  c.header(METER_HEADER, formatTally(meter.db));
  if (meter.events.roundTrips > 0) c.header(EVENTS_METER_HEADER, formatTally(meter.events));
};
