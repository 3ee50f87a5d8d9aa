/**
 * @module Popups in D1. Every admin write is one batch: the change and its audit row
 * (features/audit), so both land or neither.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { popups } from '../../db/schema';
import { auditStatement } from '../audit/queries';
import type { Snapshot } from '../audit/rules';

export type PopupRow = typeof popups.$inferSelect;
export type PopupWrite = { type: PopupRow['type']; config: Record<string, unknown>; isActive: boolean };
type Audit = { adminId: number; now: number; before: Snapshot | null; after: Snapshot | null };

export function listPopups(db: Db) {
  return db.select().from(popups).orderBy(desc(popups.isActive), asc(popups.id));
}

export async function popupById(db: Db, id: number): Promise<PopupRow | undefined> {
  const [row] = await db.select().from(popups).where(eq(popups.id, id)).limit(1);
  return row;
}

/** Active popups, oldest first (the order readers' clients try them in). */
export function activePopups(db: Db) {
  return db
    .select({ id: popups.id, type: popups.type, config: popups.config })
    .from(popups)
    .where(eq(popups.isActive, true))
    .orderBy(asc(popups.id));
}

/** Inserts the popup and its audit row in one batch; ids only grow, so the newest popup is the one just inserted. */
export async function insertPopup(db: Db, p: PopupWrite, audit: Audit) {
  const [inserted] = await db.batch([
    db.insert(popups).values({ type: p.type, config: p.config, isActive: p.isActive, created: audit.now, modified: audit.now }).returning(),
    auditStatement(
      db,
      audit.adminId,
      { action: 'create', entity: 'popup', entityId: sql`(SELECT max(${popups.id}) FROM ${popups})`, after: audit.after },
      audit.now,
    ),
  ]);
  return inserted[0]!;
}

export async function updatePopup(db: Db, id: number, p: PopupWrite, audit: Audit) {
  const [updated] = await db.batch([
    db
      .update(popups)
      .set({ type: p.type, config: p.config, isActive: p.isActive, modified: audit.now })
      .where(eq(popups.id, id))
      .returning(),
    auditStatement(
      db,
      audit.adminId,
      { action: 'update', entity: 'popup', entityId: id, before: audit.before, after: audit.after },
      audit.now,
    ),
  ]);
  return updated[0];
}

export async function deletePopup(db: Db, id: number, audit: Audit) {
  await db.batch([
    db.delete(popups).where(eq(popups.id, id)),
    auditStatement(db, audit.adminId, { action: 'delete', entity: 'popup', entityId: id, before: audit.before, after: null }, audit.now),
  ]);
}
