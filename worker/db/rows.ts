/**
 * @module Row types come from the drizzle schema, never written beside their columns by hand: a
 * select's row is `RowOf<typeof columns>` (what `db.select(columns)` answers), a whole table's is
 * `typeof table.$inferSelect`. Raw statements kept for speed type theirs in `raw.ts`.
 */
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/** The row `db.select(columns)` answers: each column's type from the schema, each `sql<T>` as T. */
export type RowOf<Columns> = SelectResultFields<Columns>;
