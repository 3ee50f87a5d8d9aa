/**
 * @module The scale bench's tables: one per corpus size, the seed's record per size, and the
 * ratio of the largest size's p50 to the smallest's per route, checked against the route's bound
 * (scale-targets.ts BOUNDS). Pure, so the flags and the markdown are tested without a server.
 */
import { BOUNDS, type RouteKind } from './scale-targets.ts';

export interface RouteResult {
  name: string;
  kind: RouteKind;
  shown: string;
  /** Completed requests per second under load; null for a route timed by sequential requests. */
  reqPerSec: number | null;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** "12× HTTP 500, 1× ECONNRESET"; empty when every response was a 2xx. */
  problems: string;
}

export interface SizeRun {
  /** "10k", "1M" (sizeLabel), made unique when a state is given twice. */
  label: string;
  articles: number;
  dir: string;
  /** From scale-seed.json: the seed's total time over its runs, and the database file. */
  seedSeconds: number;
  seedRuns: number;
  databaseBytes: number | undefined;
  /** The cron run once at start, as npm start does (the stats rollup among its jobs). */
  cronSeconds: number;
  /** Tags, words and thread the routes were given, in a sentence. */
  picks: string;
  results: RouteResult[];
}

export interface RatioRow {
  name: string;
  kind: RouteKind;
  smallP50: number;
  largeP50: number;
  ratio: number;
  reqPerSecRatio: number | null;
  bound: number | null;
  /** null when the route has no bound or a figure is missing. */
  within: boolean | null;
}

const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
const fixed = (n: number | null, digits: number) => (n !== null && Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/** A markdown table padded to read in a terminal too; `numeric` columns align right. */
export function markdownTable(header: string[], rows: string[][], numeric: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export function sizeTable(run: SizeRun): string {
  const rows = run.results.map((r) => [
    r.name,
    `\`${r.shown}\``,
    r.reqPerSec === null ? '—' : fmtInt(r.reqPerSec),
    fixed(r.p50Ms, 1),
    fixed(r.p99Ms, 1),
    r.problems || '0',
  ]);
  return markdownTable(['route', 'path', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx / errors'], rows, [false, false, true, true, true, false]);
}

/** The smallest and the largest size by articles (the first and last given when tied). */
export function extremes(runs: SizeRun[]): { small: SizeRun; large: SizeRun } | null {
  if (runs.length < 2) return null;
  let small = runs[0]!;
  let large = runs[0]!;
  for (const r of runs.slice(1)) {
    if (r.articles < small.articles) small = r;
    if (r.articles >= large.articles) large = r;
  }
  return { small, large };
}

/** Per route measured at both sizes: large ÷ small p50, and whether it keeps its bound. */
export function ratioRows(small: SizeRun, large: SizeRun): RatioRow[] {
  const before = new Map(small.results.map((r) => [r.name, r]));
  return large.results.flatMap((after) => {
    const was = before.get(after.name);
    if (!was) return [];
    const ratio = after.p50Ms / was.p50Ms;
    const bound = BOUNDS[after.kind];
    const measured = Number.isFinite(ratio) && !was.problems && !after.problems;
    return [
      {
        name: after.name,
        kind: after.kind,
        smallP50: was.p50Ms,
        largeP50: after.p50Ms,
        ratio,
        reqPerSecRatio: was.reqPerSec && after.reqPerSec !== null ? after.reqPerSec / was.reqPerSec : null,
        bound,
        within: bound === null || !measured ? null : ratio <= bound,
      },
    ];
  });
}

const verdict = (r: RatioRow) => (r.bound === null ? '—' : r.within === null ? 'not measured' : r.within ? 'within' : '**OVER**');

export function ratioTable(small: SizeRun, large: SizeRun, rows = ratioRows(small, large)): string {
  const body = rows.map((r) => [
    r.name,
    fixed(r.smallP50, 1),
    fixed(r.largeP50, 1),
    `${fixed(r.ratio, 2)}×`,
    r.reqPerSecRatio === null ? '—' : `${fixed(r.reqPerSecRatio, 2)}×`,
    r.bound === null ? '—' : `≤ ${r.bound}×`,
    verdict(r),
  ]);
  const header = [
    'route',
    `p50 ${small.label} ms`,
    `p50 ${large.label} ms`,
    `p50 ${large.label} ÷ ${small.label}`,
    'req/s ratio',
    'bound',
    'verdict',
  ];
  return markdownTable(header, body, [false, true, true, true, true, false, false]);
}

/** Routes over their bound, by name with the figure ("search-common 4.10× (bound 3×)"). */
export function overBound(rows: RatioRow[]): string[] {
  return rows.filter((r) => r.within === false).map((r) => `${r.name} ${fixed(r.ratio, 2)}× (bound ${r.bound}×)`);
}

export function seedTable(runs: SizeRun[]): string {
  const rows = runs.map((r) => [
    r.label,
    fmtInt(r.articles),
    `\`${r.dir}\``,
    `${fmtInt(r.seedSeconds)} s${r.seedRuns > 1 ? ` (${r.seedRuns} runs)` : ''}`,
    r.databaseBytes === undefined ? 'n/a' : `${fmtInt(r.databaseBytes / 1e6)} MB`,
    `${fixed(r.cronSeconds, 1)} s`,
  ]);
  return markdownTable(['size', 'articles', 'state', 'seed time (npm run seed:scale)', 'database file', 'cron run at start'], rows, [
    false,
    true,
    false,
    true,
    true,
    true,
  ]);
}

export interface ScaleReport {
  heading: string;
  description: string;
  runs: SizeRun[];
}

/** The whole section between the markers: description, seeds, each size, the ratios. */
export function scaleBody({ heading, description, runs }: ScaleReport): string {
  const parts = [`### ${heading}`, description, seedTable(runs)];
  for (const run of runs) parts.push(`#### ${run.label} (${fmtInt(run.articles)} articles)`, run.picks, sizeTable(run));
  const ends = extremes(runs);
  if (ends) {
    const rows = ratioRows(ends.small, ends.large);
    const over = overBound(rows);
    parts.push(
      `#### Ratio ${ends.large.label} ÷ ${ends.small.label}`,
      ratioTable(ends.small, ends.large, rows),
      over.length ? `Over their bound: ${over.join(', ')}.` : 'Every bounded route is within its bound.',
    );
  }
  return parts.join('\n\n');
}
