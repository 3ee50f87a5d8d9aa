/**
 * @module Search reads as plain (db, ...) functions. A search is one D1 batch: ranked articles, their
 * tags and the viewer's marks, and ranked tags. Callers pass only `toFtsQuery()` output to MATCH.
 */
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { ReaderTier } from '../../contracts/plus';
import { SEARCH_LIMITS } from '../../contracts/search';
import type { Db } from '../../db/client';
import { articles, tags, tagTotals } from '../../db/schema';
import { cardColumns, decorations, marksOf, tagColumns } from '../articles/queries';
import { articleRank, bodyReadable, shownFtsQuery } from './match';

const articlesFts = sql`articles_fts`;
const tagsFts = sql`tags_fts`;

/**
 * How many matches each ranking keeps inside the FTS index before articles are read: the search
 * ranks and limits there (`ORDER BY rank LIMIT`, FTS5 answers in rank order), so a common word at
 * a million articles reads SEARCH_CANDIDATES rows of articles, not every match. Room for drafts
 * and for gated bodies a reader's search skips among the best matches.
 */
export const SEARCH_CANDIDATES = 100;

/**
 * The best matches by the two weightings a reader's rank (match.ts articleRank) can take: the
 * shown text (title 10, tags 3, excerpt 1: an article whose body this reader may not search) and
 * the whole text (title 10, body 1, tags 3: one whose body they may). Each is ranked and limited
 * in the index; the article's real rank for this reader is one of the two, so its place among the
 * results is decided over these candidates only.
 */
const best = (match: string, weights: string) =>
  sql`SELECT rowid FROM (SELECT rowid FROM articles_fts WHERE articles_fts MATCH ${match} AND rank MATCH ${`bm25(${weights})`} ORDER BY rank LIMIT ${SEARCH_CANDIDATES})`;
const bestShown = (ftsQuery: string) => best(shownFtsQuery(ftsQuery), '10.0, 0.0, 3.0, 1.0');
const candidates = (ftsQuery: string) => sql`(${bestShown(ftsQuery)} UNION ${best(ftsQuery, '10.0, 1.0, 3.0, 0.0')})`;

/** The queries of one search, exposed so tests can EXPLAIN exactly what runs. */
export function searchQueries(db: Db, ftsQuery: string, viewerId: number | null, tier: ReaderTier) {
  // Only published articles among the candidates; the article is looked up by rowid. A match in a
  // body the reader may not read counts only if the shown text matches too (match.ts): among the
  // best shown matches, so that check is bounded as well.
  const where = and(
    sql`articles_fts MATCH ${ftsQuery}`,
    sql`${articles.id} IN ${candidates(ftsQuery)}`,
    eq(articles.status, 'published'),
    or(bodyReadable(tier), sql`${articles.id} IN (${bestShown(ftsQuery)})`),
  );
  const order = [articleRank(tier), desc(articles.date), desc(articles.id)];
  const joinOn = sql`articles_fts.rowid = ${articles.id}`;
  const ids = db
    .select({ id: articles.id })
    .from(articles)
    .innerJoin(articlesFts, joinOn)
    .where(where)
    .orderBy(...order)
    .limit(SEARCH_LIMITS.articles);
  return [
    db
      .select(cardColumns)
      .from(articles)
      .innerJoin(articlesFts, joinOn)
      .where(where)
      .orderBy(...order)
      .limit(SEARCH_LIMITS.articles),
    // Flags (weekday names, 'Breaking') are labels, not something a reader looks for.
    db
      .select(tagColumns)
      .from(tags)
      .innerJoin(tagsFts, sql`tags_fts.rowid = ${tags.id}`)
      .where(and(sql`tags_fts MATCH ${ftsQuery}`, ne(tags.type, 'flag')))
      .orderBy(sql`bm25(tags_fts)`, sql`length(${tags.name})`, asc(tags.id))
      .limit(SEARCH_LIMITS.tags),
    ...decorations(db, ids, viewerId),
  ] as const;
}

/** A search as `tier` may make it: bodies match only where that reader may read them. */
export async function search(db: Db, ftsQuery: string, viewerId: number | null, tier: ReaderTier) {
  const [rows, tagRows, articleTagRows, voteRows, bookmarkRows] = await db.batch(searchQueries(db, ftsQuery, viewerId, tier));
  return { rows, tagRows, articleTagRows, marks: marksOf(voteRows, bookmarkRows) };
}

export const SUGGESTION_COUNT = 7;

/**
 * Spec: "Search suggestion default list: seven topics". The seven topics with the most published
 * articles; topics with none still fill the list, so it has seven whenever seven topics exist.
 */
export function suggestedTopics(db: Db) {
  // Each topic's published total is its tag_totals row (decision 077-tag-totals): the topics
  // are read, one row each, not every published link of every topic.
  const published = sql`coalesce(${tagTotals.published}, 0)`;
  return db
    .select(tagColumns)
    .from(tags)
    .leftJoin(tagTotals, eq(tagTotals.tagId, tags.id))
    .where(eq(tags.type, 'topic'))
    .orderBy(desc(published), asc(tags.name), asc(tags.id))
    .limit(SUGGESTION_COUNT);
}

/**
 * When the suggestions cannot be read, readers still get seven topics (spec: "failures of search
 * suggestions fall back to a fixed list"). All seven exist in the seeded catalogue.
 */
export const FALLBACK_TOPICS = [
  { name: 'Elections', tag: 'elections' },
  { name: 'Economy', tag: 'economy' },
  { name: 'Artificial Intelligence', tag: 'artificial-intelligence' },
  { name: 'Public Health', tag: 'public-health' },
  { name: 'Space', tag: 'space' },
  { name: 'NFL', tag: 'nfl' },
  { name: 'Severe Weather', tag: 'severe-weather' },
] as const;
