/**
 * @module The back office's article reads and writes, as plain (db, ...) functions. Every write is
 * one D1 batch (one transaction): the article, its tag links, the versions of the views that show
 * it and the audit row land together or not at all.
 */
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import type { ArticleListStatus } from '../../contracts/article-list';
import type { Db } from '../../db/client';
import { valueList } from '../../db/limits';
import { cappedCount, keyPageFrom } from '../../db/paging';
import { adminAuditLog, articles, articleTags, tags, views } from '../../db/schema';
import { type AuditEntry, auditStatement } from '../audit/queries';
import type { StoredArticle } from './admin-rules';
import { decorations, marksOf } from './queries';

const rowColumns = {
  id: articles.id,
  title: articles.title,
  date: articles.date,
  scheduledDate: articles.scheduledDate,
  status: articles.status,
  paywall: articles.paywall,
  contentType: articles.contentType,
  imageUrl: articles.imageUrl,
  upvotes: articles.upvotes,
  downvotes: articles.downvotes,
  commentsCount: articles.commentsCount,
};
const fullColumns = {
  ...rowColumns,
  content: articles.content,
  url: articles.url,
  blurHash: articles.blurHash,
  dek: articles.dek,
  slug: articles.slug,
  seoTitle: articles.seoTitle,
  seoDescription: articles.seoDescription,
  socialImageUrl: articles.socialImageUrl,
};

export type AdminFilter = {
  status?: ArticleListStatus;
  scheduled?: boolean;
  tagIds?: number[];
  scopes?: string[];
  /** toFtsQuery() output, matched against titles only. */
  titleQuery?: string;
};

function adminWhere(f: AdminFilter): SQL | undefined {
  const tagScopes = f.scopes?.filter((s) => !s.startsWith('feed:')) ?? [];
  return and(
    // Spec §4: the scheduled list forces status drafted.
    f.scheduled
      ? and(eq(articles.status, 'drafted'), isNotNull(articles.scheduledDate))
      : f.status
        ? eq(articles.status, f.status)
        : undefined,
    f.tagIds?.length ? sql`${articles.id} IN (SELECT article_id FROM article_tags WHERE tag_id IN ${valueList(f.tagIds)})` : undefined,
    tagScopes.length
      ? sql`${articles.id} IN (SELECT at.article_id FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE t.scope IN ${valueList(tagScopes)})`
      : undefined,
    f.titleQuery
      ? sql`${articles.id} IN (SELECT rowid FROM articles_fts WHERE articles_fts MATCH ${`{title} : (${f.titleQuery})`})`
      : undefined,
  );
}

/** One page newest first, the total (counted up to MAX_LIST_DEPTH), the rows' tags and the admin's bookmarks: one round trip. */
export async function listAdminArticles(db: Db, f: AdminFilter, page: number, limit: number, adminId: number) {
  const where = adminWhere(f);
  // A deep page starts at its first row's key, found in the index (decision 069-keyset-pages).
  const from = keyPageFrom(db, articles.date, articles.id, where, (page - 1) * limit);
  const newest = <Q extends SQLiteSelect>(q: Q) => q.where(and(where, from)).orderBy(desc(articles.date), desc(articles.id)).limit(limit);
  const [tagQuery, , bookmarkQuery] = decorations(db, newest(db.select({ id: articles.id }).from(articles).$dynamic()), adminId);
  const [rows, totals, tagRows, bookmarkRows] = await db.batch([
    newest(db.select(rowColumns).from(articles).$dynamic()),
    cappedCount(db, articles, where),
    tagQuery,
    bookmarkQuery,
  ]);
  return { rows, total: totals[0]?.n ?? 0, tagRows, bookmarks: marksOf([], bookmarkRows).bookmarks };
}

/**
 * One article as stored (the body too), its tags in order, the admin's bookmark and, when asked,
 * which of `tagIds` exist: one round trip, so a change validates and snapshots with one read.
 */
export async function getAdminArticle(db: Db, id: number, adminId: number, tagIds: readonly number[] = []) {
  const [tagQuery, , bookmarkQuery] = decorations(db, [id], adminId);
  const [found, tagRows, bookmarkRows, known] = await db.batch([
    db.select(fullColumns).from(articles).where(eq(articles.id, id)),
    tagQuery,
    bookmarkQuery,
    db
      .select({ id: tags.id })
      .from(tags)
      .where(inArray(tags.id, valueList(tagIds))),
  ]);
  const row = found[0];
  if (!row) return null;
  return { row, tagRows, bookmarked: bookmarkRows.length > 0, knownTags: new Set(known.map((t) => t.id)) };
}
export type AdminArticle = NonNullable<Awaited<ReturnType<typeof getAdminArticle>>>;

/** Which of the ids name a tag. */
export async function existingTagIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(inArray(tags.id, valueList(ids)));
  return new Set(rows.map((r) => r.id));
}

// Inside a create's batch (one transaction, and D1 runs one at a time), the AUTOINCREMENT id just
// given is the largest: the statements after the insert name the new article by it.
const NEW_ARTICLE = sql`(SELECT max(id) FROM articles)`;

/**
 * Links the tags in the given order (position = index). Ids that name no tag are skipped, so a tag
 * deleted since the check cannot fail the batch. `append` keeps existing links and adds after them.
 * (Query builders only: drizzle's D1 batch cannot bind the parameters of a raw `db.run`.)
 */
