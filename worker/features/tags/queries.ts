/**
 * @module The feed of one tag: the tag (chosen by slug, see rules.ts) and a page of its published
 * articles newest first, with their tags and the reader's marks — all in one D1 batch. The chosen
 * tag's id is a subquery, not a prior read, so the page costs one round trip.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tagFollows, tags } from '../../db/schema';
import { marksOf, tagCardPageQueries, tagColumns } from '../articles/queries';
import { type TagType, TYPE_PRIORITY } from './rules';

/** Orders tags sharing a slug by TYPE_PRIORITY (also used by the per-tag RSS feeds). */
export const typePriority = sql.raw(
  `CASE type ${TYPE_PRIORITY.map((t, i) => `WHEN '${t}' THEN ${i}`).join(' ')} ELSE ${TYPE_PRIORITY.length} END`,
);

/**
 * The queries, exposed so tests can EXPLAIN exactly what runs: the page's (the slug's tags, the
 * cards, the total, the cards' tags) and, for a reader, their own (the follow, votes and saves).
 * A guest's batch leaves those out: they match nothing, and each would walk the page's keys again.
 */
export function tagFeedQueries(db: Db, slug: string, type: TagType | null, page: number, limit: number, viewerId: number | null) {
  // The unique index is (type, tag): naming every type lets SQLite use it for a bare slug too.
  const match = and(type ? eq(tags.type, type) : inArray(tags.type, [...TYPE_PRIORITY]), eq(tags.tag, slug));
  const chosenId = sql`(SELECT ${tags.id} FROM ${tags} WHERE ${match} ORDER BY ${typePriority}, ${tags.id} LIMIT 1)`;
  const [cards, total, tagsOf, votesOf, savedOf] = tagCardPageQueries(db, chosenId, limit, (page - 1) * limit, viewerId);
  const pageReads = [db.select(tagColumns).from(tags).where(match), cards, total, tagsOf] as const;
  if (viewerId === null) return { pageReads, own: null };
  // Which of the slug's tags the reader follows (the page's Follow button).
  const followed = db
    .select({ tagId: tagFollows.tagId })
    .from(tagFollows)
    .where(and(eq(tagFollows.userId, viewerId), sql`${tagFollows.tagId} IN (SELECT ${tags.id} FROM ${tags} WHERE ${match})`));
  return { pageReads, own: [followed, votesOf, savedOf] as const };
}

export async function loadTagFeed(db: Db, slug: string, type: TagType | null, page: number, limit: number, viewerId: number | null) {
  const { pageReads, own } = tagFeedQueries(db, slug, type, page, limit, viewerId);
  const [tagRows, rows, totals, articleTagRows, followRows, voteRows, bookmarkRows] = own
    ? await db.batch([...pageReads, ...own])
    : [...(await db.batch(pageReads)), [], [], []];
  const followedTagIds = new Set(followRows.map((r) => r.tagId));
  return { tagRows, rows, total: totals[0]?.n ?? 0, followedTagIds, articleTagRows, marks: marksOf(voteRows, bookmarkRows) };
}
