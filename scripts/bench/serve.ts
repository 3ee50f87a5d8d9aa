/** @module Builds the production bundle and serves it with Miniflare on a migrated, seeded D1. */
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { Miniflare } from 'miniflare';
import { MIGRATED_DATABASES, migrateLocal } from '../db-migrate.ts';
import { type BundleServer, bundleWorker, serveWorkerBundle, WORKER_OUTDIR } from '../dev/bundle.ts';
import { buildOnce, ensureDevVars, seedIfEmpty } from '../dev/phases.ts';
import { CommandError, ROOT } from '../dev/proc.ts';

/*
 * Persist layout, checked in the sources. Miniflare 4 keeps each binding type under
 * <root>/<plugin> (d1/, kv/, r2/, cache/: getPersistPath in miniflare/dist/src/index.js).
 * Wrangler's CLI flag `--persist-to X` makes that root X/v3 (getLocalPersistencePath +
 * getDefaultPersistRoot), while getPlatformProxy({ persist: { path: X } }) takes X itself as
 * the root (getMiniflarePersistRoot). Our seed and db:migrate both speak --persist-to (the seed
 * passes X/v3 to getPlatformProxy), so STATE_DIR is a --persist-to dir and Miniflare gets
 * STATE_DIR/v3. Bindings are keyed by wrangler.toml ids (D1 database_id, KV id, R2 bucket_name),
 * which is why the worker's options come from wrangler's own config reader, as the seed's do.
 * Bonus: `wrangler d1 execute DB --local --persist-to .bench/state` inspects the bench data.
 */
export const STATE_DIR = '.bench/state';

export interface Served {
  url: string;
  label: string;
  /** The Miniflare instance (its D1 and the Worker's cron trigger, for the back-office bench). */
  miniflare: Miniflare;
  /** Recent workerd output, for error messages. */
  recentLogs(): string[];
  dispose(): Promise<void>;
}

/** One line per phase on stderr; on failure the captured output of the command that failed. */
export async function step<T>(label: string, fn: () => Promise<T>, note?: (result: T) => string): Promise<T> {
  const started = performance.now();
  process.stderr.write(`${label} …\n`);
  try {
    const result = await fn();
    const extra = note ? ` (${note(result)})` : '';
    process.stderr.write(`${label} done in ${((performance.now() - started) / 1000).toFixed(1)} s${extra}\n`);
    return result;
  } catch (error) {
    if (error instanceof CommandError && error.output.trim()) {
      process.stderr.write(`${error.output.trim().split('\n').slice(-40).join('\n')}\n`);
    }
    throw error;
  }
}

export async function buildBundle(): Promise<void> {
  await step('client build (npm run build)', () => buildOnce());
  const sizes = await step('worker bundle (wrangler deploy --dry-run)', () => bundleWorker());
  process.stderr.write(`bundle: ${sizes}\n`);
}

/**
 * Migrates and seeds .bench/state (or `stateDir`, a --persist-to dir relative to the repo), from
 * scratch unless keepState, then serves dist/worker on it.
 */
export async function serveBundle({
  keepState,
  stateDir: dir = STATE_DIR,
  inspectorPort,
}: {
  keepState: boolean;
  stateDir?: string;
  /** workerd's V8 inspector on this port (the profiler's, scripts/bench/profile.ts). */
  inspectorPort?: number;
}): Promise<Served> {
  const stateDir = join(ROOT, dir);
  if (!keepState) await rm(stateDir, { recursive: true, force: true });
  await step(
    'migrations (npm run db:migrate)',
    () => migrateLocal(stateDir),
    (out) => (/No migrations to apply/.test(out) ? 'up to date' : 'applied'),
  );
  try {
    await step(
      'seed (scripts/seed --if-empty)',
      () => seedIfEmpty(stateDir),
      (note) => note,
    );
  } catch (error) {
    // --if-empty only looks for an article: a half-written seed would pass for a full one.
    await rm(stateDir, { recursive: true, force: true });
    throw error;
  }
  return serveState(stateDir, { inspectorPort });
}

/**
 * What a bench adds to the production configuration: variables (bench:rows's D1_METER), the
 * Worker's output, and an inspector port (bench:profile's CPU profile).
 */
export interface ServeExtras {
  vars?: Record<string, string>;
  onOutput?: (text: string) => void;
  inspectorPort?: number;
}

/**
 * Serves dist/worker on a state already migrated and seeded (an absolute --persist-to dir), with
 * the production [vars]; nothing in the state is written before the Worker runs.
 */
export async function serveState(stateDir: string, extras: ServeExtras = {}): Promise<Served> {
  // Secrets live in .dev.vars locally (`wrangler secret put` in production); npm start creates it.
  const devVarsNote = ensureDevVars();
  if (devVarsNote) process.stderr.write(`${devVarsNote}\n`);
  const logs: string[] = [];
  let served: BundleServer;
  try {
    served = await serveWorkerBundle({
      port: 0, // any free port
      inspectorPort: extras.inspectorPort,
      persistRoot: join(stateDir, 'v3'),
      // wrangler lets .dev.vars override [vars] (an older .dev.vars may still say
      // ENVIRONMENT=development); we bench the production configuration, so [vars] win and
      // .dev.vars only supplies the secrets.
      bindings: ({ config, workerOptions }) => ({ ...workerOptions.bindings, ...config.vars, ...extras.vars }),
      onOutput: (text) => {
        keepTail(logs, text);
        extras.onOutput?.(text);
      },
    });
  } catch (error) {
    throw new Error(`Miniflare did not start: ${(error as Error).message}\n${logs.join('')}`, { cause: error });
  }
  await warnOnStrayDatabases(stateDir);
  return {
    url: served.url,
    label: `Miniflare ${miniflareVersion()} serving the production bundle (${WORKER_OUTDIR})`,
    miniflare: served.miniflare,
    recentLogs: () => logs.slice(),
    dispose: () => served.dispose(),
  };
}

/**
 * A seed that keyed D1 by anything but wrangler.toml's database_id, or wrote to another root,
 * leaves a second sqlite file; the worker would then read an empty database.
 */
async function warnOnStrayDatabases(stateDir: string): Promise<void> {
  const dir = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = existsSync(dir) ? (await readdir(dir)).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite') : [];
  // One sqlite file per D1 binding: the main database and the events database.
  if (files.length !== MIGRATED_DATABASES.length) {
    process.stderr.write(
      `warning: ${files.length} D1 databases in ${relative(ROOT, dir)} (expected ${MIGRATED_DATABASES.length}); check the seed's persist path\n`,
    );
  }
}

function miniflareVersion(): string {
  return (createRequire(import.meta.url)('miniflare/package.json') as { version: string }).version;
}

function keepTail(lines: string[], text: string): void {
  lines.push(text);
  if (lines.length > 60) lines.splice(0, lines.length - 60);
}