function linkTags(db: Db, articleId: number | SQL, tagIds: readonly number[], mode: 'replace' | 'append') {
  const ids = JSON.stringify(tagIds);
  const first = mode === 'append' ? sql`(SELECT coalesce(max(position) + 1, 0) FROM article_tags WHERE article_id = ${articleId})` : sql`0`;
  // The WHERE is what SQLite's parser needs to read an upsert from a SELECT. published_date is
  // the trigger's to set (migration i29_plans).
  const insert = db
    .insert(articleTags)
    .select(sql`SELECT ${articleId}, t.id, ${first} + j.key, NULL FROM json_each(${ids}) j JOIN tags t ON t.id = j.value WHERE 1`);
  const pair = [articleTags.articleId, articleTags.tagId];
  return mode === 'append'
    ? insert.onConflictDoNothing({ target: pair })
    : insert.onConflictDoUpdate({ target: pair, set: { position: sql`excluded.position` } });
}

/** The views whose zones show the article get a new version, so their kept renders are replaced. */
const bumpViewsShowing = (db: Db, articleId: number) =>
  db
    .update(views)
    .set({ version: sql`${views.version} + 1` })
    .where(
      sql`${views.id} IN (SELECT z.view_id FROM zones z JOIN zone_articles za ON za.zone_id = z.id WHERE za.article_id = ${articleId})`,
    );

const batch = (db: Db, steps: BatchItem<'sqlite'>[]) => db.batch(steps as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);

export type NewArticle = StoredArticle & { contentText: string };

/** Creates the article, links its tags and writes the audit row (named by the new id); answers the id. */
export async function createArticle(db: Db, adminId: number, a: NewArticle, tagIds: readonly number[], audit: AuditEntry, now: number) {
  const [inserted] = await batch(db, [
    db
      .insert(articles)
      .values({ ...a, created: now, modified: now })
      .returning({ id: articles.id }),
    ...(tagIds.length ? [linkTags(db, NEW_ARTICLE, tagIds, 'replace')] : []),
    auditStatement(db, adminId, { ...audit, entityId: null }, now),
    db
      .update(adminAuditLog)
      .set({ entityId: sql`CAST(${NEW_ARTICLE} AS TEXT)`, data: sql`json_set(${adminAuditLog.data}, '$.after.id', ${NEW_ARTICLE})` })
      .where(eq(adminAuditLog.id, sql`(SELECT max(id) FROM ${adminAuditLog})`)),
  ]);
  return (inserted as { id: number }[])[0]!.id;
}

/**
 * Applies a change: the moved columns (and a `modified` that always moves forward, since cached
 * bodies are keyed by it: body-memo.ts), the tag list when given (links not in it go, the rest
 * take their new positions), the views showing the article, and the audit row.
 */
export async function updateArticle(
  db: Db,
  adminId: number,
  id: number,
  columns: Partial<NewArticle>,
  tagIds: readonly number[] | null,
  audit: AuditEntry,
  now: number,
) {
  await batch(db, [
    db
      .update(articles)
      .set({ ...columns, modified: sql`max(${now}, ${articles.modified} + 1)` })
      .where(eq(articles.id, id)),
    ...(tagIds
      ? [
          db
            .delete(articleTags)
            .where(
              and(eq(articleTags.articleId, id), sql`${articleTags.tagId} NOT IN (SELECT value FROM json_each(${JSON.stringify(tagIds)}))`),
            ),
          linkTags(db, id, tagIds, 'replace'),
        ]
      : []),
    bumpViewsShowing(db, id),
    auditStatement(db, adminId, audit, now),
  ]);
}

/** Adds tags after the ones the article has (links it already has stay where they are). */
export async function addArticleTags(db: Db, adminId: number, id: number, tagIds: readonly number[], audit: AuditEntry, now: number) {
  await batch(db, [
    linkTags(db, id, tagIds, 'append'),
    db
      .update(articles)
      .set({ modified: sql`max(${now}, ${articles.modified} + 1)` })
      .where(eq(articles.id, id)),
    bumpViewsShowing(db, id),
    auditStatement(db, adminId, audit, now),
  ]);
}

export async function removeArticleTag(db: Db, adminId: number, id: number, tagId: number, audit: AuditEntry, now: number) {
  await batch(db, [
    db.delete(articleTags).where(and(eq(articleTags.articleId, id), eq(articleTags.tagId, tagId))),
    db
      .update(articles)
      .set({ modified: sql`max(${now}, ${articles.modified} + 1)` })
      .where(eq(articles.id, id)),
    bumpViewsShowing(db, id),
    auditStatement(db, adminId, audit, now),
  ]);
}

/** Deletes the article (its tag links, zone places, votes, bookmarks and comments go with it). */
export async function deleteArticle(db: Db, adminId: number, id: number, audit: AuditEntry, now: number) {
  // The views first: once the article is gone, so are the zone rows that say where it was shown.
  await batch(db, [bumpViewsShowing(db, id), db.delete(articles).where(eq(articles.id, id)), auditStatement(db, adminId, audit, now)]);
}

/** The tag ids of an article in card order. */
export const tagIdsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

/** An upload's audit row (the object itself is in R2, which no D1 batch can include). */
export async function auditUpload(db: Db, adminId: number, audit: AuditEntry, now: number) {
  await db.batch([auditStatement(db, adminId, audit, now)]);
}
