/**
 * @module Drizzle client over the D1 binding or one of its sessions. Building it with the schema
 * walks all 35 tables (~0.1 ms), so that walk is done once per isolate: each request's session
 * (db/d1-session.ts) gets a client that is the walked one with its own D1 session underneath, for
 * the cost of two objects; the bindings (cron, queue, tests) keep theirs.
 */
import { drizzle } from 'drizzle-orm/d1';
import { SQLiteD1Session } from 'drizzle-orm/d1/session';
import * as schema from './schema';

const build = (d1: D1Database) => drizzle(d1, { schema });
export type Db = ReturnType<typeof build>;

// drizzle() never touches its client while building, so the walk needs none. Its relational
// `db.query` builders stay bound to this placeholder: the app does not use them, and one that
// did would fail loudly rather than read outside the request's session.
let walked: Db | undefined;
const clients = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  let db = clients.get(d1);
  if (db) return db;
  walked ??= build({} as D1Database);
  // Every query builder reads `this.session` and `this.dialect`: a new session is a new client.
  const { dialect, _: tables } = walked as unknown as { dialect: never; _: never };
  const session = new SQLiteD1Session(d1, dialect, tables, {});
  db = Object.create(walked, { session: { value: session }, $client: { value: d1 } }) as Db;
  clients.set(d1, db);
  return db;
}
