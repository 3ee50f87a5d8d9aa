/** @module Reads for feeds and sitemaps: newest published articles, optionally of one tag; id ranges for the sitemap files. */
import { and, between, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, articleTags, tags } from '../../db/schema';
import { typePriority } from '../tags/queries';

const feedColumns = {
  id: articles.id,
  title: articles.title,
  content: articles.content,
  contentText: articles.contentText,
  imageUrl: articles.imageUrl,
  date: articles.date,
  modified: articles.modified,
  contentType: articles.contentType,
  paywall: articles.paywall,
  // The outer article named with its table: drizzle writes a column of a one-table select bare
  // ("id"), which inside this subquery named t.id, so no item ever had its publication.
  publication: sql<
    string | null
  >`(SELECT t.name FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = "articles"."id" AND t.type = 'publication' ORDER BY at.position LIMIT 1)`,
};

/**
 * The newest published articles, or a tag's: read from the tag's own index (its published links,
 * newest first, article_tags_tag_published_idx) and stopped at `limit`, so a tag's feed reads
 * `limit` links at any tag size, not the list of every article the tag has.
 */
export async function latestArticles(db: Db, limit: number, tagId?: number) {
  if (tagId === undefined)
    return db
      .select(feedColumns)
      .from(articles)
      .where(eq(articles.status, 'published'))
      .orderBy(desc(articles.date), desc(articles.id))
      .limit(limit);
  return db
    .select(feedColumns)
    .from(articleTags)
    .innerJoin(articles, eq(articles.id, articleTags.articleId))
    .where(and(eq(articleTags.tagId, tagId), isNotNull(articleTags.publishedDate)))
    .orderBy(desc(articleTags.publishedDate), desc(articleTags.articleId))
    .limit(limit);
}

export type FeedArticle = Awaited<ReturnType<typeof latestArticles>>[number];

/** The highest article and tag ids (0 when empty): the sitemap index's extent. Both read one end of a primary key. */
export function sitemapExtentQueries(db: Db) {
  return [
    db.select({ max: sql<number | null>`max(${articles.id})` }).from(articles),
    db.select({ max: sql<number | null>`max(${tags.id})` }).from(tags),
  ] as const;
}

type MaxRows = { max: number | null }[];
const extentOf = (a: MaxRows, t: MaxRows) => ({ articles: a[0]?.max ?? 0, tags: t[0]?.max ?? 0 });

export async function sitemapExtent(db: Db) {
  const [a, t] = await db.batch(sitemapExtentQueries(db));
  return extentOf(a, t);
}

/** Published articles with ids first..last: a primary-key range, at most last - first + 1 rows. */
export function sitemapArticles(db: Db, first: number, last: number) {
  return db
    .select({ id: articles.id, date: articles.date, modified: articles.modified })
    .from(articles)
    .where(and(between(articles.id, first, last), eq(articles.status, 'published')))
    .orderBy(articles.id);
}

/** Tags with ids first..last, the same way. */
export function sitemapTags(db: Db, first: number, last: number) {
  return db
    .select({ tag: tags.tag })
    .from(tags)
    .where(between(tags.id, first, last))
    .orderBy(tags.id);
}

/** A tags file's rows and the extent (whether the file exists), in one round trip. */
export async function sitemapTagRange(db: Db, first: number, last: number) {
  const [a, t, rows] = await db.batch([...sitemapExtentQueries(db), sitemapTags(db, first, last)]);
  return { extent: extentOf(a, t), rows };
}

/** An articles file's rows and the extent, in one round trip. */
export async function sitemapArticleRange(db: Db, first: number, last: number) {
  const [a, t, rows] = await db.batch([...sitemapExtentQueries(db), sitemapArticles(db, first, last)]);
  return { extent: extentOf(a, t), rows };
}

/** The newest published articles since `sinceSeconds` (the news sitemap), on the status/date index. */
export function recentArticles(db: Db, sinceSeconds: number, limit: number) {
  return db
    .select({ id: articles.id, title: articles.title, date: articles.date })
    .from(articles)
    .where(and(eq(articles.status, 'published'), gte(articles.date, sinceSeconds)))
    .orderBy(desc(articles.date))
    .limit(limit);
}

/** A slug is unique per type only; types sharing one resolve as on /trending/{tag}. */
export async function tagBySlug(db: Db, slug: string) {
  const rows = await db
    .select({ id: tags.id, name: tags.name, tag: tags.tag, type: tags.type })
    .from(tags)
    .where(eq(tags.tag, slug))
    .orderBy(typePriority, tags.id)
    .limit(1);
  return rows[0] ?? null;
}
