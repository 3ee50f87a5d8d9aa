/**
 * @module `npm run seed:scale -- --articles N --persist <dir>`: a scale corpus (default 1,000,000
 * articles; counts.ts scales the rest) in a local state of its own, which `npm start -- --persist
 * <dir>` then serves (its demo seed sees articles there and leaves them alone). Migrates the state
 * with wrangler, then writes through Miniflare's local D1 (the same engine, triggers and all: the FTS
 * index and article_tags.published_date are kept by the schema's own triggers) in large batched
 * multi-row INSERTs. Resumable: <persist>/scale-seed.json records the batches written and each
 * phase's time. The repository has no Node SQLite library (better-sqlite3; node:sqlite needs Node
 * 22), so the D1 binding from getPlatformProxy is the way in; it spares wrangler d1 execute's
 * process per file.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { D1Database } from '@cloudflare/workers-types/experimental';
import { migrateLocal } from '../../db-migrate.ts';
import { openState } from '../index';
import type { LogStream } from '../progress';
import { DAY } from '../types';
import { countEventRows, countRows } from '../write';
import {
  addSeconds,
  CHECKPOINT_FILE,
  type Checkpoint,
  mismatch,
  newCheckpoint,
  nextBatch,
  readCheckpoint,
  recordBatch,
  writeCheckpoint,
} from './checkpoint';
import { DEFAULT_BODY_CHARS, scaleCounts } from './counts';
import { databaseBytes, refusal } from './persist';
import { batchesOf, phases, range } from './phases';
import { makePlan, type Plan } from './plan';
import { scaleProgress } from './progress';

export const DEFAULT_SEED = 'scale-v1';
export const DEFAULT_ARTICLES = 1_000_000;
export const SCALE_TABLES = ['tags', 'users', 'articles', 'article_tags', 'tag_follows', 'votes', 'comments', 'bookmarks'] as const;

export interface ScaleOptions {
  articles: number;
  persist: string;
  seed?: string;
  log?: LogStream;
  /** Epoch seconds of a UTC midnight; default: today's, fixed by the first run. */
  anchor?: number;
  /** Median characters of an article's text (counts.ts DEFAULT_BODY_CHARS). */
  bodyChars?: number;
}

export class ScaleSeedError extends Error {}

async function facts(db: D1Database, plan: Plan): Promise<Record<string, unknown>> {
  const tags = await db
    .prepare(
      `SELECT t.tag, count(*) AS n FROM article_tags at JOIN tags t ON t.id = at.tag_id
       WHERE t.type = 'location' GROUP BY at.tag_id ORDER BY n DESC, t.tag`,
    )
    .all<{ tag: string; n: number }>();
  const rows = tags.results;
  return {
    hotArticle: { id: plan.hotArticle, comments: plan.counts.hotComments },
    benchReader: { email: 'reader@edgewire.test', follows: 20 },
    admin: 'admin@edgewire.test',
    password: 'edgewire-demo (every account)',
    bigLocationTag: rows[0],
    smallLocationTag: rows[rows.length - 1],
    locationTags: rows.length,
  };
}

