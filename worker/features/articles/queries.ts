/** @module Article reads as plain (db, ...) functions, each page of rows in one D1 round trip. */
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import type { ReaderTier } from '../../contracts/plus';
import type { Db } from '../../db/client';
import { valueList } from '../../db/limits';
import { keyPageFrom } from '../../db/paging';
import type { RowOf } from '../../db/rows';
import { articles, articleTags, bookmarks, tagFollows, tags, votes } from '../../db/schema';
import type { CommentPageQuery } from '../comments/queries';
import { readableMatch } from '../search/match';
import { sharePassRowQuery } from '../share/pass';
import { tagTotalQuery } from './tag-totals';

export const cardColumns = {
  id: articles.id,
  title: articles.title,
  url: articles.url,
  imageUrl: articles.imageUrl,
  blurHash: articles.blurHash,
  date: articles.date,
  contentType: articles.contentType,
  paywall: articles.paywall,
  upvotes: articles.upvotes,
  downvotes: articles.downvotes,
  commentsCount: articles.commentsCount,
};

export const tagColumns = {
  id: tags.id,
  name: tags.name,
  type: tags.type,
  tag: tags.tag,
  scope: tags.scope,
  imageUrl: tags.imageUrl,
};
const articleTagColumns = { articleId: articleTags.articleId, ...tagColumns };
export type TagRow = RowOf<typeof tagColumns>;
export type ArticleTagRow = RowOf<typeof articleTagColumns>;
export type ViewerMarks = { votes: Map<number, number>; bookmarks: Set<number> };

export type FeedFilter = {
  status?: 'published' | 'drafted';
  /** Only articles with a scheduled_date (the editors' scheduled list; spec: it forces status drafted). */
  scheduled?: boolean;
  tagIds?: number[];
  scopes?: string[];
  ftsQuery?: string | null;
  /** Whose search: a body matches only where this reader may read it (search/match.ts); absent = a guest's. */
  tier?: ReaderTier;
  /** A state code: only articles with a location tag of that state (with feed:near-me, one the viewer follows). */
  state?: string | null;
  viewerId?: number | null;
};

/** Scopes name tags ("category:politics") or reader feeds (feed:for-me, feed:near-me). */
function scopeCondition(scopes: string[], viewerId: number | null): SQL | undefined {
  const tagScopes = scopes.filter((s) => !s.startsWith('feed:'));
  const parts: SQL[] = [];
  if (tagScopes.length) {
    parts.push(
      sql`${articles.id} IN (SELECT at.article_id FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE t.scope IN ${valueList(tagScopes)})`,
    );
  }
  if (viewerId !== null && scopes.includes('feed:near-me')) {
    parts.push(
      sql`${articles.id} IN (SELECT at.article_id FROM article_tags at JOIN tag_follows f ON f.tag_id = at.tag_id JOIN tags t ON t.id = f.tag_id WHERE f.user_id = ${viewerId} AND t.type = 'location')`,
    );
  } else if (viewerId !== null && scopes.includes('feed:for-me')) {
    // A reader who follows nothing yet gets everything rather than an empty feed.
    parts.push(
      sql`(NOT EXISTS (SELECT 1 FROM ${tagFollows} WHERE ${tagFollows.userId} = ${viewerId}) OR ${articles.id} IN (SELECT at.article_id FROM article_tags at JOIN tag_follows f ON f.tag_id = at.tag_id WHERE f.user_id = ${viewerId}))`,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

export function feedWhere(f: FeedFilter): SQL | undefined {
  return and(
    eq(articles.status, f.scheduled ? 'drafted' : (f.status ?? 'published')),
    f.scheduled ? sql`${articles.scheduledDate} IS NOT NULL` : undefined,
    f.tagIds?.length ? sql`${articles.id} IN (SELECT article_id FROM article_tags WHERE tag_id IN ${valueList(f.tagIds)})` : undefined,
    f.scopes?.length ? scopeCondition(f.scopes, f.viewerId ?? null) : undefined,
    f.ftsQuery ? readableMatch(f.ftsQuery, f.tier ?? 'guest') : undefined,
    f.state ? stateCondition(f.state, f.scopes?.includes('feed:near-me') ? (f.viewerId ?? null) : null) : undefined,
  );
}

/** Articles with a location tag of the state; for the local feed, a location the reader follows. */
function stateCondition(state: string, nearMeViewerId: number | null): SQL {
  const followed = nearMeViewerId === null ? sql`` : sql` AND t.id IN (SELECT tag_id FROM tag_follows WHERE user_id = ${nearMeViewerId})`;
  return sql`${articles.id} IN (SELECT at.article_id FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE t.type = 'location' AND t.state_code = ${state}${followed})`;
}

/**
 * Which articles to decorate: a list of ids, or a select of one `id` column that D1 runs as an
 * `IN (…)` subquery, so a page and its decorations go in the same batch.
 */
export type ArticleIds = number[] | TypedQueryBuilder<{ id: unknown }, { id: number }[]>;

/** The viewer's votes and bookmarks on the given articles, as batchable queries (none match for a guest). */
export function markQueries(db: Db, ids: ArticleIds, viewerId: number | null) {
  const uid = viewerId ?? -1;
  // A guest has no marks, so no id list: `ids` is often the page's own ranked query, which would
  // otherwise run once more for each of these (`false` ends the query before anything is read).
  const of = viewerId === null ? [] : ids;
  return [
    db
      .select({ articleId: votes.articleId, direction: votes.direction })
      .from(votes)
      .where(and(eq(votes.userId, uid), inArray(votes.articleId, of))),
    db
      .select({ articleId: bookmarks.articleId })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, uid), inArray(bookmarks.articleId, of))),
  ] as const;
}

