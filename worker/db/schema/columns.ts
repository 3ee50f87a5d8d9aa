/** @module Column helpers shared by every schema file: epoch-second timestamps and booleans. */
import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, integer } from 'drizzle-orm/sqlite-core';

/** Epoch seconds, the unit the spec uses for every date ("Article dates in seconds"). */
export const epoch = (name: string) => integer(name);

/** Row creation time, filled by SQLite so raw inserts (seed, triggers) get it too. */
export const created = () => integer('created').notNull().default(sql`(unixepoch())`);

export const modified = () => integer('modified').notNull().default(sql`(unixepoch())`);

export const flag = (name: string) => integer(name, { mode: 'boolean' });

/** A required reference to a parent row: the row goes when its parent goes. */
export const ownedBy = (name: string, parent: () => AnySQLiteColumn) => integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** A required reference under the key given: `ownedAs('tagId', 'tag_id', () => tags.id)` is `{ tagId: … }`. */
export const ownedAs = <K extends string>(key: K, name: string, parent: () => AnySQLiteColumn) =>
  ({ [key]: ownedBy(name, parent) }) as Record<K, ReturnType<typeof ownedBy>>;

type Reference<K extends string> = [key: K, name: string, parent: () => AnySQLiteColumn];

/** One entry of an ordered list (an article's tags, a zone's tags or articles): gone with either side. */
export const listEntry = <const L extends string, const I extends string>(list: Reference<L>, item: Reference<I>) => ({
  ...ownedAs(...list),
  ...ownedAs(...item),
  position: counter('position'),
});

/** An optional reference: the row outlives its parent, which becomes null. */
export const refOrNull = (name: string, parent: () => AnySQLiteColumn) => integer(name).references(parent, { onDelete: 'set null' });

/** The integer key SQLite assigns. */
export const rowId = () => integer('id').primaryKey({ autoIncrement: true });

/** A count or an order, 0 until set. */
export const counter = (name: string) => integer(name).notNull().default(0);

/** When the row was made and last changed. */
export const timestamps = () => ({ created: created(), modified: modified() });
