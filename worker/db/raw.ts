/**
 * @module Raw D1 statements typed from the drizzle schema. A hot read kept as constant SQL (one
 * batch, nothing built per request: the vote, the session check inside a page's query) declares
 * what its rows carry once, as a shape: each key is a name in the row, each value the drizzle
 * column it reads (its type is the schema's) or a typed SQL expression. The SELECT list is
 * written from the shape, and each row is checked against it where it comes back (`rawRow`), so
 * a raw row's type is never a cast.
 */
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

type Kind = 'number' | 'string';
/** One value of a raw row: the SQL that reads it, its JavaScript kind, whether it may be NULL. */
export type RawValue<T> = { readonly sql: string; readonly kind: Kind; readonly nullable: boolean; readonly type?: T };
export type RawShape = Record<string, RawValue<unknown>>;
/** The row a shape stands for. */
export type RawRow<S extends RawShape> = { [K in keyof S]: S[K] extends RawValue<infer T> ? T : never };

/** What D1 hands back for a column: booleans (0/1) and dates as numbers, JSON as its text; NULL unless NOT NULL. */
type Stored<C extends AnySQLiteColumn> =
  | (C['_']['dataType'] extends 'boolean' | 'date' ? number : C['_']['dataType'] extends 'json' ? string : C['_']['data'])
  | (C['_']['notNull'] extends true ? never : null);

/** The columns of a drizzle selection as read from `alias` (the table's name in the statement). */
export function columnsOf<T extends Record<string, AnySQLiteColumn>>(
  alias: string,
  columns: T,
): { [K in keyof T]: RawValue<Stored<T[K]>> } {
  const shape: RawShape = {};
  for (const [key, column] of Object.entries(columns))
    shape[key] = {
      sql: `${alias}.${column.name}`,
      kind: column.dataType === 'string' || column.dataType === 'json' ? 'string' : 'number',
      nullable: !column.notNull,
    };
  return shape as { [K in keyof T]: RawValue<Stored<T[K]>> };
}

/** A computed value (a subquery, an EXISTS, a json_group_array) of `kind`, NULL only when `nullable`. */
export function computed<K extends Kind, N extends boolean = false>(
  sql: string,
  kind: K,
  nullable?: N,
): RawValue<(K extends 'number' ? number : string) | (N extends true ? null : never)> {
  return { sql, kind, nullable: nullable ?? false };
}

/** The SELECT list of a shape: `u.id, u.subscription_end, (…) AS voted`. */
export const selectList = (shape: RawShape) =>
  Object.entries(shape)
    .map(([key, v]) => (v.sql.endsWith(`.${key}`) ? v.sql : `${v.sql} AS ${key}`))
    .join(', ');

/** Whether every value of `row` is what `shape` says: its kind, or NULL where allowed. */
function matches<S extends RawShape>(shape: S, row: Record<string, unknown>): row is RawRow<S> {
  for (const [key, v] of Object.entries(shape)) {
    const value = row[key];
    if (value === null ? !v.nullable : typeof value !== v.kind) return false;
  }
  return true;
}

/**
 * A row as its shape says, or null for no row. A row that does not match is the statement and
 * its shape disagreeing, a bug: it throws (a 500) rather than hand a wrong value on.
 */
export function rawRow<S extends RawShape>(shape: S, row: Record<string, unknown> | null | undefined): RawRow<S> | null {
  if (!row) return null;
  if (!matches(shape, row)) throw new Error(`A raw row does not match its shape: ${JSON.stringify(Object.keys(row))}`);
  return row;
}
