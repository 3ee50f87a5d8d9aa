/** @module Which URLs the bench loads, found against the running server and checked once. */
import type { ExtraTarget } from './args.ts';

export interface Target {
  name: string;
  path: string;
}

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
    ...extra,
  ];
  const targets = bust
    ? // Every route pays for a new query value (parsing it is not free); trending-edge and
      // article-edge show what the edge cache saves on the same pages.
      [
        ...listed.map((t) => ({ ...t, path: withBust(t.path) })),
        { name: 'trending-edge', path: '/trending' },
        { name: 'article-edge', path: article },
      ]
    : listed;
  const names = new Set<string>();
  for (const { name } of targets) {
    if (names.has(name)) throw new Error(`two targets are named "${name}"; give --target a different name`);
    names.add(name);
  }
  return targets;
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
      await getText(origin, target.path);
    } catch (error) {
      failures.push(`${target.name} ${target.path}: ${(error as Error).message}`);
    }
  }
  if (failures.length) throw new Error(`targets not answering 2xx:\n  ${failures.join('\n  ')}`);
}

async function getText(origin: string, path: string, accept?: string): Promise<string> {
  const response = await fetch(new URL(path, origin), {
    headers: accept ? { accept } : {},
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
