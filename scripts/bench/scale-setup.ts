/**
 * @module One scale corpus served and ready to request, for each bench that walks the scale routes
 * (bench:scale's latencies, bench:rows's D1 rows per request): its migrations applied as `npm start`
 * applies them, the production bundle served on it, the cron run once, what to request read from
 * its D1, the reader and the admin signed in, and scale-targets.ts's routes built from all that.
 * No route is requested yet: bench:rows counts what a route's first request reads.
 */
import { resolve } from 'node:path';
import { migrateLocal } from '../db-migrate.ts';
import { runCron } from '../dev/cron-trigger.ts';
import { checkpoint } from './cli.ts';
import { type CorpusFacts, discoverCorpus, type Manifest } from './scale-corpus.ts';
import { commentsCursor } from './scale-measure.ts';
import { type ScaleRoute, scaleRoutes } from './scale-targets.ts';
import { type Served, type ServeExtras, serveState, step } from './serve.ts';
import { BENCH_READER, signIn } from './targets.ts';

/** The page of the hot article's comments the issue asks for besides the first. */
export const DEEP_COMMENTS_PAGE = 100;

export interface ScaleSetup {
  served: Served;
  origin: string;
  cronSeconds: number;
  facts: CorpusFacts;
  /** The article with the most comments, and the cursor of its DEEP_COMMENTS_PAGE. */
  hot: number;
  cursor: number;
  reader: { email: string; password: string };
  readerCookie: string;
  adminCookie: string;
  routes: ScaleRoute[];
}

/** Serves `manifest`'s state (handed to `keep`, which disposes of it) and builds its routes. */
export async function setUpCorpus(
  manifest: Manifest,
  where: string,
  keep: (served: Served) => Served,
  signal: AbortSignal,
  extras?: ServeExtras,
): Promise<ScaleSetup> {
  const stateDir = resolve(manifest.dir);
  // As npm start: new migrations are applied; its seed step would skip a state with articles,
  // so none is run at all here (a scale state is never reseeded).
  await step(`[${where}] migrations`, () => migrateLocal(stateDir));
  const served = keep(await step(`[${where}] serve ${manifest.dir}`, () => serveState(stateDir, extras)));
  checkpoint(signal);
  const cronSeconds = await step(`[${where}] cron, once (as npm start runs it)`, () => timedCron(served));
  const d1 = await served.miniflare.getD1Database('DB');
  const facts = await step(
    `[${where}] what to request (tags, article ids, a rare word)`,
    () => discoverCorpus(d1, manifest.counts.articles),
    describeFacts,
  );
  const hot = hotArticleOf(manifest);
  const origin = served.url;
  const reader = { email: factString(manifest, 'benchReader.email') ?? BENCH_READER.email, password: BENCH_READER.password };
  const admin = { email: factString(manifest, 'admin') ?? 'admin@edgewire.test', password: BENCH_READER.password };
  const cursor = await step(`[${where}] comments page ${DEEP_COMMENTS_PAGE} of article ${hot}`, () =>
    commentsCursor(origin, hot, DEEP_COMMENTS_PAGE),
  );
  const adminCookie = await signIn(origin, admin);
  const readerCookie = await signIn(origin, reader);
  const routes = scaleRoutes({ facts, hotArticle: hot, commentsCursor: cursor, readerCookie, adminCookie });
  return { served, origin, cronSeconds, facts, hot, cursor, reader, readerCookie, adminCookie, routes };
}

async function timedCron(served: Served): Promise<number> {
  const t0 = performance.now();
  const outcome = await runCron(served.miniflare);
  if (outcome !== 'ok') throw new Error(`the cron answered ${outcome}`);
  return (performance.now() - t0) / 1000;
}

/** A value of the manifest's facts by dotted path, when it is a string. */
function factString(manifest: Manifest, path: string): string | undefined {
  let value: unknown = manifest.facts;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
}

function hotArticleOf(manifest: Manifest): number {
  const hot = (manifest.facts?.hotArticle as { id?: unknown } | undefined)?.id;
  if (typeof hot !== 'number') throw new Error(`${manifest.dir}: scale-seed.json names no hot article (facts.hotArticle.id)`);
  return hot;
}

function describeFacts(f: CorpusFacts): string {
  return `big ${f.big.type}:${f.big.tag} (${f.big.articles}), small ${f.small.type}:${f.small.tag} (${f.small.articles}), ${f.articleIds.length} ids, rare word "${f.rareWord}" (${f.matches.rare} matches)`;
}
