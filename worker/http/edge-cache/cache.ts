/** @module The edge cache middleware: session bypass, the per-isolate L1, the Cache API copy and stale-while-revalidate. */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { onForget, pageGeneration } from '../../cache';
import type { AppEnv } from '../../env';
import { log } from '../log';
import { SESSION_COOKIE_NAMES } from '../session-cookie';
import { cacheKeyUrl, EDGE_CACHED_PATH, normalizedQuery, splitUrl } from './key';

export const EDGE_TTL_SECONDS = 60;
export const EDGE_MAX_STALE_SECONDS = 600;
export const EDGE_HEADER = 'X-Edge-Cache';

const SESSION_COOKIES = Object.values(SESSION_COOKIE_NAMES);
export const EDGE_STORED_AT = 'x-edge-stored-at';
const STORED_AT = EDGE_STORED_AT;
/** Added by the Cache API to what it returns; it describes our lookup, not the reader's. */
const CACHE_STATUS = 'cf-cache-status';
/**
 * What browsers are told about a guest page (docs/decisions/066-edge-build-sitemap-index-and-list-depth.md):
 * always ask again (max-age=0), but a copy up to BROWSER_SWR_SECONDS old may be shown at once while
 * the browser asks in the background, so going back to the front page paints without a round trip.
 * Signing in clears the browser's cache (auth/session.ts, Clear-Site-Data), so the guest copy is
 * never shown to the reader who just signed in (what made decision 025 drop it). The edge's own
 * TTL and stale window belong to the copy this Worker keeps (stored with its own header below).
 */
export const BROWSER_SWR_SECONDS = EDGE_TTL_SECONDS;
export const GUEST_CACHE_CONTROL = `public, max-age=0, stale-while-revalidate=${BROWSER_SWR_SECONDS}`;
/** Signed-in pages: about one reader, never kept, never served stale. */
export const PRIVATE_CONTROL = 'private, no-store';

function hasSession(c: Context<AppEnv>): boolean {
  return SESSION_COOKIES.some((name) => getCookie(c, name) !== undefined);
}

function storable(res: Response): boolean {
  const control = res.headers.get('cache-control') ?? '';
  return (
    res.status === 200 &&
    res.body !== null &&
    (res.headers.get('content-type') ?? '').startsWith('text/html') &&
    !res.headers.has('set-cookie') &&
    !/private|no-store/.test(control)
  );
}

function withHeaders(res: Response, body: ReadableStream | null, set: Record<string, string>, drop: string[] = []): Response {
  const headers = new Headers(res.headers);
  for (const name of drop) headers.delete(name);
  for (const [name, value] of Object.entries(set)) headers.set(name, value);
  return new Response(body, { status: res.status, statusText: res.statusText, headers });
}

/** Hono's `c.res = x` copies the old response's headers over x's, so headers are set after. */
function setHeaders(c: Context<AppEnv>, set: Record<string, string>): void {
  try {
    for (const [name, value] of Object.entries(set)) c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res); // immutable headers (a fetched response): copy once
    for (const [name, value] of Object.entries(set)) c.res.headers.set(name, value);
  }
}

/** The copy kept in the Cache API: it must outlive the TTL by the stale window. */
const toStored = (res: Response, body: ReadableStream | null) =>
  withHeaders(
    res,
    body,
    { 'cache-control': `public, max-age=${EDGE_TTL_SECONDS + EDGE_MAX_STALE_SECONDS}`, [STORED_AT]: String(Date.now()) },
    ['transfer-encoding', 'content-length'],
  );

/**
 * L1: the hottest fresh pages, kept as bytes in this isolate in front of the Cache API (whose
 * match costs a lookup and a body copy on every hit). Same key, so a generation bump or a new
 * build misses here too; entries are served only while fresh and the map is bounded.
 */
const L1_MAX_ENTRIES = 48;
const L1_MAX_BYTES = 8 * 1024 * 1024;
/**
 * `headers` are the final HIT headers except `age`, built once when the entry is put; `built` is
 * the Headers object for one value of `age` (rebuilt once a second at most: a Headers object
 * costs a third of what a list of pairs costs to turn into a Response).
 */
type L1Entry = { body: ArrayBuffer; headers: [string, string][]; storedAt: number; built?: { age: number; headers: Headers } };

function l1Response(hot: L1Entry, ageSeconds: number): Response {
  if (hot.built?.age !== ageSeconds) hot.built = { age: ageSeconds, headers: new Headers([...hot.headers, ['age', String(ageSeconds)]]) };
  return new Response(hot.body, { status: 200, headers: hot.built.headers });
}

const VARY = 'Cookie';
const HIT_SET: Record<string, string> = { 'cache-control': GUEST_CACHE_CONTROL, vary: VARY, [EDGE_HEADER]: 'HIT' };
function hitHeaders(stored: Headers): [string, string][] {
  const drop = new Set([STORED_AT, 'age', CACHE_STATUS, ...Object.keys(HIT_SET).map((n) => n.toLowerCase())]);
  return [...[...stored].filter(([n]) => !drop.has(n)), ...Object.entries(HIT_SET)];
}

const l1 = new Map<string, L1Entry>();
let l1Bytes = 0;