export async function seedScale(options: ScaleOptions): Promise<{ checkpoint: Checkpoint; counts: Record<string, number>; ran: string[] }> {
  const refused = refusal(options.persist);
  if (refused) throw new ScaleSeedError(refused);
  process.env.WRANGLER_SEND_METRICS = 'false';
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  process.env.WRANGLER_LOG ??= 'warn';
  const persist = resolve(options.persist);
  const seed = options.seed ?? DEFAULT_SEED;
  const counts = scaleCounts(options.articles);
  const bodyChars = options.bodyChars ?? DEFAULT_BODY_CHARS;
  if (!Number.isInteger(bodyChars) || bodyChars < 200)
    throw new ScaleSeedError(`--body-chars must be a whole number of at least 200, got ${bodyChars}`);
  const file = join(persist, CHECKPOINT_FILE);
  mkdirSync(persist, { recursive: true });
  let checkpoint = readCheckpoint(file);
  if (checkpoint) {
    const why = mismatch(checkpoint, seed, counts, bodyChars);
    if (why) throw new ScaleSeedError(`${persist} cannot be continued: ${why}. Use a fresh --persist directory.`);
  }
  const migrationStarted = performance.now();
  await migrateLocal(persist);
  const migrationSeconds = (performance.now() - migrationStarted) / 1000;
  const proxy = await openState(persist);
  const progress = scaleProgress(options.log);
  const ran: string[] = [];
  try {
    const db = proxy.env.DB;
    const eventsDb = proxy.env.EVENTS_DB;
    if (!checkpoint) {
      if ((await db.prepare('SELECT 1 FROM articles LIMIT 1').first()) !== null) {
        throw new ScaleSeedError(
          `${persist} already holds articles the scale seed did not write (no ${CHECKPOINT_FILE}): use a fresh directory`,
        );
      }
      checkpoint = newCheckpoint(seed, options.anchor ?? Math.floor(Date.now() / 1000 / DAY) * DAY, counts, new Date(), bodyChars);
    }
    const record = checkpoint;
    record.runs++;
    addSeconds(record, 'migrations', 1, migrationSeconds);
    if (!record.phases.migrations?.done) recordBatch(record, 'migrations', 1, 0, 0, 0);
    writeCheckpoint(file, record);
    const planStarted = performance.now();
    const plan = makePlan(seed, counts, record.anchor, record.bodyChars);
    addSeconds(record, 'plan', 1, (performance.now() - planStarted) / 1000);
    if (!record.phases.plan?.done) recordBatch(record, 'plan', 1, 0, 0, 0);

    for (const phase of phases(plan)) {
      const batches = batchesOf(phase);
      const first = nextBatch(record, phase.name, batches);
      if (first >= batches) continue;
      ran.push(phase.name);
      const phaseStarted = performance.now();
      progress.phase(phase.name, phase.units, Math.min(phase.units, first * phase.batchSize));
      let since = performance.now();
      let writing: Promise<void> = Promise.resolve();
      const target = phase.database === 'events' ? eventsDb : db;
      for (let b = first; b < batches; b++) {
        // The next batch is generated while workerd writes the previous one.
        const sql = await phase.statements(b);
        await writing;
        const units = range(b, phase.batchSize, phase.units);
        writing = target.batch(sql.map((s) => target.prepare(s))).then(() => {
          const now = performance.now();
          recordBatch(record, phase.name, batches, b, units[1] - units[0], (now - since) / 1000);
          since = now;
          writeCheckpoint(file, record);
          progress.advance(units[1] - units[0]);
        });
      }
      await writing;
      progress.end((performance.now() - phaseStarted) / 1000);
    }
    const summaryStarted = performance.now();
    // Raw events are counted in the events database (every month's table).
    const tableCounts = { ...(await countRows(db, SCALE_TABLES)), events: await countEventRows(eventsDb) };
    record.facts = await facts(db, plan);
    addSeconds(record, 'summary', 1, (performance.now() - summaryStarted) / 1000);
    if (!record.phases.summary?.done) recordBatch(record, 'summary', 1, 0, 0, 0);
    // The phases' times are saved batch by batch, so the total counts interrupted runs too.
    record.totalSeconds = Object.values(record.phases).reduce((sum, p) => sum + p.seconds, 0);
    record.finishedAt = new Date().toISOString();
    writeCheckpoint(file, record);
    return { checkpoint: record, counts: tableCounts, ran };
  } finally {
    progress.end();
    await proxy.dispose();
    if (checkpoint) {
      checkpoint.databaseBytes = databaseBytes(persist);
      writeCheckpoint(file, checkpoint);
    }
  }
}

const USAGE = `Usage: npm run seed:scale -- --persist <dir> [--articles N] [--body-chars N] [--seed <text>]

  --persist <dir>   a state directory of its own (wrangler's --persist-to); never .wrangler/state
  --articles N      articles to generate (default ${DEFAULT_ARTICLES.toLocaleString('en-US')}); the rest scales with N
  --body-chars N    median characters of an article's text (default ${DEFAULT_BODY_CHARS})
  --seed <text>     the generator's seed (default ${DEFAULT_SEED}); the same seed gives the same corpus
  -h, --help        show this help

Rerun the same command to continue after an interruption. Then: npm start -- --persist <dir>
`;

export async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        persist: { type: 'string' },
        articles: { type: 'string' },
        seed: { type: 'string' },
        'body-chars': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const refused = refusal(args.persist);
  const articles = args.articles === undefined ? DEFAULT_ARTICLES : Number(args.articles.replace(/[_,]/g, ''));
  try {
    if (refused) throw new ScaleSeedError(refused);
    scaleCounts(articles);
  } catch (error) {
    process.stderr.write(`seed:scale: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  try {
    const { checkpoint, counts } = await seedScale({
      articles,
      persist: args.persist as string,
      seed: args.seed,
      bodyChars: args['body-chars'] === undefined ? undefined : Number(args['body-chars']),
    });
    const lines = [
      `Scale corpus in ${args.persist} (${articles.toLocaleString('en-US')} articles, body median ${checkpoint.bodyChars} characters, seed ${checkpoint.seed}):`,
      '  phase          seconds',
      ...Object.entries(checkpoint.phases).map(([name, p]) => `  ${name.padEnd(12)} ${p.seconds.toFixed(1).padStart(9)}`),
      `  total        ${checkpoint.totalSeconds.toFixed(1).padStart(9)}  (over ${checkpoint.runs} run${checkpoint.runs === 1 ? '' : 's'})`,
      '  table                    rows',
      ...Object.entries(counts).map(([table, n]) => `  ${table.padEnd(18)} ${n.toLocaleString('en-US').padStart(12)}`),
      `  database file: ${((checkpoint.databaseBytes ?? 0) / 1e6).toFixed(1)} MB`,
      `Recorded in ${join(args.persist as string, CHECKPOINT_FILE)}. Serve it: npm start -- --persist ${args.persist}`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
    return 0;
  } catch (error) {
    process.stderr.write(
      `seed:scale failed: ${error instanceof ScaleSeedError ? error.message : ((error as Error).stack ?? String(error))}\n`,
    );
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
