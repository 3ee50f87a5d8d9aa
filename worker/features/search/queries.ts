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
import { bodyReadable, shownFtsQuery, tagsFtsQuery, titleFtsQuery, wholeFtsQuery, wholeOrPrefix } from './match';

const tagsFts = sql`tags_fts`;

/**
 * How many matches each candidate stream keeps: its newest SEARCH_CANDIDATES, taken inside the FTS
 * index (FTS5 walks a term's rowids backwards and stops at the LIMIT), so a common word at a
 * million articles reads a few hundred rows, never every match (decision 077). Neither
 * `ORDER BY rank` nor bm25() is bounded that way: FTS5 scores every match before it sorts, and
 * bm25's term weights come from a pass over every match. A search shows SEARCH_LIMITS.articles,
 * ranked by class and then by date, so each class's newest matches are what can be shown; the rest
 * of the 50 is room for drafts, bodies this reader may not search, and dates out of id order.
 */
export const SEARCH_CANDIDATES = 50;

/**
 * The streams and the class each gives its matches (decision 077): the reader's words in the
 * title first, then in the tags, then in the text. The text is the whole text where this reader
 * may read the body (`whole`), and what everyone is shown where they may not (`shown`: title,
 * tags and the excerpt, match.ts). Within a class, the newest article first.
 */
const STREAMS = [
  { name: 'title', rank: 0, match: titleFtsQuery },
  { name: 'tags', rank: 1, match: tagsFtsQuery },
  { name: 'shown', rank: 2, match: shownFtsQuery },
  { name: 'whole', rank: 2, match: wholeFtsQuery },
] as const;
/** Ranks past every class: no match in that form. */
const NO_MATCH = STREAMS.length;

const stream = (s: (typeof STREAMS)[number], ftsQuery: string) =>
  sql`SELECT * FROM (SELECT rowid AS id, ${s.name} AS stream, ${s.rank} AS rank FROM articles_fts WHERE articles_fts MATCH ${wholeOrPrefix(s.match, ftsQuery, SEARCH_CANDIDATES)} ORDER BY rowid DESC LIMIT ${SEARCH_CANDIDATES})`;

/**
 * Every stream's candidates, one row per article `c` (id, shown, whole): its best class among the
 * streams everyone may match, and its class in the whole text. Grouped before any article is
 * read, so each candidate's row is read once.
 */
const candidates = (ftsQuery: string) =>
  sql`(SELECT id, min(CASE WHEN stream <> 'whole' THEN rank END) AS shown, min(CASE WHEN stream = 'whole' THEN rank END) AS whole FROM (${sql.join(
    STREAMS.map((s) => stream(s, ftsQuery)),
    sql` UNION ALL `,
  )}) GROUP BY id) AS c`;

/** The queries of one search, exposed so tests can EXPLAIN exactly what runs. */
export function searchQueries(db: Db, ftsQuery: string, viewerId: number | null, tier: ReaderTier) {
  // Only published articles among the candidates, each looked up by its id. A whole-text match
  // counts only where the reader may read the body; anyone else needs a match in the shown text.
  const readable = bodyReadable(tier);
  // The candidates drive (CROSS JOIN keeps them the outer loop: SQLite could otherwise walk every
  // published article and probe them), each article read by its id.
  const where = and(sql`${articles.id} = c.id`, eq(articles.status, 'published'), or(sql`c.shown IS NOT NULL`, readable));
  const score = sql`min(coalesce(c.shown, ${NO_MATCH}), CASE WHEN ${readable} THEN coalesce(c.whole, ${NO_MATCH}) ELSE ${NO_MATCH} END)`;
  const order = [score, desc(articles.date), desc(articles.id)];
  const from = candidates(ftsQuery);
  const ids = db
    .select({ id: articles.id })
    .from(from)
    .crossJoin(articles)
    .where(where)
    .orderBy(...order)
    .limit(SEARCH_LIMITS.articles);
  return [
    db
      .select(cardColumns)
      .from(from)
      .crossJoin(articles)
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
  // Each topic's published total is its tag_totals row (decision 080-tag-totals): the topics
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
