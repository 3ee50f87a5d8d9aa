/**
 * @module What an article page offers after the story, before its comments (issue 28): "More in
 * {category}", the newest other stories of its first category tag, and "Latest", the newest other
 * stories not already offered. Both are subqueries of the article's id, so they join the
 * article's own batch (getArticle's `extra`): the page stays at one D1 round trip. They are the
 * same for every reader (cards without action bars, each with the access rule's badge), so they
 * live in the copies every guest or every reader shares (read.ts, reader-read.ts). Only what some
 * reader may read is offered: the access table's Plus reader, so a content type or paywall the
 * table does not know is offered to no one (docs/decisions/061-read-next-and-share.md).
 */
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import type { ArticleDto, TagDto } from '../../contracts/articles';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { accessSql } from './access-sql';
import { groupTags, toArticleDto } from './dto';
import { type ArticleTagRow, type CardRow, cardColumns, decorations } from './queries';

/** Shown of each list: "More in" beside "Latest", or "Latest" alone (two rows of two) when there is no "More in". */
export const NEXT_SHOWN = { more: 3, latest: 3, latestAlone: 4 } as const;
/** Read of "Latest": enough to fill it after leaving out what "More in" shows. */
const LATEST_READ = NEXT_SHOWN.more + NEXT_SHOWN.latestAlone;
/**
 * How many of the category's newest published stories "More in" looks at, read from the tag's own
 * index (article_tags_tag_published_idx) and stopped there: a category of 300,000 stories costs what
 * one of 30 does. Room for the article itself and stories no reader may open.
 */
export const MORE_CANDIDATES = 50;

/** The reads, to pass as getArticle's `extra`. */
export function readNextQueries(db: Db, id: number) {
  // The same tag the page names: the article's first category tag (tags come ordered by position).
  const category = sql`(SELECT at.tag_id FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = ${id} AND t.type = 'category' ORDER BY at.position LIMIT 1)`;
  const others = and(eq(articles.status, 'published'), ne(articles.id, id), accessSql('read', { tier: 'plus' }));
  const inCategory = and(
    others,
    sql`${articles.id} IN (SELECT article_id FROM article_tags WHERE tag_id = ${category} AND published_date IS NOT NULL ORDER BY published_date DESC, article_id DESC LIMIT ${MORE_CANDIDATES})`,
  );
  const newest = <Q extends SQLiteSelect>(q: Q, where: SQL | undefined, limit: number) =>
    q.where(where).orderBy(desc(articles.date), desc(articles.id)).limit(limit);
  const ids = (where: SQL | undefined, limit: number) => newest(db.select({ id: articles.id }).from(articles).$dynamic(), where, limit);
  return {
    more: newest(db.select(cardColumns).from(articles).$dynamic(), inCategory, NEXT_SHOWN.more),
    moreTags: decorations(db, ids(inCategory, NEXT_SHOWN.more), null)[0],
    latest: newest(db.select(cardColumns).from(articles).$dynamic(), others, LATEST_READ),
    latestTags: decorations(db, ids(others, LATEST_READ), null)[0],
  };
}

export type NextRows = { more: CardRow[]; moreTags: ArticleTagRow[]; latest: CardRow[]; latestTags: ArticleTagRow[] };
export type ReadNext = {
  /** The tag "More in" names, or null for a story without a category (then only "Latest"). */
  category: TagDto | null;
  more: ArticleDto[];
  latest: ArticleDto[];
};

const NO_MARKS = { votes: new Map<number, number>(), bookmarks: new Set<number>() };

/** The lists as the page draws them: "More in" only under a category, "Latest" without a story "More in" shows. */
export function readNext(articleTags: readonly TagDto[], rows: NextRows, nowSeconds: number): ReadNext {
  const category = articleTags.find((t) => t.type === 'category') ?? null;
  const cards = (list: CardRow[], tagRows: ArticleTagRow[]) => {
    const tagsOf = groupTags(tagRows);
    // As a guest sees them: the lists are shared, and a card says what it asks by its badge.
    return list.map((r) => toArticleDto(r, tagsOf, NO_MARKS, null, null, nowSeconds));
  };
  const more = category ? cards(rows.more, rows.moreTags).slice(0, NEXT_SHOWN.more) : [];
  const shown = new Set(more.map((a) => a.id));
  const latest = cards(
    rows.latest.filter((r) => !shown.has(r.id)),
    rows.latestTags,
  ).slice(0, more.length ? NEXT_SHOWN.latest : NEXT_SHOWN.latestAlone);
  return { category: more.length ? category : null, more, latest };
}
