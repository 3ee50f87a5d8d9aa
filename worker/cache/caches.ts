/**
 * @module Every cache the Worker keeps, in one table: where it lives, what it is keyed by and what
 * content it shows. Writers name the content they changed (`invalidate(env, 'articles')`); this
 * table is the one place that says which caches that reaches (docs/decisions/051-one-cache-registry.md).
 */

/** What writers change: the content readers are shown. */
export const CONTENT = ['articles', 'views', 'tags', 'comments', 'blocks', 'promotionals', 'popups'] as const;
export type Content = (typeof CONTENT)[number];

/**
 * How a kept copy learns it is out of date:
 * - `generation`: the page generation in KV moved (every isolate re-reads it within
 *   GENERATION_MEMO_MS; other locations within KV's propagation);
 * - `ttl`: its age, because re-reading after every generation would cost the page a D1 round
 *   trip its budget does not have; writers drop this isolate's copy (and any KV copy) at once;
 * - `d1`: the copy is checked against D1 on every use, so no writer ever needs to drop it.
 */
export type KeyedBy = 'generation' | 'ttl' | 'd1';

export type CacheSpec = {
  /** The module that keeps it (for readers of this table). */
  home: string;
  keyedBy: KeyedBy;
  /** Content whose change it must not outlive. */
  shows: readonly Content[];
  /** KV keys holding a copy for other isolates: deleted when the cache is invalidated. */
  kv?: readonly string[];
};

/** Pages show every kind of content but popups (the browser fetches those on its own). */
const PAGE_CONTENT = ['articles', 'views', 'tags', 'comments', 'blocks', 'promotionals'] as const;

export const CACHES = {
  /** Guest pages in the Cache API and the isolate's L1 in front of it. */
  pages: { home: 'http/edge-cache', keyedBy: 'generation', shows: PAGE_CONTENT },
  /** Signed-in readers' pages kept per audience, as templates with holes for each reader's own. */
  'page-templates': { home: 'pages/page-cache.ts', keyedBy: 'generation', shows: PAGE_CONTENT },
  /** An article as every guest reads it, for a few seconds (counts may lag that long). */
  'guest-reads': { home: 'features/articles/read.ts', keyedBy: 'generation', shows: ['articles', 'tags', 'comments'] },
  /** An article as every signed-in reader reads it, also checked against the article's change stamp. */
  'reader-copies': { home: 'features/articles/reader-read.ts', keyedBy: 'generation', shows: ['articles', 'tags', 'comments'] },
  /** Sanitized bodies, compared with the row's modified and length inside the article's batch. */
  'article-bodies': { home: 'features/articles/body-memo.ts', keyedBy: 'd1', shows: [] },
  /** The active view and its rendered zones, also keyed by the view's version; a KV copy for new isolates. */
  'front-page': {
    home: 'features/front-page/cache.tsx',
    keyedBy: 'generation',
    shows: ['articles', 'views', 'tags'],
    kv: ['view:active'],
  },
  /** The trending banners (the 'default' promotional's blocks). */
  banners: { home: 'features/front-page/promo.ts', keyedBy: 'ttl', shows: ['blocks', 'promotionals'] },
  /** The house ads' promotion, learnt from the banners; a KV copy for isolates that serve no trending page. */
  'house-ads': { home: 'features/ads/house.ts', keyedBy: 'ttl', shows: ['blocks', 'promotionals'], kv: ['ads:house'] },
  /** UI blocks by id, for the legal pages and `/aux/ui-blocks/{id}`. */
  blocks: { home: 'features/blocks/cache.ts', keyedBy: 'generation', shows: ['blocks'] },
  /** The readers' list of active popups. */
  popups: { home: 'features/popups/cache.ts', keyedBy: 'generation', shows: ['popups'] },
} as const satisfies Record<string, CacheSpec>;

export type CacheName = keyof typeof CACHES;

export const CACHE_NAMES = Object.keys(CACHES) as CacheName[];

/** The caches a change to `what` reaches ('all': every one). */
export function cachesShowing(what: readonly (Content | 'all')[]): CacheName[] {
  if (what.includes('all')) return CACHE_NAMES;
  return CACHE_NAMES.filter((name) => (CACHES[name].shows as readonly Content[]).some((c) => what.includes(c)));
}
