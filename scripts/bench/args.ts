/** @module Command-line options of `npm run bench`. */
import { parseArgs } from 'node:util';

export interface ExtraTarget {
  name: string;
  path: string;
}

export interface BenchArgs {
  /** Bench this already-running server instead of building and serving the bundle. */
  url: string | undefined;
  durationSeconds: number;
  rounds: number;
  extraTargets: ExtraTarget[];
  /** Reuse .bench/state instead of starting from an empty database (saves the seed's time). */
  keepState: boolean;
  /** Print the table but leave docs/benchmarks.md alone (trial runs, CI smoke checks). */
  write: boolean;
  /** A new query value per request (`?b=<id>`), so no response cache can answer; adds article-edge. */
  bust: boolean;
  /** Build the bundle first (default); `--no-build` serves dist/ as it is (an A/B of two builds swapped in). */
  build: boolean;
}

// The brief sets 10 s as the floor: shorter runs on a 2-core machine are dominated by JIT
// warm-up and scheduler noise, so their numbers would not be comparable between runs.
export const MIN_DURATION_SECONDS = 10;

export const USAGE = `Usage: npm run bench -- [options]

Builds the production bundle, serves it with Miniflare on 127.0.0.1 against a migrated and
seeded database in .bench/state, load-tests each target with autocannon (10 connections),
prints a table and records the run in docs/benchmarks.md.

Options:
  --duration <s>        measured seconds per target per round (default 10, minimum ${MIN_DURATION_SECONDS})
  --rounds <n>          rounds; in each, every target runs in 1 s slices taken in turn (default 2)
  --target name=/path   extra target, repeatable (e.g. --target search=/api/search?q=rain)
  --url <origin>        bench an already-running server (e.g. http://127.0.0.1:8787 from npm start)
                        instead of building and serving; nothing is migrated or seeded
  --keep-state          reuse .bench/state: apply new migrations, seed only if it is empty
  --no-write            do not update docs/benchmarks.md
  --no-build            serve dist/ as it is instead of building it first (compare two builds)
  --bust                append a new query value per request (?b=<id>) to every target, so the
                        edge cache cannot answer (pages are rendered each time), and add
                        trending-edge and article-edge: the same pages without it (edge-cache hits)
  -h, --help            show this help`;

export class UsageError extends Error {}

export function parseBenchArgs(argv: string[]): BenchArgs | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        duration: { type: 'string', default: '10' },
        rounds: { type: 'string', default: '2' },
        target: { type: 'string', multiple: true, default: [] },
        url: { type: 'string' },
        'keep-state': { type: 'boolean', default: false },
        'no-write': { type: 'boolean', default: false },
        'no-build': { type: 'boolean', default: false },
        bust: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values } = parsed;
  if (values.help) return 'help';

  const durationSeconds = positiveNumber('--duration', values.duration);
  if (durationSeconds < MIN_DURATION_SECONDS) {
    throw new UsageError(`--duration must be at least ${MIN_DURATION_SECONDS} seconds per target (got ${durationSeconds})`);
  }
  const rounds = positiveNumber('--rounds', values.rounds);
  if (!Number.isInteger(rounds)) throw new UsageError(`--rounds must be a whole number (got ${values.rounds})`);

  return {
    url: values.url === undefined ? undefined : parseOrigin(values.url),
    durationSeconds,
    rounds,
    extraTargets: values.target.map(parseTarget),
    keepState: values['keep-state'],
    write: !values['no-write'],
    bust: values.bust,
    build: !values['no-build'],
  };
}

function positiveNumber(flag: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new UsageError(`${flag} must be a positive number (got "${raw}")`);
  return value;
}

function parseTarget(raw: string): ExtraTarget {
  const eq = raw.indexOf('=');
  const name = raw.slice(0, eq).trim();
  const path = raw.slice(eq + 1).trim();
  if (eq < 1 || !name || !path.startsWith('/')) {
    throw new UsageError(`--target expects name=/path (got "${raw}")`);
  }
  return { name, path };
}

function parseOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--url is not a URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--url must be http(s): "${raw}"`);
  return url.origin;
}
