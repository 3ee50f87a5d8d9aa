/**
 * @module `npm run seed [-- --persist <dir>] [-- --if-empty]`: fills the local D1, R2 and KV that
 * `wrangler dev` serves with demo content. Deterministic and idempotent: dates hang off an anchor
 * day kept in KV, every row has a fixed id and is inserted with ON CONFLICT DO NOTHING.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { D1Database, KVNamespace, R2Bucket } from '@cloudflare/workers-types/experimental';
import { getPlatformProxy } from 'wrangler';
import { attachImages, buildRows, drawnImages, imageJobs, utcMidnight } from './build';
import { DEMO_BILLING_ENV, type DemoBilling, linkDemoBilling } from './demo-billing';
import { createProgress, type LogStream } from './progress';
import { renderImages } from './render';
import { TABLES } from './types';
import { countEventRows, countObjects, countRows, EVENTS_TABLES, objectWriter, type WriteReport, writeSeed } from './write';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const ANCHOR_KEY = 'seed:anchor';
/** Wrangler's own default (relative to wrangler.toml), so `wrangler dev` serves what we wrote. */
export const DEFAULT_PERSIST = join(ROOT, '.wrangler/state');

export interface SeedOptions {
  /** Same meaning as wrangler's --persist-to: the directory that holds v3/. */
  persist?: string;
  ifEmpty?: boolean;
  /** Where progress goes; defaults to stderr. */
  log?: LogStream;
  /** The demo Plus reader's objects at the local Stripe (npm start): linked after seeding, or when already seeded. */
  demoBilling?: DemoBilling;
}

export interface SeedResult {
  status: 'seeded' | 'skipped';
  anchor?: number;
  report?: WriteReport;
  counts?: Record<string, number>;
  objects?: number;
  /** What linking the demo Plus reader to the local Stripe did, when asked to. */
  billing?: string;
  seconds: number;
}

export class SeedError extends Error {}

type Bindings = { DB: D1Database; EVENTS_DB: D1Database; MEDIA: R2Bucket; CACHE: KVNamespace };

/** The local D1s (main and events), R2 and KV under a --persist-to directory, as `wrangler dev` serves them; dispose() when done. */
export function openState(persist: string) {
  // getPlatformProxy wants the v3 directory itself, wrangler's --persist-to the one above it.
  return getPlatformProxy<Bindings>({
    configPath: join(ROOT, 'wrangler.toml'),
    persist: { path: join(persist, 'v3') },
    remoteBindings: false,
  });
}

async function hasArticles(db: D1Database, persist: string): Promise<boolean> {
  try {
    return (await db.prepare('SELECT 1 FROM articles LIMIT 1').first()) !== null;
  } catch (error) {
    if (/no such table/i.test(String(error))) {
      const flag = persist === DEFAULT_PERSIST ? '' : ` -- --persist ${persist}`;
      throw new SeedError(`The database in ${persist} has no "articles" table. Apply the migrations first: npm run db:migrate${flag}`);
    }
    throw error;
  }
}

/** The first run fixes the anchor day; later runs reuse it, so they compute identical rows. */
async function anchorDay(cache: KVNamespace): Promise<number> {
  const stored = await cache.get(ANCHOR_KEY);
  if (stored !== null) {
    const ms = Date.parse(stored);
    if (!Number.isNaN(ms)) return utcMidnight(ms);
  }
  const anchor = utcMidnight(Date.now());
  await cache.put(ANCHOR_KEY, new Date(anchor * 1000).toISOString());
  return anchor;
}

export async function seed(options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const seconds = () => Math.round(performance.now() - started) / 1000;
  process.env.WRANGLER_SEND_METRICS = 'false';
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  // Keeps wrangler's "Using secrets defined in .dev.vars" off stdout, which carries the summary.
  process.env.WRANGLER_LOG ??= 'warn';
  const persist = resolve(options.persist ?? DEFAULT_PERSIST);
  const proxy = await openState(persist);
  try {
    const { DB: db, EVENTS_DB: eventsDb, MEDIA: media, CACHE: cache } = proxy.env;
    const billing = async () => (options.demoBilling ? { billing: await linkDemoBilling(db, options.demoBilling) } : {});
    if ((await hasArticles(db, persist)) && options.ifEmpty) return { status: 'skipped', ...(await billing()), seconds: seconds() };
    const anchor = await anchorDay(cache);
    const progress = createProgress(options.log);
    try {
      const rows = await buildRows(anchor);
      const jobs = imageJobs(rows);
      progress.setTotal(2 * jobs.length + TABLES.reduce((sum, table) => sum + rows.tables[table].length, 0));
      progress.phase('images', 2 * jobs.length);
      const objects = objectWriter(media, () => progress.advance(1));
      // Each image goes to R2 as soon as it is drawn, so uploads overlap the drawing.
      const drawn = await renderImages(jobs, {
        onImage: (_done, _total, job, image) => {
          progress.advance(1);
          // writeSeed awaits the same promise below; that is where a failure is reported.
          objects.store({ key: job.key, body: image.bytes, contentType: image.mime }).catch(() => {});
        },
      });
      const data = attachImages(rows, drawnImages(drawn));
      const report = await writeSeed({ db, eventsDb, media }, data, progress, objects);
      progress.stop();
      const main = TABLES.filter((t) => !EVENTS_TABLES.has(t));
      const counts = { ...(await countRows(db, main)), events: await countEventRows(eventsDb) };
      const objectCount = await countObjects(media, 'seed/');
      return { status: 'seeded', anchor, report, counts, objects: objectCount, ...(await billing()), seconds: seconds() };
    } finally {
      progress.stop();
    }
  } finally {
    await proxy.dispose();
  }
}

const USAGE = `Usage: npm run seed -- [--persist <dir>] [--if-empty]

  --persist <dir>  persistence root, as wrangler's --persist-to (default .wrangler/state)
  --if-empty       do nothing when the database already has articles (used by npm start)
  -h, --help       show this help

  ${DEMO_BILLING_ENV} (set by npm start): the demo Plus reader's objects at the local Stripe,
  linked in D1 after seeding (scripts/seed/demo-billing.ts)
`;

export async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: { persist: { type: 'string' }, 'if-empty': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  try {
    const link = process.env[DEMO_BILLING_ENV];
    const result = await seed({
      persist: args.persist,
      ifEmpty: args['if-empty'],
      demoBilling: link ? (JSON.parse(link) as DemoBilling) : undefined,
    });
    if (result.billing) process.stdout.write(`${result.billing}\n`);
    if (result.status === 'skipped') {
      process.stdout.write(`database already seeded (${result.seconds} s)\n`);
      return 0;
    }
    const inserted = Object.values(result.report?.inserted ?? {}).reduce((a, b) => a + b, 0);
    const lines = Object.entries(result.counts ?? {}).map(
      ([table, n]) => `  ${table.padEnd(22)} ${String(n).padStart(6)}   (+${result.report?.inserted[table] ?? 0})`,
    );
    process.stdout.write(
      [
        `Seeded in ${result.seconds} s (anchor ${new Date((result.anchor ?? 0) * 1000).toISOString().slice(0, 10)}): ${inserted} new rows, ` +
          `${result.report?.objectsPut ?? 0} new R2 objects (${result.objects} under seed/).`,
        '  table                    rows   (new this run)',
        ...lines,
        '',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    process.stderr.write(`seed failed: ${error instanceof SeedError ? error.message : ((error as Error).stack ?? String(error))}\n`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
