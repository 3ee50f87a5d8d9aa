/**
 * @module What a reader's search may match in each article: the paywall rule of articles/access.ts
 * (checkAccess) applied per row in SQL. A reader who may read an article's body searches its whole
 * text; anyone else finds the article only by its title, its tag names and the excerpt they are
 * shown of it (articles_fts.excerpt, migration 0004), so a search never tells them what gated text
 * says. Used by /api/search, the /search page and the article list's `q` filter (decision 027).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ReaderTier } from '../../contracts/plus';
import { articles } from '../../db/schema';

/**
 * checkAccess for each row, for a reader of this tier and no share pass (a search has none): free
 * articles are open to everyone, `authorized` ones to every signed-in reader, the rest (paid, and
 * any unknown paywall) to Plus only. null means every body (Plus). Both columns are NOT NULL.
 * match.test.ts compares this with checkAccess for every content type, paywall and tier.
 */
export function bodyReadable(tier: ReaderTier): SQL | null {
  if (tier === 'plus') return null;
  const free = sql`(${articles.contentType} <> 'mxm_exclusive' OR ${articles.paywall} = 'free')`;
  return tier === 'free' ? sql`(${free} OR ${articles.paywall} = 'authorized')` : free;
}

/** The reader's query narrowed to the columns everyone is shown. Takes only toFtsQuery() output. */
export const shownFtsQuery = (ftsQuery: string) => `{title tags excerpt} : (${ftsQuery})`;

const matching = (expression: string) => sql`${articles.id} IN (SELECT rowid FROM articles_fts WHERE articles_fts MATCH ${expression})`;

/** The article matches the query in what everyone is shown of it. */
export const shownMatch = (ftsQuery: string) => matching(shownFtsQuery(ftsQuery));

/** The article matches the query in text this reader may read (a WHERE term without the FTS join). */
export function readableMatch(ftsQuery: string, tier: ReaderTier): SQL {
  const readable = bodyReadable(tier);
  if (readable === null) return matching(ftsQuery);
  return sql`(${shownMatch(ftsQuery)} OR (${readable} AND ${matching(ftsQuery)}))`;
}

/**
 * bm25 weights per articles_fts column (title, body, tags, excerpt): a word in the title counts ten
 * times a word in the body, tag names in between, so "title match beats body match". The excerpt is
 * part of the body, so it counts only where the body may not: there it stands in for the body, and
 * a gated body's words never move an article up. bm25 reads its weights per row.
 */
export function articleRank(tier: ReaderTier): SQL {
  const readable = bodyReadable(tier);
  if (readable === null) return sql`bm25(articles_fts, 10.0, 1.0, 3.0, 0.0)`;
  return sql`bm25(articles_fts, 10.0, CASE WHEN ${readable} THEN 1.0 ELSE 0.0 END, 3.0, CASE WHEN ${readable} THEN 0.0 ELSE 1.0 END)`;
}
