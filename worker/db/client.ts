/**
 * @module Drizzle client over the D1 binding or one of its sessions. Building it with the schema
 * walks all 35 tables (~0.1 ms), so that walk is done once per isolate: each request's session
 * (db/d1-session.ts) gets a client of its own over the same schema for the cost of a few objects,
 * and the bindings (cron, queue, tests) keep theirs.
 */
import { DrizzleD1Database, drizzle } from 'drizzle-orm/d1';
import { SQLiteD1Session } from 'drizzle-orm/d1/session';
import * as schema from './schema';

const build = (d1: D1Database) => drizzle(d1, { schema });
export type Db = ReturnType<typeof build>;

// drizzle() never touches its client while building, so the walk needs none.
let walked: { dialect: never; _: { fullSchema: never; schema: never; tableNamesMap: never } } | undefined;
const clients = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  let db = clients.get(d1);
  if (db) return db;
  walked ??= build({} as D1Database) as unknown as NonNullable<typeof walked>;
  // What drizzle() builds, minus the walk: the same dialect and table map over this client.
  const { dialect, _: tables } = walked;
  const session = new SQLiteD1Session(d1, dialect, tables, {});
  db = Object.assign(new DrizzleD1Database('async', dialect, session as never, tables), { $client: d1, $cache: undefined });
  clients.set(d1, db as unknown as Db);
  return db as unknown as Db;
}
