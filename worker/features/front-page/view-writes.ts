/**
 * @module The back office's writes of trending views. Each is one D1 batch holding the whole change
 * (the view, every zone, their tags and articles) and its audit row, so readers and the log never
 * see half of a save. Every change to a view moves its `version`, the key of the trending caches
 * (cache.tsx). A save of an existing view starts with a check of the version the editor loaded
 * (db/guard.ts): if someone saved in between, the batch fails whole and nothing of it lands.
 */
import { and, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../../db/client';
import { abortUnless } from '../../db/guard';
import { adminAuditLog, views, zoneArticles, zones, zoneTags } from '../../db/schema';
import { auditStatement } from '../audit/queries';
import { changedFields, clip, type Snapshot } from '../audit/rules';
import type { ZonePlan } from './view-rules';

type Statements = [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]];
export type Audit = { adminId: number; now: number };

// Ids only grow (AUTOINCREMENT) and a batch runs alone, so inside it the newest row is the one it
// just inserted: how a zone finds its new view, and its tags and articles their new zone.
const newestView = sql`(SELECT max(${views.id}) FROM ${views})`;
const newestZone = sql`(SELECT max(${zones.id}) FROM ${zones})`;

/**
 * One zone and its links: an existing zone is updated in place (it keeps its id), a new one is
 * inserted. Tags and articles are joined to their tables, so one deleted since the check is left
 * out rather than failing the save.
 */
function zoneStatements(db: Db, z: ZonePlan, viewId: number | SQL, now: number): BatchItem<'sqlite'>[] {
  const fields = {
    title: z.title,
    order: z.order,
    webLayout: z.webLayout,
    hideTitle: z.hideTitle,
    payWall: z.payWall,
    isActive: z.isActive,
    modified: now,
  };
  const zoneId = z.id ?? newestZone;
  const write =
    z.id === null
      ? db.insert(zones).values({ ...fields, viewId, created: now })
      : db
          .update(zones)
          .set(fields)
          .where(and(eq(zones.id, z.id), eq(zones.viewId, viewId)));
  const links: BatchItem<'sqlite'>[] = [];
  if (z.tags.length)
    links.push(
      db
        .insert(zoneTags)
        .select(
          sql`SELECT ${zoneId}, t.id, j.key FROM json_each(${JSON.stringify(z.tags.map((t) => t.id))}) j JOIN tags t ON t.id = j.value`,
        ),
    );
  if (z.articles.length)
    links.push(
      db
        .insert(zoneArticles)
        .select(
          sql`SELECT ${zoneId}, a.id, j.key FROM json_each(${JSON.stringify(z.articles.map((a) => a.id))}) j JOIN articles a ON a.id = j.value`,
        ),
    );
  return [write, ...links];
}

const zonesOf = (db: Db, viewId: number) => db.select({ id: zones.id }).from(zones).where(eq(zones.viewId, viewId));

/** Every zone's links of a view (a save writes them all again; a delete drops them). */
const unlinkZones = (db: Db, viewId: number) => [
  db.delete(zoneTags).where(inArray(zoneTags.zoneId, zonesOf(db, viewId))),
  db.delete(zoneArticles).where(inArray(zoneArticles.zoneId, zonesOf(db, viewId))),
];

/**
 * A new view (never active) with its zones, and its audit row: `create`, or `duplicate` for a copy.
 * auditStatement needs the id as a value, which the insert has not made yet; this row reads it
 * inside the batch instead. Answers the new view's id.
 */
export async function insertView(db: Db, a: Audit, action: 'create' | 'duplicate', title: string, plans: ZonePlan[], after: Snapshot) {
  const [inserted] = await db.batch([
    db.insert(views).values({ title, isActive: false, created: a.now, modified: a.now }).returning({ id: views.id }),
    ...plans.flatMap((z) => zoneStatements(db, { ...z, id: null }, newestView, a.now)),
    db.insert(adminAuditLog).values({
      adminId: a.adminId,
      action,
      entity: 'view',
      entityId: sql`(SELECT cast(max(${views.id}) AS text) FROM ${views})`,
      data: clip(changedFields(null, after)),
      created: a.now,
    }),
  ] as Statements);
  return (inserted as { id: number }[])[0]!.id;
}

/**
 * A change of a view: the title, and when `plans` is given the whole zone list (zones left out are
 * deleted, the rest rewritten with their links). Only while the view is at `expected`; the version
 * moves by one.
 */
export async function saveView(
  db: Db,
  a: Audit,
  id: number,
  expected: number,
  change: { title?: string; plans?: ZonePlan[] },
  before: Snapshot,
  after: Snapshot,
) {
  const zoneWrites = change.plans
    ? [
        ...unlinkZones(db, id),
        db.delete(zones).where(
          and(
            eq(zones.viewId, id),
            notInArray(
              zones.id,
              change.plans.flatMap((z) => (z.id === null ? [] : [z.id])),
            ),
          ),
        ),
        ...change.plans.flatMap((z) => zoneStatements(db, z, id, a.now)),
      ]
    : [];
  await db.batch([
    abortUnless(db, sql`EXISTS (SELECT 1 FROM ${views} WHERE ${views.id} = ${id} AND ${views.version} = ${expected})`),
    db
      .update(views)
      .set({ ...(change.title === undefined ? {} : { title: change.title }), version: sql`${views.version} + 1`, modified: a.now })
      .where(eq(views.id, id)),
    ...zoneWrites,
    auditStatement(db, a.adminId, { action: 'update', entity: 'view', entityId: id, before, after }, a.now),
  ] as Statements);
}

/**
 * The view goes live: the active one is switched off first (one active view, a unique index), and
 * the version moves so no cache keeps a copy of this view from before it was last active.
 */
export async function activateView(db: Db, a: Audit, id: number, wasActive: boolean) {
  await db.batch([
    abortUnless(db, sql`EXISTS (SELECT 1 FROM ${views} WHERE ${views.id} = ${id})`),
    db
      .update(views)
      .set({ isActive: false, modified: a.now })
      .where(and(eq(views.isActive, true), ne(views.id, id))),
    db
      .update(views)
      .set({ isActive: true, version: sql`${views.version} + 1`, modified: a.now })
      .where(eq(views.id, id)),
    auditStatement(
      db,
      a.adminId,
      { action: 'activate', entity: 'view', entityId: id, before: { is_active: wasActive }, after: { is_active: true } },
      a.now,
    ),
  ]);
}

/** The view, its zones and their links; never the active one (checked inside the batch too). */
export async function deleteView(db: Db, a: Audit, id: number, before: Snapshot) {
  await db.batch([
    abortUnless(db, sql`EXISTS (SELECT 1 FROM ${views} WHERE ${views.id} = ${id} AND ${views.isActive} = 0)`),
    ...unlinkZones(db, id),
    db.delete(zones).where(eq(zones.viewId, id)),
    db.delete(views).where(eq(views.id, id)),
    auditStatement(db, a.adminId, { action: 'delete', entity: 'view', entityId: id, before, after: null }, a.now),
  ]);
}
