/** @module The edge cache key: which pages are shared, and the normalized URL + build + generation they are stored under. */
import { ASSETS_MANIFEST } from '../../generated/assets';
import { WORKER_BUILD_ID } from '../../generated/build';

/** The page routes whose anonymous responses may be shared: front page, tag feeds, articles. */
export const EDGE_CACHED_PATH = /^\/(|home|trending|trending\/[^/]+|(article|articles|news)\/\d{1,15})$/;

/** Query values that never change what a page shows. */
const TRACKING = /^(utm_[a-z_]+|fbclid|gclid|msclkid|mc_cid|mc_eid)$/;
/** Query values a page may render differently for, so they are part of the key (digits only). */
const KEYED = new Set(['comment_id', 'reply_id', 'page']);
const ARTICLE_PATH = /^\/(article|articles|news)\/\d+$/;

/**
 * The build part of every key: cached HTML must not outlive the Worker that rendered it (a deploy
 * that changes only server-rendered markup) nor the client assets it references (a new client
 * build). FNV-1a over the Worker's build id (scripts/build-id.ts, a content hash of the bundle's
 * inputs) and the client manifest.
 */
export function edgeBuild(workerBuildId: string, client: { entry: string; css: string }): string {
  let h = 0x811c9dc5;
  const s = `${workerBuildId}\n${client.entry}\n${client.css}`;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** This isolate's build, computed once. */
const BUILD = edgeBuild(WORKER_BUILD_ID, ASSETS_MANIFEST);

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
export function cacheKeyUrl(url: Pick<URL, 'origin' | 'pathname'>, query: string, generation: string, build = BUILD): string {
  return `${url.origin}${url.pathname}?${query}${query ? '&' : ''}__edge=${build}.${generation}`;
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
