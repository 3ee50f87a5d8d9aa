/** @module Which URLs the bench loads, found against the running server and checked once. */
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { ROOT } from '../dev/proc.ts';
import type { ExtraTarget } from './args.ts';

export interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  /** A signed-in reader's session cookie (and, for a POST, the site's origin: CSRF). */
  headers?: Record<string, string>;
  /**
   * Paths taken in turn, one per request, instead of `path` (the scale bench's random article
   * ids: one id repeated would measure the isolate's memos, not the database).
   */
  paths?: string[];
  /** Said under the run's table (what the target stands for, when its path does not say it). */
  note?: string;
}

/** The seeded free reader (scripts/seed/accounts.ts): signed-in readers never get the edge cache. */
export const BENCH_READER = { email: 'reader@edgewire.test', password: 'edgewire-demo' };

export const BASELINE = 'healthz';

// Timeouts keep a hung server from hanging the bench; 10 s is far above any sane response.
const REQUEST_TIMEOUT_MS = 10_000;

/** autocannon replaces this with a new id per request (its `idReplacement` option). */
export const BUST_PLACEHOLDER = '[<id>]';

/** `path` with a query value that changes on every request, so no response cache can answer it. */
export function withBust(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}b=${BUST_PLACEHOLDER}`;
}

export async function discoverTargets(origin: string, extra: ExtraTarget[], bust = false): Promise<Target[]> {
  const id = await firstArticleId(origin);
  const article = `/article/${encodeURIComponent(id)}`;
  const listed: Target[] = [
    { name: BASELINE, path: '/healthz' },
    { name: 'trending', path: '/trending' },
    { name: 'article', path: article },
    // 17 = the reader feed's page size (spec: "Feed page size 17").
    { name: 'feed-api', path: '/api/articles?page=1&count=17' },
    ...(await readerTargets(origin, article, id)),
    ...extra,
  ];
  const targets = bust
    ? // Every route pays for a new query value (parsing it is not free); trending-edge and
      // article-edge show what the edge cache saves on the same pages.
      [
        ...listed.map((t) => (t.method === 'POST' ? t : { ...t, path: withBust(t.path) })),
        { name: 'trending-edge', path: '/trending' },
        { name: 'article-edge', path: article },
      ]
    : listed;
  const asset = await staticAssetTarget(origin);
  if (asset) targets.push(asset);
  const names = new Set<string>();
  for (const { name } of targets) {
    if (names.has(name)) throw new Error(`two targets are named "${name}"; give --target a different name`);
    names.add(name);
  }
  return targets;
}

/** The client build's static files, served by the assets binding without entering the Worker. */
export const PUBLIC_DIR = join(ROOT, 'dist', 'public');

/**
 * An edge-cache hit of /trending against a static file of about the same size (issue 29: a hit
 * must be at least as fast). Both answers are bytes the Worker did not compute; what a hit costs
 * is mostly bytes moved (docs/benchmarks.md, "Edge-cache hits"), so the file is the one in
 * dist/public nearest in size to the page a guest gets, measured now (the page's size moves with
 * the seed and the markup; the build writes no file of a chosen size, and one written for the
 * bench would ship with the site). Null when there is no dist/public (an --url server elsewhere).
 */
export async function staticAssetTarget(origin: string, dir = PUBLIC_DIR): Promise<Target | null> {
  if (!existsSync(dir)) return null;
  const page = await fetch(new URL('/trending', origin), {
    headers: { accept: 'text/html', 'accept-encoding': 'identity' },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const pageBytes = (await page.arrayBuffer()).byteLength;
  const files = await publicFiles(dir);
  const nearest = nearestInSize(files, pageBytes);
  if (!nearest) return null;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return {
    name: 'static-asset',
    path: `/${nearest.path}`,
    note: `static-asset: the file in dist/public nearest in size to the guest /trending page (${kb(nearest.bytes)} against ${kb(pageBytes)}), served by the assets binding`,
  };
}

/** The file whose size is nearest `bytes` (the larger of two as near: never flatter the asset). */
export function nearestInSize<F extends { bytes: number }>(files: F[], bytes: number): F | undefined {
  let best: F | undefined;
  for (const f of files) {
    const d = Math.abs(f.bytes - bytes);
    const bestD = best ? Math.abs(best.bytes - bytes) : Number.POSITIVE_INFINITY;
    if (d < bestD || (d === bestD && best && f.bytes > best.bytes)) best = f;
  }
  return best;
}

/** Every file the assets binding serves (not its `_headers`), as a URL path and a size. */
async function publicFiles(dir: string): Promise<{ path: string; bytes: number }[]> {
  const names = await readdir(dir, { recursive: true });
  const files = await Promise.all(
    names.map(async (name) => {
      const full = join(dir, name);
      const info = await stat(full);
      const path = relative(dir, full).split(sep).join('/');
      return info.isFile() && !path.split('/').some((part) => part.startsWith('_') || part.startsWith('.'))
        ? [{ path, bytes: info.size }]
        : [];
    }),
  );
  return files.flat();
}

/**
 * What a signed-in free reader costs: their trending page and article page (their own marks,
 * comments form, no shared cache) and a vote (it toggles, so every other press clears it: both 200).
 */
async function readerTargets(origin: string, article: string, id: string): Promise<Target[]> {
  const headers = { cookie: await signIn(origin, BENCH_READER) };
  return [
    { name: 'trending-reader', path: '/trending', headers },
    { name: 'article-reader', path: article, headers },
    { name: 'vote', path: `/api/articles/${encodeURIComponent(id)}/upvote`, method: 'POST', headers: { ...headers, origin } },
  ];
}

/** Signs a seeded account in with its password; answers the session cookie (`ew_session=…`). */
export async function signIn(origin: string, account: { email: string; password: string }): Promise<string> {
  const res = await fetch(new URL('/api/auth/sign-in', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ method: 'password-sign-in', ...account }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('ew_session='));
  if (!res.ok || !cookie) throw new Error(`cannot sign ${account.email} in (HTTP ${res.status}): is the database seeded?`);
  return cookie;
}

/** The API is the cheap, unambiguous source; the trending page is the fallback. */
async function firstArticleId(origin: string): Promise<string> {
  const problems: string[] = [];
  try {
    const body = await getText(origin, '/api/articles?page=1&count=1', 'application/json');
    const envelope = JSON.parse(body) as { data?: Array<{ id?: unknown }> };
    const id = envelope.data?.[0]?.id;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
    problems.push('/api/articles returned no data[0].id');
  } catch (error) {
    problems.push(`/api/articles: ${(error as Error).message}`);
  }
  try {
    const html = await getText(origin, '/trending', 'text/html');
    const match = /href="\/article\/([^"/?#]+)"/.exec(html);
    if (match?.[1]) return decodeURIComponent(match[1]);
    problems.push('/trending has no href="/article/..." link');
  } catch (error) {
    problems.push(`/trending: ${(error as Error).message}`);
  }
  throw new Error(`cannot find an article to bench (is the database seeded?): ${problems.join('; ')}`);
}

/**
 * One request per target before any load: a target that 404s or 500s would otherwise "win" the
 * benchmark with fast error pages, so we refuse to measure it at all.
 */
export async function checkTargets(origin: string, targets: Target[]): Promise<void> {
  const failures: string[] = [];
  for (const target of targets) {
    try {
      await getText(origin, target.path, undefined, target);
    } catch (error) {
      failures.push(`${target.name} ${target.path}: ${(error as Error).message}`);
    }
  }
  if (failures.length) throw new Error(`targets not answering 2xx:\n  ${failures.join('\n  ')}`);
}

async function getText(origin: string, path: string, accept?: string, target?: Target): Promise<string> {
  const post = target?.method === 'POST';
  const response = await fetch(new URL(path.replace(BUST_PLACEHOLDER, 'check'), origin), {
    method: post ? 'POST' : 'GET',
    headers: { ...(accept ? { accept } : {}), ...(target?.headers ?? {}), ...(post ? { 'content-type': 'application/json' } : {}) },
    body: post ? '{}' : undefined,
    redirect: 'manual', // autocannon does not follow redirects either; a 3xx must show up here
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = await response.text();
  if (response.status < 200 || response.status > 299) {
    const where = response.headers.get('location');
    throw new Error(`HTTP ${response.status}${where ? ` → ${where}` : ''}: ${body.slice(0, 200).replace(/\s+/g, ' ')}`);
  }
  return body;
}
