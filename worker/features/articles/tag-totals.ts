/**
 * @module One tag's total of published stories as a list's total (decision 080-tag-totals): its
 * tag_totals row, kept by triggers on article_tags (migration i29_flat_tags), read in place of a
 * count of the tag's index. Capped at MAX_LIST_DEPTH like every list's total (decision
 * 074-flat-lists), so the number a page shows is the one the capped count gave.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { MAX_LIST_DEPTH } from '../../contracts/paging';
import type { Db } from '../../db/client';
import { tagTotals } from '../../db/schema';

/**
 * `{ n }`: the published stories of the tag `tagId` (an id or a subquery choosing one), up to
 * MAX_LIST_DEPTH; 0 for a tag with no row. One primary-key read at any tag size; an aggregate,
 * so it answers one row even when the tag has none.
 */
export function tagTotalQuery(db: Db, tagId: number | SQL) {
  const cap = sql.raw(String(MAX_LIST_DEPTH));
  return db
    .select({ n: sql<number>`min(coalesce(max(${tagTotals.published}), 0), ${cap})`.mapWith(Number) })
    .from(tagTotals)
    .where(eq(tagTotals.tagId, tagId));
}
