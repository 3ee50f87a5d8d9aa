/** @module The back-office bench's run as markdown: the data, the cron, the stats load, the exports. */
import os from 'node:os';
import type { ExportResult } from './export-download.ts';
import type { TargetResult } from './load.ts';
import { gitRevision, machineSummary, resultsTable } from './report.ts';

export interface CronRun {
  label: string;
  /** Days the rollup recomputed, from its `cron.stats` log line. */
  days: number | undefined;
  ms: number;
}

export interface BackOfficeRun {
  started: Date;
  /** The 1-minute load average before the bench began: how busy the shared machine was. */
  loadAverage: number;
  serverLabel: string;
  built: boolean;
  counts: Record<string, number>;
  cron: CronRun[];
  statsTotals: Record<string, number>;
  load: TargetResult[];
  durationSeconds: number;
  exports: ExportResult[];
}

/** Every `{"event": name, …}` JSON line in workerd's output, oldest first (cut lines skipped). */
export function logEvents(output: string, name: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((l) => l.includes(`"event":"${name}"`))
    .flatMap((line) => {
      try {
        return [JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>];
      } catch {
        return []; // a line cut between two output chunks
      }
    });
}

const MIB = 1024;
export const mib = (kb: number) => (kb / MIB).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} ms` : 'n/a');
const int = (n: number) => n.toLocaleString('en-US');

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Whether the export's memory is flat: the median peak growth of the largest export at most
 * twice that of the smallest (growth under 1 MiB counted as 1 MiB: sampling noise), for (here)
 * ten times the rows. Medians over the passes, because workerd's RSS grows in steps (V8 enlarging
 * its heap, SQLite its cache) whenever they happen to fall, and never shrinks back; the worst
 * pass of each size is quoted beside them.
 */
export function flatVerdict(exports: readonly ExportResult[]): string {
  const measured = exports.filter((e) => e.rss);
  if (measured.length < 2) return 'Memory not measured (no /proc).';
  const sizes = [...new Set(measured.map((e) => e.rows))].sort((a, b) => a - b);
  const small = sizes[0]!;
  const large = sizes.at(-1)!;
  const growths = (rows: number) => measured.filter((e) => e.rows === rows).map((e) => e.rss!.growthKb);
  const [m1, m2] = [median(growths(small)), median(growths(large))];
  const [w1, w2] = [Math.max(...growths(small)), Math.max(...growths(large))];
  const flat = m2 <= 2 * Math.max(m1, MIB);
  return (
    `${flat ? 'Flat' : 'Not flat'}: median peak growth ${mib(m2)} MiB at ${int(large)} rows against ${mib(m1)} MiB at ` +
    `${int(small)} rows, for ${(large / Math.max(small, 1)).toFixed(0)}× the rows (worst pass: ${mib(w2)} against ${mib(w1)} MiB).`
  );
}

/**
 * Whether the body leaves the Worker as it is read: a buffered export could send its first byte
 * only once every row was read, so its first byte would come later the more rows there are.
 */
export function firstByteNote(exports: readonly ExportResult[]): string {
  const sizes = [...new Set(exports.map((e) => e.rows))].sort((a, b) => a - b);
  const at = (rows: number, pick: (e: ExportResult) => number) => median(exports.filter((e) => e.rows === rows).map(pick));
  const parts = sizes.map((rows) => `${ms(at(rows, (e) => e.firstByteMs))} of ${ms(at(rows, (e) => e.totalMs))} at ${int(rows)} rows`);
  return `Median first byte: ${parts.join(', ')}.`;
}

export function exportTable(exports: readonly ExportResult[]): string {
  const header = ['export', 'rows', 'bytes', 'first byte', 'total', 'rows/s', 'RSS before MiB', 'peak MiB', 'peak − before MiB', 'samples'];
  const rows = exports.map((e) => [
    `${e.label} \`${e.path}\``,
    int(e.rows),
    int(e.bytes),
    ms(e.firstByteMs),
    ms(e.totalMs),
    int(Math.round(e.rows / (e.totalMs / 1000))),
    e.rss ? mib(e.rss.beforeKb) : 'n/a',
    e.rss ? mib(e.rss.peakKb) : 'n/a',
    e.rss ? mib(e.rss.growthKb) : 'n/a',
    e.rss ? String(e.rss.samples) : 'n/a',
  ]);
  return markdownTable(header, rows, 1);
}

function markdownTable(header: string[], rows: string[][], firstNumeric: number): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i >= firstNumeric ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i >= firstNumeric ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export function backOfficeSection(run: BackOfficeRun): string {
  const heading = `### Run ${run.started.toISOString().replace(/\.\d+Z$/, 'Z')} — ${machineSummary()}`;
  const about = [
    `Server: ${run.serverLabel}${run.built ? '' : ' (--no-build: dist/ served as it was)'}`,
    `commit ${gitRevision()}`,
    `${os.platform()} ${os.release()}`,
    `1-minute load average ${run.loadAverage.toFixed(1)} before the bench started`,
  ].join(' · ');
  const data = Object.entries(run.counts)
    .map(([table, n]) => `${table} ${int(n)}`)
    .join(', ');
  const cron = markdownTable(
    ['cron run', 'days recomputed', 'time'],
    run.cron.map((c) => [c.label, c.days === undefined ? 'n/a' : String(c.days), ms(c.ms)]),
    1,
  );
  const totals = Object.entries(run.statsTotals)
    .map(([metric, n]) => `${metric} ${int(n)}`)
    .join(', ');
  return [
    heading,
    about,
    `**Data** (rows after seeding): ${data}.`,
    `**Stats rollup** (the whole scheduled handler, timed from the trigger until it settled):\n\n${cron}`,
    `**\`GET /admin/api/stats\`** (default window: the last 7 days; totals read: ${totals}), ${run.durationSeconds} s ` +
      `measured per target in 1 s slices after a 2 s warm-up, 10 connections:\n\n${resultsTable(run.load)}\n\n` +
      "D1 round trips per read: 2, the admin's session check (viewerMiddleware) and then one batch of 2 statements " +
      '(the metrics and the most read articles); `worker/features/stats/round-trips.test.ts` pins it (budget 2, the ' +
      'last trip a batch of 2). Counted by that test, not by this run.',
    `**Users export**, streamed and parsed; RSS is the serving workerd's VmRSS (Worker and local D1), ` +
      `"before" read just ahead of each request:\n\n${exportTable(run.exports)}\n\n${flatVerdict(run.exports)} ${firstByteNote(run.exports)}`,
  ].join('\n\n');
}
