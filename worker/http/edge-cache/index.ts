/**
 * @module Edge cache for anonymous pages (Cache API, `caches.default`). A guest GET without a
 * session cookie is looked up under a key made of the page URL (normalized), the build (the
 * Worker's build id and the client manifest: key.ts) and a content generation; fresh copies (younger than EDGE_TTL_SECONDS) are served as HIT, older ones
 * up to EDGE_MAX_STALE_SECONDS as STALE while one background render (ctx.waitUntil) replaces
 * them. Responses for signed-in readers are `private, no-store` and never stored; errors, pages
 * that set cookies and pages that opt out with their own private/no-store are never stored.
 * Invalidation: it is the cache registry's `pages` (worker/cache): a writer's `invalidate` moves
 * the page generation in KV (`gen:pages`), part of every key; each isolate re-reads it at most
 * every GENERATION_MEMO_MS. See docs/decisions/009 for the staleness bounds.
 */
export {
  BROWSER_SWR_SECONDS,
  EDGE_HEADER,
  EDGE_MAX_STALE_SECONDS,
  EDGE_STORED_AT,
  EDGE_TTL_SECONDS,
  edgeCache,
  GUEST_CACHE_CONTROL,
  PRIVATE_CONTROL,
} from './cache';
export { cacheKeyUrl, EDGE_CACHED_PATH, edgeBuild, normalizedQuery, splitUrl } from './key';
