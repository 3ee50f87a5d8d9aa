/** @module UI block and promotional reads from D1 (the source of truth; KV only caches). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionals, type RichDocument, uiBlocks } from '../../db/schema';

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
