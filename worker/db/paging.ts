/**
 * @module One page of a back-office list and the total it is a page of, read in one D1 round trip
 * (a batch), so the pager can say "page 2 of 9" without a second request to the database.
 */
import { count, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';

/** The rows to skip before page `page` (from 1) of `limit` rows. */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** `rows` (already limited to the page) and the count of `table` under the same `where`, batched. */
export async function pageAndTotal<R extends BatchItem<'sqlite'>>(db: Db, rows: R, table: SQLiteTable, where: SQL | undefined) {
  const [list, totals] = await db.batch([rows, db.select({ n: count() }).from(table).where(where)]);
  return { rows: list, total: totals[0]?.n ?? 0 };
}
