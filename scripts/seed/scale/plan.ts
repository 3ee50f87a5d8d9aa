/**
 * @module The scale corpus's shape, computed once from (seed, counts, anchor) before any row is
 * written: which articles are drafts, each article's popularity, and how many votes, comments and
 * bookmarks each one gets (exact totals, skewed by Zipf). Every batch of rows is then a pure
 * function of this plan and its own index, which is what makes a rerun continue where it stopped.
 */
import { buildCatalog, type Catalog, type PlaceRef, type TagRef } from '../catalog';
import { hash32, mulberry32 } from '../prng';
import { DAY } from '../types';
import { DEFAULT_BODY_CHARS, type ScaleCounts } from './counts';
import { allocate, unit, ZipfSampler } from './zipf';

/** A newsroom publishing ~300 stories a day: 1M articles span about nine years. */
export const ARTICLES_PER_DAY = 300;
export const MIN_SPAN_DAYS = 60;
/** Share of articles left as drafts (the back office's filter has something to find). */
export const DRAFT_SHARE = 0.02;
/** Zipf exponents: how much the head dominates. Articles' popularity, then tags by kind. */
export const ARTICLE_S = 0.8;
export const TAG_S = 1.05;
/** Analytics events cover this many days before the anchor. */
export const EVENT_DAYS = 90;

export interface Plan {
  seed: string;
  /** hash32 of the seed: the first input of every stateless draw. */
  salt: number;
  counts: ScaleCounts;
  anchor: number;
  /** Median characters of an article's text. */
  bodyChars: number;
  spanSeconds: number;
  catalog: Catalog;
  /** Index id - 1. */
  drafted: Uint8Array;
  votes: Int32Array;
  comments: Int32Array;
  bookmarks: Int32Array;
  /** Prefix sums (length N + 1): the items of article id are [start[id - 1], start[id]). */
  voteStart: Float64Array;
  commentStart: Float64Array;
  bookmarkStart: Float64Array;
  /** The viral story holding FULL.hotComments comments. */
  hotArticle: number;
  /** Popularity rank -> article id (rank 0 is the hot article); events read articles through it. */
  byRank: Int32Array;
  popularity: ZipfSampler;
  /** Location tag id -> its city (city tags) or its state's name (state tags). */
  cities: Map<number, PlaceRef>;
  states: Map<number, string>;
  /** Per tag kind, catalog refs in popularity order, and a sampler over them. */
  tagPools: Record<'publication' | 'topic' | 'location' | 'author' | 'category' | 'followable', { refs: TagRef[]; zipf: ZipfSampler }>;
}

export function articleDate(plan: Pick<Plan, 'anchor' | 'spanSeconds' | 'counts'>, id: number): number {
  // Ids grow with time, evenly over the span, the newest a few minutes before the anchor.
  return plan.anchor - plan.spanSeconds + Math.floor(((id - 0.5) * plan.spanSeconds) / plan.counts.articles);
}

function prefix(counts: Int32Array): Float64Array {
  const out = new Float64Array(counts.length + 1);
  for (let i = 0; i < counts.length; i++) out[i + 1] = (out[i] as number) + (counts[i] as number);
  return out;
}

/** A seeded shuffle of refs: the most popular tag is not simply the first in the data files. */
function pool(refs: readonly TagRef[], seed: string, kind: string) {
  const random = mulberry32(hash32(`${seed}:pool:${kind}`));
  const out = [...refs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as TagRef, out[i] as TagRef];
  }
  return { refs: out, zipf: new ZipfSampler(out.length, TAG_S) };
}

export function makePlan(seed: string, counts: ScaleCounts, anchor: number, bodyChars = DEFAULT_BODY_CHARS): Plan {
  const n = counts.articles;
  const salt = hash32(`edgewire-scale:${seed}`);
  const spanSeconds = Math.max(MIN_SPAN_DAYS, Math.ceil(n / ARTICLES_PER_DAY)) * DAY;
  // The viral story: published two days before the anchor, so its 20,000 comments fit before it.
  const hotArticle = Math.max(1, n - Math.round((2 * DAY * n) / spanSeconds));
  const drafted = new Uint8Array(n);
  for (let id = 1; id <= n; id++) drafted[id - 1] = id !== hotArticle && unit(salt, id, 7) < DRAFT_SHARE ? 1 : 0;

  // Popularity: a seeded permutation of the articles, the hot one first, weighted 1 / rank^s.
  const random = mulberry32(hash32(`${seed}:popularity`));
  const byRank = new Int32Array(n);
  for (let i = 0; i < n; i++) byRank[i] = i + 1;
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [byRank[i], byRank[j]] = [byRank[j] as number, byRank[i] as number];
  }
  const at = byRank.indexOf(hotArticle);
  [byRank[0], byRank[at]] = [hotArticle, byRank[0] as number];
  const weight = new Float64Array(n);
  for (let rank = 0; rank < n; rank++) {
    const id = byRank[rank] as number;
    weight[id - 1] = drafted[id - 1] ? 0 : 1 / (rank + 1) ** ARTICLE_S;
  }

  const votes = allocate(counts.votes, weight, counts.readers);
  const bookmarks = allocate(counts.bookmarks, weight, counts.readers);
  const others = Float64Array.from(weight);
  others[hotArticle - 1] = 0;
  const comments = allocate(counts.comments - counts.hotComments, others);
  comments[hotArticle - 1] = counts.hotComments;

  const catalog = buildCatalog(anchor);
  const locations = [...Object.values(catalog.states), ...catalog.places.map((p) => p.cityTag)];
  const tagPools: Plan['tagPools'] = {
    publication: pool(catalog.publications, seed, 'publication'),
    topic: pool(catalog.allTopics, seed, 'topic'),
    location: pool(locations, seed, 'location'),
    author: pool(catalog.authors, seed, 'author'),
    category: pool(catalog.categories, seed, 'category'),
    followable: pool([...catalog.categories, ...catalog.allTopics, ...locations, ...catalog.publications], seed, 'followable'),
  };
  return {
    seed,
    salt,
    counts,
    anchor,
    bodyChars,
    spanSeconds,
    catalog,
    drafted,
    votes,
    comments,
    bookmarks,
    voteStart: prefix(votes),
    commentStart: prefix(comments),
    bookmarkStart: prefix(bookmarks),
    hotArticle,
    byRank,
    popularity: new ZipfSampler(n, ARTICLE_S),
    tagPools,
    cities: new Map(catalog.places.map((p) => [p.cityTag.id, p])),
    // "Texas-TX" names the state Texas.
    states: new Map(Object.values(catalog.states).map((t) => [t.id, t.name.slice(0, -3)])),
  };
}

/** The article (1-based id) whose items include global item index i, given prefix sums. */
export function articleOfItem(start: Float64Array, i: number): number {
  let lo = 0;
  let hi = start.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((start[mid] as number) <= i) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}
