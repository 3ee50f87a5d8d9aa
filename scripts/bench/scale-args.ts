/** @module Command-line options of `npm run bench:scale`. */
import { parseArgs } from 'node:util';
import { UsageError } from './args.ts';

export interface ScaleArgs {
  /** Scale states (seed:scale's --persist dirs), in the order given; each is measured in turn. */
  persist: string[];
  /** Measured seconds per route, after its warm-up. */
  durationSeconds: number;
  warmupSeconds: number;
  /** Sequential downloads of the users export whose first byte is timed. */
  exportSamples: number;
  /** Build the bundle first (off for trial runs against a dist/ already built). */
  build: boolean;
  /** Replace the scale section of docs/benchmarks.md. */
  write: boolean;
  /** Words for the run's description in the docs (e.g. "10k smoke run"). */
  note: string | undefined;
}

export const DEFAULT_DURATION_SECONDS = 5;
export const DEFAULT_WARMUP_SECONDS = 2;
export const DEFAULT_EXPORT_SAMPLES = 10;

export const USAGE = `Usage: npm run bench:scale -- --persist <dir> [--persist <dir2> ...] [options]

For each scale state written by \`npm run seed:scale -- --articles N --persist <dir>\`, serves the
production bundle on it as \`npm start -- --persist <dir>\` does (migrations applied, nothing
seeded, the cron run once), then loads each route with autocannon (10 connections): a warm-up,
then --duration seconds. Prints a table per size and the ratio of the largest size to the
smallest for each route, flagged against issue 29's bounds (reader routes within 2x, search and
the back office's list and stats within 3x).

Options:
  --persist <dir>     a scale state (repeatable; the same one twice is allowed, for trials)
  --duration <s>      measured seconds per route (default ${DEFAULT_DURATION_SECONDS})
  --warmup <s>        warm-up seconds per route, not recorded (default ${DEFAULT_WARMUP_SECONDS})
  --export-samples n  downloads of the users export whose first byte is timed (default ${DEFAULT_EXPORT_SAMPLES})
  --no-build          serve dist/ as it is (trial runs: a stale bundle lies)
  --write             replace the scale section of docs/benchmarks.md with this run
  --note <text>       words added to the run's description (e.g. "10k smoke run")
  -h, --help          show this help`;

export function parseScaleArgs(argv: string[]): ScaleArgs | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        persist: { type: 'string', multiple: true, default: [] },
        duration: { type: 'string', default: String(DEFAULT_DURATION_SECONDS) },
        warmup: { type: 'string', default: String(DEFAULT_WARMUP_SECONDS) },
        'export-samples': { type: 'string', default: String(DEFAULT_EXPORT_SAMPLES) },
        'no-build': { type: 'boolean', default: false },
        write: { type: 'boolean', default: false },
        note: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const persist = values.persist.map((p) => p.trim()).filter(Boolean);
  if (persist.length === 0) throw new UsageError('--persist <dir> is required: a state written by npm run seed:scale');
  const durationSeconds = number('--duration', values.duration, 1);
  const warmupSeconds = number('--warmup', values.warmup, 0);
  const exportSamples = number('--export-samples', values['export-samples'], 1);
  if (!Number.isInteger(exportSamples)) throw new UsageError(`--export-samples must be a whole number (got ${values['export-samples']})`);
  const note = values.note?.trim() || undefined;
  return { persist, durationSeconds, warmupSeconds, exportSamples, build: !values['no-build'], write: values.write, note };
}

function number(flag: string, raw: string, min: number): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < min)
    throw new UsageError(`${flag} must be a number of at least ${min} (got "${raw}")`);
  return value;
}
