/**
 * @module The active trending view: view, zones, zone articles with their tags and zone tags,
 * all in one D1 batch (one round trip). The active view id is a subquery, not a prior read.
 * Also the back office's list of every view.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, tags, views, zoneArticles, zones, zoneTags } from '../../db/schema';
import { cardColumns, decorations, markQueries, marksOf, tagColumns } from '../articles/queries';

/** A new view starts at version 1 too, so the key is the pair. Writers must bump `version`. */
export const keyOf = (v: { id: number; version: number }) => `${v.id}:${v.version}`;

/** The active view's key as one batchable query. */
const activeKeyQuery = (db: Db) => db.select({ id: views.id, version: views.version }).from(views).where(eq(views.isActive, true)).limit(1);
const keyOfRow = (rows: { id: number; version: number }[]) => (rows[0] ? keyOf(rows[0]) : null);

const activeViewId = sql`(SELECT ${views.id} FROM ${views} WHERE ${views.isActive} = 1 LIMIT 1)`;

/** The queries of the trending view, exposed so tests can EXPLAIN exactly what runs. */
export function activeViewQueries(db: Db, viewerId: number | null) {
  const activeZoneArticleIds = db
    .select({ id: zoneArticles.articleId })
    .from(zoneArticles)
    .innerJoin(zones, eq(zones.id, zoneArticles.zoneId))
    .where(eq(zones.viewId, activeViewId));
  return [
    db.select({ id: views.id, title: views.title, version: views.version }).from(views).where(eq(views.isActive, true)).limit(1),
    db
      .select({
        id: zones.id,
        title: zones.title,
        order: zones.order,
        webLayout: zones.webLayout,
        hideTitle: zones.hideTitle,
        payWall: zones.payWall,
      })
      .from(zones)
      .where(and(eq(zones.viewId, activeViewId), eq(zones.isActive, true)))
      .orderBy(asc(zones.order), asc(zones.id)),
    db
      .select({ zoneId: zoneArticles.zoneId, ...cardColumns })
      .from(zoneArticles)
      .innerJoin(zones, eq(zones.id, zoneArticles.zoneId))
      .innerJoin(articles, eq(articles.id, zoneArticles.articleId))
      .where(and(eq(zones.viewId, activeViewId), eq(articles.status, 'published')))
      .orderBy(asc(zoneArticles.zoneId), asc(zoneArticles.position)),
    db
      .select({ zoneId: zoneTags.zoneId, ...tagColumns })
      .from(zoneTags)
      .innerJoin(zones, eq(zones.id, zoneTags.zoneId))
      .innerJoin(tags, eq(tags.id, zoneTags.tagId))
      .where(eq(zones.viewId, activeViewId))
      .orderBy(asc(zoneTags.zoneId), asc(zoneTags.position)),
    ...decorations(db, activeZoneArticleIds, viewerId),
  ] as const;
}

export async function loadActiveView(db: Db, viewerId: number | null) {
  const [viewRows, zoneRows, zoneArticleRows, zoneTagRows, tagRows, voteRows, bookmarkRows] = await db.batch(
    activeViewQueries(db, viewerId),
  );
  const view = viewRows[0];
  if (!view) return null;
  return { view, zoneRows, zoneArticleRows, zoneTagRows, tagRows, marks: marksOf(voteRows, bookmarkRows) };
}

export type ActiveViewRows = NonNullable<Awaited<ReturnType<typeof loadActiveView>>>;

/** Every view with its zone count, the active one first, then the most recently changed. */
export function listViews(db: Db) {
  return db
    .select({ id: views.id, title: views.title, isActive: views.isActive, version: views.version, zones: count(zones.id) })
    .from(views)
    .leftJoin(zones, eq(zones.viewId, views.id))
    .groupBy(views.id)
    .orderBy(desc(views.isActive), desc(views.modified));
}

/**
 * A reader's votes and bookmarks on the active view's articles, with the view's key, in one batch:
 * the zones' HTML is shared by every reader, so only these marks are the reader's own.
 */
export async function readerMarksOnView(db: Db, userId: number) {
  const onView = db
    .select({ id: zoneArticles.articleId })
    .from(zoneArticles)
    .innerJoin(zones, eq(zones.id, zoneArticles.zoneId))
    .innerJoin(views, eq(views.id, zones.viewId))
    .where(eq(views.isActive, true));
  const [keyRows, voteRows, bookmarkRows] = await db.batch([activeKeyQuery(db), ...markQueries(db, onView, userId)]);
  return { key: keyOfRow(keyRows), marks: marksOf(voteRows, bookmarkRows) };
}
