/**
 * @module Promotionals in D1: the readers' read of an active one, and the back office's writes,
 * each one batch with its audit row (blocks/queries.ts withAudit), so the change and the row land
 * together or not at all.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionals } from '../../db/schema';
import { type AuditOf, auditedUpdate, withAudit } from '../blocks/queries';

/** Settings of an active promotional whose start/end window (epoch seconds) contains `now`. */
export async function loadPromotional(db: Db, code: string, now: number) {
  const [row] = await db
    .select({
      settings: promotionals.settings,
      isActive: promotionals.isActive,
      startsAt: promotionals.startsAt,
      endsAt: promotionals.endsAt,
    })
    .from(promotionals)
    .where(eq(promotionals.code, code))
    .limit(1);
  if (!row?.isActive) return null;
  if ((row.startsAt !== null && row.startsAt > now) || (row.endsAt !== null && row.endsAt <= now)) return null;
  return row.settings;
}

export type PromotionalRow = typeof promotionals.$inferSelect;

export function listPromotionals(db: Db) {
  return db.select().from(promotionals).orderBy(asc(promotionals.code));
}

export async function promotionalRow(db: Db, code: string): Promise<PromotionalRow | undefined> {
  const [row] = await db.select().from(promotionals).where(eq(promotionals.code, code)).limit(1);
  return row;
}

type PromotionalWrite = Omit<PromotionalRow, 'created' | 'modified'>;

export async function insertPromotional(db: Db, p: PromotionalWrite, audit: AuditOf) {
  await withAudit(db, db.insert(promotionals).values({ ...p, created: audit.now, modified: audit.now }), audit);
}

export async function updatePromotional(db: Db, p: PromotionalWrite, audit: AuditOf) {
  const { code, ...set } = p;
  await auditedUpdate(db, promotionals, eq(promotionals.code, code), set, audit);
}

export async function deletePromotional(db: Db, code: string, audit: AuditOf) {
  await withAudit(db, db.delete(promotionals).where(eq(promotionals.code, code)), audit);
}