function l1Put(key: string, entry: L1Entry) {
  if (entry.body.byteLength > L1_MAX_BYTES / 8) return;
  const old = l1.get(key);
  if (old) {
    l1.delete(key);
    l1Bytes -= old.body.byteLength;
  }
  l1.set(key, entry);
  l1Bytes += entry.body.byteLength;
  // Maps iterate in insertion order: drop the oldest until within bounds.
  for (const [k, v] of l1) {
    if (l1.size <= L1_MAX_ENTRIES && l1Bytes <= L1_MAX_BYTES) break;
    l1.delete(k);
    l1Bytes -= v.body.byteLength;
  }
}

// The Cache API copies are keyed by the generation; this isolate's L1 is forgotten by name too.
onForget('pages', () => {
  l1.clear();
  l1Bytes = 0;
});

/** Background refreshes in flight, so a burst of stale hits renders a page once per isolate. */
const refreshing = new Set<string>();
/** Requests this module sent to itself to refresh a stale copy: they skip the lookup. */
const refreshRequests = new WeakSet<Request>();

type Render = (req: Request, env: Env, ctx: Context<AppEnv>['executionCtx']) => Response | Promise<Response>;

/**
 * The middleware. `render` re-enters the app for background refreshes (app.ts passes its own
 * fetch), which keeps this module free of an import cycle with the app.
 */
export function edgeCache(render: Render): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' || !EDGE_CACHED_PATH.test(c.req.path)) return next();
    if (hasSession(c)) {
      await next();
      setHeaders(c, { 'cache-control': PRIVATE_CONTROL, [EDGE_HEADER]: 'BYPASS' });
      return;
    }
    const url = splitUrl(c.req.url);
    // Local development (wrangler dev) shows every edit at once: nothing is shared there.
    const query = c.env.ENVIRONMENT === 'development' ? null : normalizedQuery(url);
    if (query === null) {
      await next();
      setHeaders(c, { 'cache-control': c.res.headers.get('cache-control') ?? 'private, no-cache', [EDGE_HEADER]: 'BYPASS' });
      return;
    }
    const nowMs = Date.now();
    const keyUrl = cacheKeyUrl(url, query, await pageGeneration(c.env, nowMs));

    // The hottest path of the site: a fresh copy in this isolate, served with headers built at put.
    const hot = l1.get(keyUrl);
    if (hot && !refreshRequests.has(c.req.raw)) {
      const ageSeconds = Math.max(0, Math.floor((nowMs - hot.storedAt) / 1000));
      if (ageSeconds <= EDGE_TTL_SECONDS) return l1Response(hot, ageSeconds);
      l1.delete(keyUrl);
      l1Bytes -= hot.body.byteLength;
    }

    const key = new Request(keyUrl, { method: 'GET' });
    // The DOM lib's CacheStorage type (also in tsconfig) lacks Workers' `default`.
    const cache = (caches as unknown as { default: Cache }).default;

    if (refreshRequests.has(c.req.raw)) {
      await next();
      if (storable(c.res)) await cache.put(key, toStored(c.res, c.res.body));
      // Nobody reads this response; its body went into the cache.
      c.res = new Response(null, { status: 204 });
      return;
    }

    const cached = await cache.match(key);
    const storedAt = Number(cached?.headers.get(STORED_AT));
    const ageSeconds = Math.max(0, Math.floor((nowMs - storedAt) / 1000));
    if (cached && Number.isFinite(storedAt) && ageSeconds <= EDGE_TTL_SECONDS + EDGE_MAX_STALE_SECONDS) {
      const stale = ageSeconds > EDGE_TTL_SECONDS;
      if (stale && !refreshing.has(keyUrl)) {
        refreshing.add(keyUrl);
        const req = new Request(c.req.url, { method: 'GET', headers: { accept: 'text/html' } });
        refreshRequests.add(req);
        c.executionCtx.waitUntil(
          Promise.resolve(render(req, c.env, c.executionCtx))
            .then((res) => res.body?.cancel())
            .catch((err) => log('error', 'edge-cache.refresh-failed', { path: url.pathname, error: err }))
            .finally(() => refreshing.delete(keyUrl)),
        );
      }
      let body: ReadableStream | ArrayBuffer | null = cached.body;
      if (!stale) {
        body = await cached.arrayBuffer();
        l1Put(keyUrl, { body, headers: hitHeaders(cached.headers), storedAt });
      }
      return withHeaders(
        cached,
        body as ReadableStream | null,
        { 'cache-control': GUEST_CACHE_CONTROL, age: String(ageSeconds), vary: VARY, [EDGE_HEADER]: stale ? 'STALE' : 'HIT' },
        [STORED_AT, CACHE_STATUS],
      );
    }

    await next();
    if (!storable(c.res)) {
      setHeaders(c, { [EDGE_HEADER]: 'MISS' });
      return;
    }
    const [forClient, forCache] = c.res.body!.tee();
    c.executionCtx.waitUntil(cache.put(key, toStored(c.res, forCache)).catch(() => {}));
    c.res = new Response(forClient, c.res);
    setHeaders(c, { 'cache-control': GUEST_CACHE_CONTROL, vary: VARY, [EDGE_HEADER]: 'MISS' });
  };
}
