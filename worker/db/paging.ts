/**
 * @module One page of a list and the total it is a page of, read in one D1 round trip (a batch), so
 * the pager can say "page 2 of 9" without a second request to the database. Totals are counted up
 * to the list's depth only (cappedCount, decision 074-flat-lists): a list serves no row past
 * MAX_LIST_DEPTH, so counting further would read rows no page can show.
 */
import { count, desc, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { MAX_LIST_DEPTH } from '../contracts/paging';
import type { Db } from './client';

/** The rows to skip before page `page` (from 1) of `limit` rows. */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/**
 * The rows of `table` under `where`, counted up to `cap` (MAX_LIST_DEPTH): `SELECT count(*) FROM
 * (SELECT 1 … LIMIT cap)` stops after `cap` rows, so a total costs the same at a million rows as
 * at ten thousand. A longer list's total reads `cap`, the rows its pages can serve.
 */
export function cappedCount(db: Db, table: SQLiteTable, where: SQL | undefined, cap = MAX_LIST_DEPTH) {
  const rows = db
    .select({ one: sql<number>`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap)
    .as('capped');
  return db.select({ n: count() }).from(rows);
}

/** `rows` (already limited to the page) and the count of `table` under the same `where` (capped), batched. */
export async function pageAndTotal<R extends BatchItem<'sqlite'>>(db: Db, rows: R, table: SQLiteTable, where: SQL | undefined) {
  const [list, totals] = await db.batch([rows, cappedCount(db, table, where)]);
  return { rows: list, total: totals[0]?.n ?? 0 };
}

/**
 * Where page `page` of a list ordered by `id` descending starts (decision 069-keyset-pages): its
 * rows have an id at or below the id `offsetOf(page, limit)` rows in, read from the key alone, so
 * the rows before it are never read. Undefined on the first page.
 */
export function idPageFrom(db: Db, id: SQLiteColumn, where: SQL | undefined, page: number, limit: number): SQL | undefined {
  if (page <= 1) return undefined;
  const start = db.select({ id }).from(id.table).where(where).orderBy(desc(id)).limit(1).offset(offsetOf(page, limit));
  return sql`${id} <= (${start})`;
}

/**
 * Where a page `offset` rows into a list ordered by (`key`, `id`) descending starts (decision
 * 069-keyset-pages): its rows have a key at or below that of the row `offset` rows in, which a
 * subquery reads from the index alone, so the rows before the page are never read. Undefined on
 * the first page. (date, id) for articles; (published_date, article_id) for a tag's articles.
 */
export function keyPageFrom(db: Db, key: SQLiteColumn, id: SQLiteColumn, where: SQL | undefined, offset: number): SQL | undefined {
  if (offset === 0) return undefined;
  const start = db.select({ key, id }).from(key.table).where(where).orderBy(desc(key), desc(id)).limit(1).offset(offset);
  return sql`(${key}, ${id}) <= (${start})`;
}

/**
 * Rows past a cursor's key (decision 074-flat-lists): `(c1, c2, …) > (v1, v2, …)` for a list sorted
 * ascending by those columns, `<` for descending. A row-value comparison, so one range of an index
 * that leads with those columns, at any depth.
 */
export const pastKey = (columns: readonly (SQL | SQLiteColumn)[], values: readonly (string | number)[], op: '>' | '<'): SQL =>
  sql`(${sql.join(
    columns.map((c) => sql`${c}`),
    sql`, `,
  )}) ${sql.raw(op)} (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
