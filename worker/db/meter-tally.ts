/**
 * @module The D1 rows meter's arithmetic and its header (db/meter.ts says why it exists): pure, and
 * free of the Worker's types, so the bench that reads the header (scripts/bench/rows.ts) shares it.
 */

export const METER_HEADER = 'x-d1-rows';
export const EVENTS_METER_HEADER = 'x-d1-rows-events';
/** The queue consumer's log event: what one message cost both databases. */
export const METER_LOG_EVENT = 'd1.rows';

/** What one request (or one queue message) cost a database. */
export type Tally = { read: number; written: number; queries: number; roundTrips: number };

export const emptyTally = (): Tally => ({ read: 0, written: 0, queries: 0, roundTrips: 0 });

/** Adds one answer of D1's wire (one statement's result, or a batch's array of them) to `tally`. */
export function addAnswer(tally: Tally, answer: unknown): void {
  tally.roundTrips++;
  for (const result of Array.isArray(answer) ? answer : [answer]) {
    const meta = (result as { meta?: { rows_read?: unknown; rows_written?: unknown } } | null)?.meta;
    tally.queries++;
    if (typeof meta?.rows_read === 'number') tally.read += meta.rows_read;
    if (typeof meta?.rows_written === 'number') tally.written += meta.rows_written;
  }
}

/** `read=120;written=4;queries=5;round-trips=2`. */
export const formatTally = (t: Tally): string => `read=${t.read};written=${t.written};queries=${t.queries};round-trips=${t.roundTrips}`;

/** The header's value as a tally; null when absent or not one. */
export function parseTally(value: string | null | undefined): Tally | null {
  const match = /^read=(\d+);written=(\d+);queries=(\d+);round-trips=(\d+)$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [read, written, queries, roundTrips] = match.slice(1).map(Number) as [number, number, number, number];
  return { read, written, queries, roundTrips };
}
