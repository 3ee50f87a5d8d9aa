/**
 * @module A condition inside a D1 batch. D1 runs a batch as one transaction and rolls all of it
 * back when any statement fails, but a batch cannot branch on what an earlier statement found. So
 * a write that must only happen while something still holds (the view's version is the one the
 * editor loaded, the tag is still unused) starts its batch with `abortUnless(condition)`: a
 * statement that fails when the condition is false, so the rest of the batch, its audit row
 * included, never lands. Nothing runs between the check and the writes after it.
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { views } from './schema';

// One NULL per column: the row a failed check tries to insert, which views.title NOT NULL refuses.
const NULL_ROW = sql.join(
  Object.keys(getTableColumns(views)).map(() => sql`NULL`),
  sql`, `,
);

/**
 * Inserts nothing while `condition` holds; otherwise tries to insert a row of NULLs into views,
 * which fails the batch. The caller reads the state again to say why (404, 409).
 */
export function abortUnless(db: Db, condition: SQL) {
  // The query builder, not db.run(sql): drizzle cannot batch a raw statement that has parameters.
  return db.insert(views).select(sql`SELECT ${NULL_ROW} WHERE NOT (${condition})`);
}
