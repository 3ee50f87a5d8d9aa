/**
 * @module UI blocks in D1 (the source of truth; KV only caches): the readers' reads, and the back
 * office's writes, each one batch with its audit row (features/audit), so the change and the row
 * land together or not at all (promotionals' writes use the same helpers: features/promotionals).
 */
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import type { RowOf } from '../../db/rows';
import { promotionals, type RichDocument, uiBlocks } from '../../db/schema';
import { type AuditEntry, auditStatement } from '../audit/queries';

/** Block ids are short slugs ("sys-privacy-page"). */
export const BLOCK_ID = /^[a-z0-9-]{1,64}$/;

export type UiBlock = { id: string; draft: RichDocument; document: RichDocument };

/** A stored document that is not `{ children: [...] }` counts as empty rather than failing. */
export const asDocument = (value: unknown): RichDocument =>
  value && typeof value === 'object' && Array.isArray((value as RichDocument).children)
    ? { children: (value as RichDocument).children }
    : { children: [] };

export async function loadBlock(db: Db, id: string): Promise<UiBlock | null> {
  const [row] = await db
    .select({ id: uiBlocks.id, draft: uiBlocks.draft, document: uiBlocks.document })
    .from(uiBlocks)
    .where(eq(uiBlocks.id, id))
    .limit(1);
  return row ? { id: row.id, draft: asDocument(row.draft), document: asDocument(row.document) } : null;
}

/** What an admin write needs for its audit row. */
export type AuditOf = { adminId: number; now: number; entry: AuditEntry };

/** A change and its audit row in one batch: both land or neither does. */
export async function withAudit(db: Db, change: BatchItem<'sqlite'>, a: AuditOf) {
  await db.batch([change, auditStatement(db, a.adminId, a.entry, a.now)]);
}

/** A change to the rows `where` picks (a block's or a promotional's), stamped with the audit's time, and its audit row. */
export function auditedUpdate<T extends typeof uiBlocks | typeof promotionals>(
  db: Db,
  table: T,
  where: SQL,
  set: SQLiteUpdateSetSource<T>,
  a: AuditOf,
) {
  const change = db
    .update(table)
    .set({ ...set, modified: a.now })
    .where(where);
  return withAudit(db, change, a);
}

const blockColumns = { id: uiBlocks.id, name: uiBlocks.name, draft: uiBlocks.draft, document: uiBlocks.document };
export type BlockRow = RowOf<typeof blockColumns>;

/** Every block's summary: whether its document has content and whether the draft differs from it. */
export function listBlocks(db: Db) {
  return db
    .select({
      id: uiBlocks.id,
      name: uiBlocks.name,
      published: sql<number>`coalesce(json_array_length(${uiBlocks.document}, '$.children'), 0) > 0`,
      unpublished: sql<number>`${uiBlocks.draft} IS NOT ${uiBlocks.document}`,
    })
    .from(uiBlocks)
    .orderBy(asc(uiBlocks.id));
}

export async function blockRow(db: Db, id: string): Promise<BlockRow | undefined> {
  const [row] = await db.select(blockColumns).from(uiBlocks).where(eq(uiBlocks.id, id)).limit(1);
  return row && { ...row, draft: asDocument(row.draft), document: asDocument(row.document) };
}

export async function insertBlock(db: Db, b: BlockRow, audit: AuditOf) {
  await withAudit(db, db.insert(uiBlocks).values({ ...b, created: audit.now, modified: audit.now }), audit);
}

export async function updateBlock(db: Db, id: string, set: { name?: string; draft?: RichDocument }, audit: AuditOf) {
  await auditedUpdate(db, uiBlocks, eq(uiBlocks.id, id), set, audit);
}

/** Publishing: the document becomes the draft, copied inside D1 (what was checked is what goes out). */
export async function publishBlock(db: Db, id: string, audit: AuditOf) {
  await auditedUpdate(db, uiBlocks, eq(uiBlocks.id, id), { document: sql`${uiBlocks.draft}` }, audit);
}

export async function deleteBlock(db: Db, id: string, audit: AuditOf) {
  await withAudit(db, db.delete(uiBlocks).where(eq(uiBlocks.id, id)), audit);
}

/** The promotionals whose settings name the block, and under which setting. */
export async function promotionalsUsing(db: Db, id: string) {
  const rows = await db
    .select({ code: promotionals.code, settings: promotionals.settings })
    .from(promotionals)
    .where(
      sql`${id} IN (json_extract(${promotionals.settings}, '$.pricing_table'), json_extract(${promotionals.settings}, '$.trending_subscribe_banner'), json_extract(${promotionals.settings}, '$.trending_signup_banner'))`,
    )
    .orderBy(asc(promotionals.code));
  return rows;
}

/** Which of these ids name a block. */
export async function existingBlockIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: uiBlocks.id }).from(uiBlocks).where(inArray(uiBlocks.id, ids));
  return new Set(rows.map((r) => r.id));
}
