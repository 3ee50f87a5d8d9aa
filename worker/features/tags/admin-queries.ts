/**
 * @module The back office's tag reads and writes. Each write is one D1 batch holding the change,
 * its audit row and the version bump of the trending views that show the tag (a tag's name is on
 * the cards and in the zones), so the change, its record and the readers' cache key move together.
 */

import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { AnySQLiteTable } from 'drizzle-orm/sqlite-core';
import type { TagAdminDto, TagType, TagUsage } from '../../contracts/admin-tags';
import type { Db } from '../../db/client';
import { abortUnless } from '../../db/guard';
import { offsetOf, pageAndTotal } from '../../db/paging';
import type { RowOf } from '../../db/rows';
import { adminAuditLog, articleTags, curators, tagFollows, tags, views, zones, zoneTags } from '../../db/schema';
import { auditStatement } from '../audit/queries';
import { changedFields, clip } from '../audit/rules';
import { type TagFields, tagSnapshot } from './admin-rules';

const columns = {
  id: tags.id,
  type: tags.type,
  tag: tags.tag,
  scope: tags.scope,
  name: tags.name,
  imageUrl: tags.imageUrl,
  stateCode: tags.stateCode,
};
export type TagAdminRow = RowOf<typeof columns>;

export const toTagAdminDto = (r: TagAdminRow): TagAdminDto => ({ id: r.id, ...tagSnapshot(r) });

/** One page of tags by name, filtered by type and by part of the name or key, and the total. */
export async function listTagsAdmin(db: Db, f: { type?: TagType; query?: string }, page: number, limit: number) {
  const q = f.query?.toLowerCase();
  const where = and(
    f.type ? eq(tags.type, f.type) : undefined,
    q ? or(sql`instr(lower(${tags.name}), ${q}) > 0`, sql`instr(${tags.tag}, ${q}) > 0`) : undefined,
  );
  return pageAndTotal(
    db,
    db
      .select(columns)
      .from(tags)
      .where(where)
      .orderBy(sql`${tags.name} COLLATE NOCASE`, asc(tags.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    tags,
    where,
  );
}

const countOf = (table: AnySQLiteTable, id: number) => sql<number>`(SELECT count(*) FROM ${table} WHERE tag_id = ${id})`;

/** The tag and what uses it, in one query; null when there is no such tag. */
export async function tagWithUsage(db: Db, id: number): Promise<{ row: TagAdminRow; usage: TagUsage } | null> {
  const [found] = await db
    .select({
      ...columns,
      articles: countOf(articleTags, id),
      zones: countOf(zoneTags, id),
      follows: countOf(tagFollows, id),
      curators: countOf(curators, id),
    })
    .from(tags)
    .where(eq(tags.id, id));
  if (!found) return null;
  const { articles: a, zones: z, follows: f, curators: c, ...row } = found;
  return { row, usage: { articles: a, zones: z, follows: f, curators: c } };
}

/** Whether another tag of this type already has this key (the key is unique within its type). */
export async function keyTaken(db: Db, type: TagType, tag: string, exceptId?: number) {
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.type, type), eq(tags.tag, tag), exceptId ? ne(tags.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

const values = (f: TagFields) => ({ type: f.type, tag: f.tag, scope: f.scope, name: f.name, imageUrl: f.imageUrl, stateCode: f.stateCode });

/** The active view and every view with a zone of this tag draw anew (front-page/cache.tsx keys on the version). */
function bumpViewsShowing(db: Db, id: number, now: number) {
  return db
    .update(views)
    .set({ version: sql`${views.version} + 1`, modified: now })
    .where(
      or(
        eq(views.isActive, true),
        sql`${views.id} IN (SELECT ${zones.viewId} FROM ${zones} JOIN ${zoneTags} ON ${zoneTags.zoneId} = ${zones.id} WHERE ${zoneTags.tagId} = ${id})`,
      ),
    );
}

/**
 * The tag and its audit row. auditStatement needs the id as a value, which the insert has not
 * made yet; this row reads it inside the batch by the tag's unique (type, key) instead.
 */
export async function insertTag(db: Db, adminId: number, f: TagFields, now: number): Promise<TagAdminRow> {
  const [inserted] = await db.batch([
    db
      .insert(tags)
      .values({ ...values(f), created: now, modified: now })
      .returning(columns),
    db.insert(adminAuditLog).values({
      adminId,
      action: 'create',
      entity: 'tag',
      entityId: sql`(SELECT cast(${tags.id} AS text) FROM ${tags} WHERE ${tags.type} = ${f.type} AND ${tags.tag} = ${f.tag})`,
      data: clip(changedFields(null, tagSnapshot(f))),
      created: now,
    }),
  ]);
  return inserted[0]!;
}

export async function updateTag(
  db: Db,
  adminId: number,
  id: number,
  before: TagFields,
  f: TagFields,
  now: number,
): Promise<TagAdminRow | null> {
  const [updated] = await db.batch([
    db
      .update(tags)
      .set({ ...values(f), modified: now })
      .where(eq(tags.id, id))
      .returning(columns),
    bumpViewsShowing(db, id, now),
    auditStatement(db, adminId, { action: 'update', entity: 'tag', entityId: id, before: tagSnapshot(before), after: tagSnapshot(f) }, now),
  ]);
  return updated[0] ?? null;
}

const unused = (id: number) =>
  sql`NOT EXISTS (SELECT 1 FROM ${articleTags} WHERE tag_id = ${id}) AND NOT EXISTS (SELECT 1 FROM ${zoneTags} WHERE tag_id = ${id})
    AND NOT EXISTS (SELECT 1 FROM ${tagFollows} WHERE tag_id = ${id}) AND NOT EXISTS (SELECT 1 FROM ${curators} WHERE tag_id = ${id})`;

/**
 * The tag, its links (articles, zones, follows; curators keep their row without it) and its audit
 * row. Unconfirmed, the batch stands only while nothing uses the tag: one linked since the editor
 * was asked makes it fail whole (db/guard.ts), and the caller asks again.
 */
export async function deleteTag(db: Db, adminId: number, id: number, before: TagFields, confirmed: boolean, now: number) {
  const exists = sql`EXISTS (SELECT 1 FROM ${tags} WHERE id = ${id})`;
  await db.batch([
    abortUnless(db, confirmed ? exists : sql`${exists} AND ${unused(id)}`),
    bumpViewsShowing(db, id, now),
    db.delete(articleTags).where(eq(articleTags.tagId, id)),
    db.delete(zoneTags).where(eq(zoneTags.tagId, id)),
    db.delete(tagFollows).where(eq(tagFollows.tagId, id)),
    db.update(curators).set({ tagId: null, modified: now }).where(eq(curators.tagId, id)),
    db.delete(tags).where(eq(tags.id, id)),
    auditStatement(db, adminId, { action: 'delete', entity: 'tag', entityId: id, before: tagSnapshot(before), after: null }, now),
  ]);
}