/** Tags of the given articles plus the viewer's votes and bookmarks on them, as batchable queries. */
export function decorations(db: Db, ids: ArticleIds, viewerId: number | null) {
  return [
    db
      .select(articleTagColumns)
      .from(articleTags)
      .innerJoin(tags, eq(tags.id, articleTags.tagId))
      .where(inArray(articleTags.articleId, ids))
      .orderBy(asc(articleTags.articleId), asc(articleTags.position)),
    ...markQueries(db, ids, viewerId),
  ] as const;
}

export function marksOf(voteRows: { articleId: number; direction: number }[], bookmarkRows: { articleId: number }[]): ViewerMarks {
  return { votes: new Map(voteRows.map((v) => [v.articleId, v.direction])), bookmarks: new Set(bookmarkRows.map((b) => b.articleId)) };
}

/**
 * One page of cards, newest first, and the decorations of exactly those rows: their ids go in as a
 * subquery, so the page, its tags and the viewer's marks run in one batch. A deep page starts at
 * its first row's key, read from the index (db/paging.ts): page 5,000 reads 20 articles as page 1.
 */
export function cardPageQueries(db: Db, where: SQL | undefined, limit: number, offset: number, viewerId: number | null) {
  const from = keyPageFrom(db, articles.date, articles.id, where, offset);
  const newest = <Q extends SQLiteSelect>(q: Q) => q.where(and(where, from)).orderBy(desc(articles.date), desc(articles.id)).limit(limit);
  const cards = newest(db.select(cardColumns).from(articles).$dynamic());
  return [cards, ...decorations(db, newest(db.select({ id: articles.id }).from(articles).$dynamic()), viewerId)] as const;
}

/**
 * One page of one tag's published articles, newest first, read from the tag's own index
 * (article_tags_tag_published_idx) at any depth and tag size, with its total (the tag's
 * tag_totals row, capped at MAX_LIST_DEPTH: tag-totals.ts) and decorations. `tagId` may be a
 * subquery (the tag chosen by slug).
 */
export function tagCardPageQueries(db: Db, tagId: number | SQL, limit: number, offset: number, viewerId: number | null) {
  const inTag = and(eq(articleTags.tagId, tagId), isNotNull(articleTags.publishedDate));
  const where = and(inTag, keyPageFrom(db, articleTags.publishedDate, articleTags.articleId, inTag, offset));
  const newest = <Q extends SQLiteSelect>(q: Q) =>
    q.where(where).orderBy(desc(articleTags.publishedDate), desc(articleTags.articleId)).limit(limit);
  const cards = newest(db.select(cardColumns).from(articleTags).innerJoin(articles, eq(articles.id, articleTags.articleId)).$dynamic());
  const ids = newest(db.select({ id: articleTags.articleId }).from(articleTags).$dynamic());
  const total = tagTotalQuery(db, tagId);
  return [cards, total, ...decorations(db, ids, viewerId)] as const;
}

