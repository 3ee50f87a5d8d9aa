/** @module Reads for feeds and sitemaps: newest published articles, optionally of one tag. */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, tags } from '../../db/schema';
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
  publication: sql<
    string | null
  >`(SELECT t.name FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = ${articles.id} AND t.type = 'publication' ORDER BY at.position LIMIT 1)`,
};

export async function latestArticles(db: Db, limit: number, tagId?: number) {
  return db
    .select(feedColumns)
    .from(articles)
    .where(
      and(
        eq(articles.status, 'published'),
        tagId === undefined ? undefined : sql`${articles.id} IN (SELECT article_id FROM article_tags WHERE tag_id = ${tagId})`,
      ),
    )
    .orderBy(desc(articles.date), desc(articles.id))
    .limit(limit);
}

export type FeedArticle = Awaited<ReturnType<typeof latestArticles>>[number];

export async function sitemapRows(db: Db, sinceSeconds?: number) {
  const [articleRows, tagRows] = await db.batch([
    db
      .select({ id: articles.id, title: articles.title, date: articles.date, modified: articles.modified })
      .from(articles)
      .where(and(eq(articles.status, 'published'), sinceSeconds === undefined ? undefined : gte(articles.date, sinceSeconds)))
      .orderBy(desc(articles.date))
      .limit(50_000),
    db.select({ tag: tags.tag, type: tags.type }).from(tags).orderBy(tags.type, tags.tag).limit(5_000),
  ]);
  return { articleRows, tagRows };
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
