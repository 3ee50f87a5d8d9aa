/** @module How many of everything a scale corpus of N articles holds: the 1M figures, scaled. */

/** The corpus at N = 1,000,000 articles. */
export const FULL = {
  articles: 1_000_000,
  readers: 200_000,
  votes: 5_000_000,
  comments: 1_000_000,
  /** One article holds this many of the comments (the viral story). */
  hotComments: 20_000,
  bookmarks: 1_000_000,
  events: 10_000_000,
} as const;

/**
 * Median characters of an article's text (log-normal around it, 0.3x to 5x): about a 500-word wire
 * story. Bodies dominate the database (the text, its HTML and the FTS index's copy of it), so
 * --body-chars trades realism for disk when a smaller file is wanted.
 */
export const DEFAULT_BODY_CHARS = 3000;

export type ScaleCounts = { -readonly [K in keyof typeof FULL]: number };

/** Below this the per-article rules stop making sense (5 distinct voters per article need 50 readers). */
export const MIN_ARTICLES = 100;
export const MIN_READERS = 50;

/**
 * The scaling rule: every count is proportional to N (per article: 0.2 readers, 5 votes, 1 comment,
 * 1 bookmark, 10 analytics events), readers at least MIN_READERS; the hot article keeps its 20,000
 * comments at every size where that is at most half of all comments, else half of them (so 10k
 * articles: 10,000 comments of which 5,000 on the hot article; 100k and 1M: 20,000).
 */
export function scaleCounts(articles: number): ScaleCounts {
  if (!Number.isInteger(articles) || articles < MIN_ARTICLES) {
    throw new RangeError(`--articles must be a whole number of at least ${MIN_ARTICLES}, got ${articles}`);
  }
  const f = articles / FULL.articles;
  const comments = Math.round(FULL.comments * f);
  return {
    articles,
    readers: Math.max(MIN_READERS, Math.round(FULL.readers * f)),
    votes: Math.round(FULL.votes * f),
    comments,
    hotComments: Math.min(FULL.hotComments, Math.floor(comments / 2)),
    bookmarks: Math.round(FULL.bookmarks * f),
    events: Math.round(FULL.events * f),
  };
}
