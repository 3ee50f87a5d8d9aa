/**
 * @module What a reader's search may match in each article: the access table's `search` ability
 * (contracts/access.ts, the same cells as reading a body, without a share pass) applied per row in
 * SQL (articles/access-sql.ts). A reader who may read an article's body searches its whole text;
 * anyone else finds the article only by its title, its tag names and the excerpt they are shown of
 * it (articles_fts.excerpt, migration 0004), so a search never tells them what gated text says.
 * Used by /api/search, the /search page and the article list's `q` filter (decision 027).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ReaderTier } from '../../contracts/plus';
import { articles } from '../../db/schema';
import { accessSql } from '../articles/access-sql';
import { wholeWords } from './fts';

/**
 * Where a reader of this tier may search the body: free articles for everyone, `authorized` ones
 * for every signed-in reader, paid ones for Plus, and no body of a content type or paywall the
 * table does not know, not even for Plus. Both columns are NOT NULL.
 */
export const bodyReadable = (tier: ReaderTier): SQL => accessSql('search', { tier });

/** The reader's query narrowed to the columns everyone is shown. Takes only toFtsQuery() output. */
export const shownFtsQuery = (ftsQuery: string) => `{title tags excerpt} : (${ftsQuery})`;

/** The reader's query over every column, the body's text too: as it is. Takes only toFtsQuery() output. */
export const wholeFtsQuery = (ftsQuery: string) => ftsQuery;

/** The reader's query narrowed to titles. Takes only toFtsQuery() output. */
export const titleFtsQuery = (ftsQuery: string) => `{title} : (${ftsQuery})`;

/** The reader's query narrowed to tag names. Takes only toFtsQuery() output. */
export const tagsFtsQuery = (ftsQuery: string) => `{tags} : (${ftsQuery})`;

const matching = (expression: string) => sql`${articles.id} IN (SELECT rowid FROM articles_fts WHERE articles_fts MATCH ${expression})`;

/** The article matches the query in what everyone is shown of it. */
export const shownMatch = (ftsQuery: string) => matching(shownFtsQuery(ftsQuery));

/** The article matches the query in text this reader may read (a WHERE term without the FTS join). */
export function readableMatch(ftsQuery: string, tier: ReaderTier): SQL {
  return sql`(${shownMatch(ftsQuery)} OR (${bodyReadable(tier)} AND ${matching(ftsQuery)}))`;
}

/**
 * The MATCH argument of a stream that keeps its `cap` newest matches: the reader's words as whole
 * terms when those alone fill it, else as prefixes (the typeahead: "elect" finds "election"). A
 * common word typed in full is then walked newest first and stopped, never merged with every
 * longer word it starts (fts.ts wholeWords). The choice is made inside the one statement, before
 * FTS5 opens the stream: a MATCH argument is evaluated once, where a WHERE guard runs after the merge.
 */
export function wholeOrPrefix(narrow: (ftsQuery: string) => string, ftsQuery: string, cap: number): SQL {
  const whole = narrow(wholeWords(ftsQuery));
  return sql`CASE WHEN (SELECT count(*) FROM (SELECT 1 FROM articles_fts WHERE articles_fts MATCH ${whole} LIMIT ${cap})) < ${cap} THEN ${narrow(ftsQuery)} ELSE ${whole} END`;
}

/**
 * readableMatch bounded for a newest-first list (decision 074-flat-lists): each expression yields
 * at most its `cap` newest matches (highest rowids: FTS5 walks a term's rowids backwards and stops
 * at the LIMIT), so a list of a common word never dates and sorts every match.
 */
export function newestReadableMatch(ftsQuery: string, tier: ReaderTier, cap: number): SQL {
  const newest = (narrow: (q: string) => string) =>
    sql`${articles.id} IN (SELECT rowid FROM articles_fts WHERE articles_fts MATCH ${wholeOrPrefix(narrow, ftsQuery, cap)} ORDER BY rowid DESC LIMIT ${cap})`;
  return sql`(${newest(shownFtsQuery)} OR (${bodyReadable(tier)} AND ${newest(wholeFtsQuery)}))`;
}
