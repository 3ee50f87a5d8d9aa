/** @module Which URLs the bench loads, found against the running server and checked once. */
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
  const names = new Set<string>();
  for (const { name } of targets) {
    if (names.has(name)) throw new Error(`two targets are named "${name}"; give --target a different name`);
    names.add(name);
  }
  return targets;
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
