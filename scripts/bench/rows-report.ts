/**
 * @module bench:rows's tables (pure): per corpus, each route's D1 rows read and written, queries
 * and round trips, for its first request and the median of the requests after it; and, across
 * corpora, how a route's rows read grow with the corpus (flat is issue 29's goal for item 3).
 */
import type { Tally } from '../../worker/db/meter-tally';
import { markdownTable } from './scale-report.ts';

export interface RowsEntry {
  name: string;
  /** What the table shows as the path. */
  shown: string;
  /** Which database: the main one (DB) or the events one (EVENTS_DB). */
  database: 'DB' | 'EVENTS_DB';
  /** One tally per request, in order; the first request is the route's first in this isolate. */
  samples: Tally[];
}

export interface RowsRun {
  label: string;
  articles: number;
  entries: RowsEntry[];
}

const FIELDS = ['read', 'written', 'queries', 'roundTrips'] as const;

/** The median of each field over `samples` (the lower middle for an even count); null when none. */
export function medianTally(samples: Tally[]): Tally | null {
  if (samples.length === 0) return null;
  const mid = (values: number[]) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
  const [read, written, queries, roundTrips] = FIELDS.map((f) => mid(samples.map((s) => s[f])));
  return { read: read!, written: written!, queries: queries!, roundTrips: roundTrips! };
}

const n = (x: number) => x.toLocaleString('en-US');
/** "first" or "first → again" when the requests after the first differ. */
const pair = (first: number, again: number | undefined) =>
  again === undefined || again === first ? n(first) : `${n(first)} → ${n(again)}`;

export function rowsTable(run: RowsRun): string {
  const rows = run.entries.map((e) => {
    const [first] = e.samples;
    const again = medianTally(e.samples.slice(1)) ?? undefined;
    const name = e.database === 'DB' ? e.name : `${e.name} (${e.database})`;
    if (!first) return [name, e.shown, '0', '—', '—', '—', '—'];
    return [
      name,
      e.shown,
      String(e.samples.length),
      pair(first.read, again?.read),
      pair(first.written, again?.written),
      pair(first.queries, again?.queries),
      pair(first.roundTrips, again?.roundTrips),
    ];
  });
  return markdownTable(['route', 'path', 'requests', 'rows read', 'rows written', 'queries', 'round trips'], rows, [
    false,
    false,
    true,
    true,
    true,
    true,
    true,
  ]);
}

/** Rows read by each route's first request at each size, and the largest ÷ the smallest. */
export function growthTable(runs: RowsRun[]): string {
  const sorted = [...runs].sort((a, b) => a.articles - b.articles);
  const small = sorted[0];
  const large = sorted.at(-1);
  if (!small || !large || small === large) return '';
  const key = (e: RowsEntry) => `${e.name}|${e.database}`;
  const rows = small.entries.map((e) => {
    const firstOf = (run: RowsRun) => run.entries.find((x) => key(x) === key(e))?.samples[0]?.read;
    const reads = sorted.map(firstOf);
    const [a, b] = [reads[0], reads.at(-1)];
    const ratio = a !== undefined && b !== undefined ? (a === 0 ? (b === 0 ? '1.0' : '∞') : (b / a).toFixed(1)) : 'n/a';
    return [e.database === 'DB' ? e.name : `${e.name} (${e.database})`, ...reads.map((r) => (r === undefined ? 'n/a' : n(r))), ratio];
  });
  return markdownTable(['route', ...sorted.map((r) => `rows read ${r.label}`), `${large.label} ÷ ${small.label}`], rows, [
    false,
    ...sorted.map(() => true),
    true,
  ]);
}
