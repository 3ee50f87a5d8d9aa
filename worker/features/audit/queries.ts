/**
 * @module The audit log's reads and its one write. Writers never insert audit rows themselves:
 * they add `auditStatement(...)` to the same D1 batch as their change, so a write and its audit
 * row land together or not at all.
 */

import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AuditQuery, AuditRowDto } from '../../contracts/admin-audit';
import type { Db } from '../../db/client';
import { idPageFrom, pageAndTotal } from '../../db/paging';
import { adminAuditLog, users } from '../../db/schema';
import { changedFields, clip, type Snapshot } from './rules';

export type AuditEntry = {
  /** create, update, delete, activate, deactivate, publish, hide, restore, … */
  action: string;
  /** article, tag, view, user, popup, ui-block, promotional, comment, push */
  entity: string;
  /** A value, or SQL that finds the id inside the same batch (a row the batch has just made). */
  entityId: string | number | SQL | null;
  before?: Snapshot | null;
  after?: Snapshot | null;
};

/** The insert of one audit row, for the caller's batch. */
export function auditStatement(db: Db, adminId: number, entry: AuditEntry, now: number) {
  const change = clip(changedFields(entry.before ?? null, entry.after ?? null));
  return db.insert(adminAuditLog).values({
    adminId,
    action: entry.action,
    entity: entry.entity,
    entityId:
      entry.entityId === null ? null : typeof entry.entityId === 'object' ? sql`CAST((${entry.entityId}) AS TEXT)` : String(entry.entityId),
    data: change,
    created: now,
  });
}

export type AuditFilter = { entity?: string; entityId?: string; adminId?: number; action?: string };

function where(f: AuditFilter): SQL | undefined {
  return and(
    f.entity ? eq(adminAuditLog.entity, f.entity) : undefined,
    f.entityId ? eq(adminAuditLog.entityId, f.entityId) : undefined,
    f.adminId ? eq(adminAuditLog.adminId, f.adminId) : undefined,
    f.action ? eq(adminAuditLog.action, f.action) : undefined,
  );
}

/** Newest first, one page and the total, in one round trip. */
export async function listAudit(db: Db, f: AuditFilter, page: number, limit: number) {
  const w = where(f);
  return pageAndTotal(
    db,
    db
      .select({
        id: adminAuditLog.id,
        adminId: adminAuditLog.adminId,
        adminName: users.username,
        action: adminAuditLog.action,
        entity: adminAuditLog.entity,
        entityId: adminAuditLog.entityId,
        data: adminAuditLog.data,
        created: adminAuditLog.created,
      })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.adminId))
      .where(and(w, idPageFrom(db, adminAuditLog.id, w, page, limit)))
      .orderBy(desc(adminAuditLog.id))
      .limit(limit),
    adminAuditLog,
    w,
  );
}

/** One page of the log as the API and the page show it. */
export async function auditPage(db: Db, q: AuditQuery): Promise<{ rows: AuditRowDto[]; total: number }> {
  const { rows, total } = await listAudit(
    db,
    { entity: q.entity, entityId: q.entity_id, action: q.action, adminId: q.admin_id },
    q.page,
    q.count,
  );
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      admin_id: r.adminId,
      admin_name: r.adminName,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      before: (r.data?.before as Record<string, unknown>) ?? {},
      after: (r.data?.after as Record<string, unknown>) ?? {},
      created: r.created,
    })),
  };
}
