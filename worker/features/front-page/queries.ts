/**
 * @module The active trending view: view, zones, zone articles with their tags and zone tags,
 * all in one D1 batch (one round trip). The active view id is a subquery, not a prior read.
 * Also the back office's list of every view.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { computed, rawRow } from '../../db/raw';
import { articles, tags, views, zoneArticles, zones, zoneTags } from '../../db/schema';
import type { SessionClaims } from '../../env';
import { cardColumns, decorations, marksOf, tagColumns, type ViewerMarks } from '../articles/queries';
import { sessionParams, sessionSelect, VIEWER_ROW, viewerOfRow } from '../auth/session-batch';

/** A new view starts at version 1 too, so the key is the pair. Writers must bump `version`. */
export const keyOf = (v: { id: number; version: number }) => `${v.id}:${v.version}`;

/** A zone's own columns (the back office's editor adds is_active: it also shows inactive zones). */
export const zoneColumns = {
  id: zones.id,
  title: zones.title,
  order: zones.order,
  webLayout: zones.webLayout,
  hideTitle: zones.hideTitle,
  payWall: zones.payWall,
};

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
      .select(zoneColumns)
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

const ON_VIEW =
  'SELECT za.article_id FROM zone_articles za JOIN zones z ON z.id = za.zone_id JOIN views w ON w.id = z.view_id WHERE w.is_active = 1';
const READER_ROW = {
  ...VIEWER_ROW,
  view_key: computed("(SELECT id || ':' || version FROM views WHERE is_active = 1 LIMIT 1)", 'string', true),
  votes: computed(
    `(SELECT json_group_array(json_array(v.article_id, v.direction)) FROM votes v WHERE v.user_id = ?1 AND v.article_id IN (${ON_VIEW}))`,
    'string',
  ),
  saved: computed(
    `(SELECT json_group_array(b.article_id) FROM bookmarks b WHERE b.user_id = ?1 AND b.article_id IN (${ON_VIEW}))`,
    'string',
  ),
};
const READER_ON_VIEW = sessionSelect(READER_ROW);

/**
 * A signed-in reader's trending page in one query: the session check, the view's key and the
 * reader's votes and bookmarks on its articles (the zones' HTML is shared by every reader, so
 * only these marks are the reader's own). Null when the session no longer stands.
 */
export async function readerOnView(d1: D1Database, claims: SessionClaims, now: number) {
  const params = sessionParams(claims, now);
  if (!params) return null;
  const row = rawRow(
    READER_ROW,
    await d1
      .prepare(READER_ON_VIEW)
      .bind(...params)
      .first(),
  );
  if (!row) return null;
  const votes = JSON.parse(row.votes) as [number, number][];
  const marks: ViewerMarks = { votes: new Map(votes), bookmarks: new Set(JSON.parse(row.saved) as number[]) };
  return { viewer: viewerOfRow(row, claims), key: row.view_key, marks };
}
