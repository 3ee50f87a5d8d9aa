/** @module Command-line options of `npm run bench:backoffice`. */
import { parseArgs } from 'node:util';
import { UsageError } from './args.ts';

export const BACKOFFICE_STATE_DIR = '.bench/backoffice-state';

export interface BackOfficeArgs {
  /** Measured seconds of the stats load (and of /healthz beside it). */
  durationSeconds: number;
  /** Reuse .bench/backoffice-state: no new demo seed, no new bulk rows when they are there. */
  keepState: boolean;
  /** Serve dist/ as it is instead of building it first (trial runs only: a stale bundle lies). */
  build: boolean;
  write: boolean;
}

export const USAGE = `Usage: npm run bench:backoffice -- [options]

Builds the production bundle and serves it with Miniflare on 127.0.0.1 against a migrated, demo-
seeded database in ${BACKOFFICE_STATE_DIR} (npm run bench's .bench/state is left alone), then:
  1. seeds 100,000 analytics events over the last 7 days, users up to 100,000 in all, and article
     reads, votes, comments, subscriptions and share passes (set-based SQL);
  2. runs the Worker's cron (scheduled handler) twice, timed: the stats rollup's 30-day backfill on
     an empty daily_stats, then a steady-state run (yesterday and today);
  3. load-tests GET /admin/api/stats as admin@edgewire.test with autocannon (10 connections),
     beside /healthz for the ratio;
  4. downloads GET /aux/admin/exports/users (100,000 rows) and the same export filtered to 10,000,
     streaming and parsing the CSV, while sampling the serving workerd's VmRSS every 100 ms;
and records the run in docs/benchmarks.md, section "Back office (issue 13)".

Options:
  --duration <s>   measured seconds of the stats load (default 10, minimum 10)
  --keep-state     reuse ${BACKOFFICE_STATE_DIR} (skips the demo seed and, if present, the bulk rows)
  --no-build       serve dist/ as it is (trial runs; the run's description says so)
  --no-write       do not update docs/benchmarks.md
  -h, --help       show this help`;

export function parseBackOfficeArgs(argv: string[]): BackOfficeArgs | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        duration: { type: 'string', default: '10' },
        'keep-state': { type: 'boolean', default: false },
        'no-build': { type: 'boolean', default: false },
        'no-write': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const durationSeconds = Number(values.duration);
  // As npm run bench: shorter runs on two cores measure JIT warm-up and scheduler noise.
  if (!Number.isFinite(durationSeconds) || durationSeconds < 10) {
    throw new UsageError(`--duration must be a number of seconds, at least 10 (got "${values.duration}")`);
  }
  return { durationSeconds, keepState: values['keep-state'], build: !values['no-build'], write: !values['no-write'] };
}
