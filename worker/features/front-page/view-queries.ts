/**
 * @module The back office's reads of one trending view: the view, its zones in order, each zone's
 * tags and articles (drafts too: an editor may place a story before it is published), in one D1
 * batch; and which of the ids an editor sent exist, in another.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ViewAdminDto } from '../../contracts/admin-views';
import type { Db } from '../../db/client';
import { valueList } from '../../db/limits';
import { articles, tags, views, zoneArticles, zones, zoneTags } from '../../db/schema';
import { cardColumns, decorations, tagColumns } from '../articles/queries';
import { zoneColumns } from './queries';
import { zoneFields } from './view';

export async function loadViewAdmin(db: Db, id: number): Promise<ViewAdminDto | null> {
  const [viewRows, zoneRows, tagRows, articleRows] = await db.batch([
    db.select({ id: views.id, title: views.title, isActive: views.isActive, version: views.version }).from(views).where(eq(views.id, id)),
    db
      .select({ ...zoneColumns, isActive: zones.isActive })
      .from(zones)
      .where(eq(zones.viewId, id))
      .orderBy(asc(zones.order), asc(zones.id)),
    db
      .select({ zoneId: zoneTags.zoneId, id: tags.id, name: tags.name, type: tags.type })
      .from(zoneTags)
      .innerJoin(zones, eq(zones.id, zoneTags.zoneId))
      .innerJoin(tags, eq(tags.id, zoneTags.tagId))
      .where(eq(zones.viewId, id))
      .orderBy(asc(zoneTags.zoneId), asc(zoneTags.position)),
    db
      .select({ zoneId: zoneArticles.zoneId, id: articles.id, title: articles.title })
      .from(zoneArticles)
      .innerJoin(zones, eq(zones.id, zoneArticles.zoneId))
      .innerJoin(articles, eq(articles.id, zoneArticles.articleId))
      .where(eq(zones.viewId, id))
      .orderBy(asc(zoneArticles.zoneId), asc(zoneArticles.position)),
  ]);
  const view = viewRows[0];
  if (!view) return null;
  const of = <R extends { zoneId: number }>(rows: R[], zoneId: number) => rows.filter((r) => r.zoneId === zoneId);
  return {
    id: view.id,
    title: view.title,
    is_active: view.isActive,
    version: view.version,
    zones: zoneRows.map((z) => ({
      ...zoneFields(z),
      is_active: z.isActive,
      tags: of(tagRows, z.id).map((t) => ({ id: t.id, name: t.name, type: t.type })),
      articles: of(articleRows, z.id).map((a) => ({ id: a.id, title: a.title })),
    })),
  };
}

/** Ids as one JSON parameter: D1's bound-parameter limit (db/limits.ts). */
const jsonIds = valueList;

/** Which of the given zone (of this view), tag and article ids exist. */
export async function knownIds(db: Db, viewId: number | null, ids: { zones: number[]; tags: number[]; articles: number[] }) {
  const [zoneRows, tagRows, articleRows] = await db.batch([
    db
      .select({ id: zones.id })
      .from(zones)
      .where(and(eq(zones.viewId, viewId ?? -1), inArray(zones.id, jsonIds(ids.zones)))),
    db
      .select({ id: tags.id })
      .from(tags)
      .where(inArray(tags.id, jsonIds(ids.tags))),
    db
      .select({ id: articles.id })
      .from(articles)
      .where(inArray(articles.id, jsonIds(ids.articles))),
  ]);
  const set = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));
  return { zones: set(zoneRows), tags: set(tagRows), articles: set(articleRows) };
}

/** The active view's id, or null. */
export async function activeViewId(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: views.id }).from(views).where(eq(views.isActive, true)).limit(1);
  return row?.id ?? null;
}

/**
 * Tag names and article titles for ids an editor typed or picked (the view editor's chips after a
 * refused save): ids that do not exist are left out.
 */
export async function refNames(db: Db, tagIds: readonly number[], articleIds: readonly number[]) {
  const [tagRows, articleRows] = await db.batch([
    db
      .select({ id: tags.id, name: tags.name })
      .from(tags)
      .where(inArray(tags.id, jsonIds(tagIds))),
    db
      .select({ id: articles.id, name: articles.title })
      .from(articles)
      .where(inArray(articles.id, jsonIds(articleIds))),
  ]);
  const byId = (rows: { id: number; name: string }[]) => Object.fromEntries(rows.map((r) => [String(r.id), r.name]));
  return { tags: byId(tagRows), articles: byId(articleRows) };
}

/**
 * What a preview of unsaved zones draws, in one batch: the published articles among `articleIds`
 * as cards (as the front page reads them), their tags, and the zones' tags by id.
 */
export async function previewCards(db: Db, articleIds: readonly number[], tagIds: readonly number[]) {
  const ids = [...new Set(articleIds)];
  const [cards, zoneTagRows, articleTagRows] = await db.batch([
    db
      .select(cardColumns)
      .from(articles)
      .where(and(inArray(articles.id, jsonIds(ids)), eq(articles.status, 'published'))),
    db
      .select(tagColumns)
      .from(tags)
      .where(inArray(tags.id, jsonIds([...new Set(tagIds)]))),
    // By a subquery, not a list: a long list would pass D1's 100 bound parameters.
    decorations(
      db,
      db
        .select({ id: articles.id })
        .from(articles)
        .where(inArray(articles.id, jsonIds(ids))),
      null,
    )[0],
  ]);
  return { cards, zoneTagRows, articleTagRows };
}