/** What the isolate already holds of an article body (see body-memo.ts). */
export type KnownBody = { modified: number; length: number };

/** The comment pages an article page shows with it (comments/queries.ts builds them). */
export type CommentPages = { top: CommentPageQuery; thread: CommentPageQuery | null };
export type BatchItem = Parameters<Db['batch']>[0][number];
/** More reads of the page that join the article's batch (read-next.ts), each answered under its name. */
export type ExtraReads = Record<string, BatchItem>;

/**
 * One article with its tags, the viewer's marks, the share pass's row when one is presented and,
 * for the page, its first comment pages and the `extra` reads: one D1 round trip. When `known`
 * matches the stored version, the (large) body columns come back NULL: the isolate already holds
 * the sanitized body.
 */
export async function getArticle<X extends ExtraReads = Record<never, BatchItem>>(
  db: Db,
  id: number,
  viewerId: number | null,
  opts: { passJti?: string | null; known?: KnownBody | null; nowSeconds?: number; comments?: CommentPages; extra?: X } = {},
) {
  const same = opts.known
    ? sql`(${articles.modified} = ${opts.known.modified} AND length(${articles.content}) = ${opts.known.length})`
    : sql`0`;
  const article = db
    .select({
      ...cardColumns,
      status: articles.status,
      modified: articles.modified,
      scheduledDate: articles.scheduledDate,
      dek: articles.dek,
      slug: articles.slug,
      seoTitle: articles.seoTitle,
      seoDescription: articles.seoDescription,
      socialImageUrl: articles.socialImageUrl,
      contentLength: sql<number>`length(${articles.content})`,
      content: sql<string | null>`CASE WHEN ${same} THEN NULL ELSE ${articles.content} END`,
      contentText: sql<string | null>`CASE WHEN ${same} THEN NULL ELSE ${articles.contentText} END`,
    })
    .from(articles)
    .where(eq(articles.id, id));
  const [tagQuery, voteQuery, bookmarkQuery] = decorations(db, [id], viewerId);
  const passQuery = opts.passJti ? sharePassRowQuery(db, opts.passJti, id, opts.nowSeconds ?? Math.floor(Date.now() / 1000)) : null;
  // Only what this read needs goes in the batch: guests have no marks, most reads no pass.
  const parts = {
    article,
    tags: tagQuery,
    votes: viewerId === null ? null : voteQuery,
    bookmarks: viewerId === null ? null : bookmarkQuery,
    pass: passQuery,
    comments: opts.comments?.top ?? null,
    thread: opts.comments?.thread ?? null,
  };
  const names = (Object.keys(parts) as (keyof typeof parts)[]).filter((k) => parts[k] !== null);
  const extra = Object.entries(opts.extra ?? {});
  const results = await db.batch([...names.map((k) => parts[k]), ...extra.map(([, q]) => q)] as unknown as [BatchItem, ...BatchItem[]]);
  const got = Object.fromEntries(names.map((k, i) => [k, results[i]])) as Record<keyof typeof parts, unknown[] | undefined>;
  const row = (got.article as Awaited<typeof article>)[0];
  if (!row) return null;
  return {
    row,
    tagRows: got.tags as Awaited<typeof tagQuery>,
    marks: marksOf((got.votes ?? []) as Awaited<typeof voteQuery>, (got.bookmarks ?? []) as Awaited<typeof bookmarkQuery>),
    passValid: (got.pass?.length ?? 0) > 0,
    comments: got.comments as Awaited<CommentPageQuery> | undefined,
    thread: got.thread as Awaited<CommentPageQuery> | undefined,
    extra: opts.extra
      ? (Object.fromEntries(extra.map(([k], i) => [k, results[names.length + i]])) as { [K in keyof X]: Awaited<X[K]> })
      : null,
  };
}

export type CardRow = Awaited<ReturnType<typeof cardPageQueries>[0]>[number];
