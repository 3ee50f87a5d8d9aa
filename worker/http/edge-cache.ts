/**
 * @module Edge cache for anonymous pages (Cache API, `caches.default`). A guest GET without a
 * session cookie is looked up under a key made of the page URL (normalized), the build and a
 * content generation; fresh copies (younger than EDGE_TTL_SECONDS) are served as HIT, older ones
 * up to EDGE_MAX_STALE_SECONDS as STALE while one background render (ctx.waitUntil) replaces
 * them. Responses for signed-in readers are `private, no-store` and never stored; errors, pages
 * that set cookies and pages that opt out with their own private/no-store are never stored.
 * Invalidation: bumpPageGeneration() changes the generation in KV (`gen:pages`); each isolate
 * re-reads it at most every GENERATION_MEMO_MS. See docs/decisions/009 for the staleness bounds.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { ASSETS_MANIFEST } from '../generated/assets';
import { log } from './log';

export const EDGE_TTL_SECONDS = 60;
export const EDGE_MAX_STALE_SECONDS = 600;
export const GENERATION_KEY = 'gen:pages';
export const GENERATION_MEMO_MS = 5_000;
export const EDGE_HEADER = 'X-Edge-Cache';
/** The page routes whose anonymous responses may be shared: front page, tag feeds, articles. */
export const EDGE_CACHED_PATH = /^\/(|home|trending|trending\/[^/]+|(article|articles|news)\/\d{1,15})$/;

const SESSION_COOKIES = ['ew_session', '__Host-ew_session'];
export const EDGE_STORED_AT = 'x-edge-stored-at';
const STORED_AT = EDGE_STORED_AT;
/** Added by the Cache API to what it returns; it describes our lookup, not the reader's. */
const CACHE_STATUS = 'cf-cache-status';
const PUBLIC_CONTROL = `public, max-age=0, s-maxage=${EDGE_TTL_SECONDS}, stale-while-revalidate=${EDGE_MAX_STALE_SECONDS}`;
const PRIVATE_CONTROL = 'private, no-store';
/** Query values that never change what a page shows. */
const TRACKING = /^(utm_[a-z_]+|fbclid|gclid|msclkid|mc_cid|mc_eid)$/;
/** Query values a page may render differently for, so they are part of the key (digits only). */
const KEYED = new Set(['comment_id', 'reply_id', 'page']);
const ARTICLE_PATH = /^\/(article|articles|news)\/\d+$/;

/**
 * Old cached HTML must not outlive the assets it references: a new client build changes the key.
 * FNV-1a over the manifest, computed once per isolate.
 */
const BUILD = (() => {
  let h = 0x811c9dc5;
  const s = ASSETS_MANIFEST.entry + ASSETS_MANIFEST.css;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
})();

let generation: { value: string; readAt: number } | null = null;

/** The current content generation, read from KV at most every GENERATION_MEMO_MS per isolate. */
export async function pageGeneration(env: Pick<Env, 'CACHE'>, nowMs = Date.now()): Promise<string> {
  if (generation && nowMs - generation.readAt < GENERATION_MEMO_MS) return generation.value;
  const value = (await env.CACHE.get(GENERATION_KEY)) ?? '0';
  generation = { value, readAt: nowMs };
  return value;
}

/** Call after anything that changes what a page shows (the active view, an article, a publish). */
export async function bumpPageGeneration(env: Pick<Env, 'CACHE'>): Promise<string> {
  const value = `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 8)}`;
  await env.CACHE.put(GENERATION_KEY, value);
  generation = { value, readAt: Date.now() };
  return value;
}

/**
 * The cacheable form of a URL's query, or null when the page must be rendered fresh and not
 * stored: a share pass, a cache-buster, anything unknown. Tracking parameters are dropped; on
 * article pages the bare title slug (`/article/12?the-title`) is dropped too.
 */
export function normalizedQuery(url: Pick<URL, 'pathname' | 'search'>): string | null {
  if (!url.search || url.search === '?') return '';
  const kept: string[] = [];
  let slugSeen = false;
  for (const part of url.search.slice(1).split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = eq === -1 ? part : part.slice(0, eq);
    const value = eq === -1 ? null : part.slice(eq + 1);
    if (TRACKING.test(name)) continue;
    if (KEYED.has(name) && value !== null && /^\d{1,15}$/.test(value)) kept.push(`${name}=${value}`);
    else if (value === null && !slugSeen && ARTICLE_PATH.test(url.pathname) && /^[\w%.-]{1,300}$/.test(name)) slugSeen = true;
    else return null;
  }
  return kept.sort().join('&');
}

/** The Cache API key of a page: normalized URL + build + generation (exported for tests). */
export function cacheKeyUrl(url: Pick<URL, 'origin' | 'pathname'>, query: string, generation: string): string {
  return `${url.origin}${url.pathname}?${query}${query ? '&' : ''}__edge=${BUILD}.${generation}`;
}

/**
 * origin, pathname and search of a request URL, split without a URL object: this runs on every
 * cached page view, and workerd's URL parser costs more than the rest of a hit. Request URLs
 * are already absolute and normalized by the runtime.
 */
export function splitUrl(href: string): { origin: string; pathname: string; search: string } {
  const slash = href.indexOf('/', href.indexOf('//') + 2);
  const hash = href.indexOf('#');
  const end = hash === -1 ? href.length : hash;
  const q = href.indexOf('?');
  const qAt = q === -1 || q > end ? end : q;
  return { origin: href.slice(0, slash), pathname: href.slice(slash, qAt), search: href.slice(qAt, end) };
}

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
const HIT_SET: Record<string, string> = { 'cache-control': PUBLIC_CONTROL, vary: VARY, [EDGE_HEADER]: 'HIT' };
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

/** Tests start from an empty L1. */
export function resetEdgeL1() {
  l1.clear();
  l1Bytes = 0;
}

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
        { 'cache-control': PUBLIC_CONTROL, age: String(ageSeconds), vary: VARY, [EDGE_HEADER]: stale ? 'STALE' : 'HIT' },
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
    setHeaders(c, { 'cache-control': PUBLIC_CONTROL, vary: VARY, [EDGE_HEADER]: 'MISS' });
  };
}
