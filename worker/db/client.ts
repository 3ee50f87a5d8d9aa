/**
 * @module Drizzle client over the D1 binding. Building it with the schema walks all 35 tables
 * (~0.1 ms), so one client is kept per D1 binding object and reused across requests.
 */
import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema';

const clients = new WeakMap<D1Database, ReturnType<typeof build>>();
const build = (d1: D1Database) => drizzle(d1, { schema });

export function createDb(d1: D1Database) {
  let db = clients.get(d1);
  if (!db) clients.set(d1, (db = build(d1)));
  return db;
}
export type Db = ReturnType<typeof build>;
