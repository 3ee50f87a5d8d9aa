/**
 * @module The cache registry: every cache the Worker keeps is named in one table (caches.ts) with
 * what it shows; isolate memos are made with `memo(name, …)` and keyed by the page generation
 * (generation.ts); writers call `invalidate(env, …what they changed)`; tests call `resetCaches()`.
 */
export { CACHE_NAMES, CACHES, type CacheName, CONTENT, type Content, cachesShowing } from './caches';
export { bumpGeneration, GENERATION_KEY, GENERATION_MEMO_MS, pageGeneration } from './generation';
export { type Memo, memo, type Stamp } from './memo';
export { invalidate, onForget, resetCaches } from './registry';
