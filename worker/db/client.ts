/** @module Per-request drizzle client over the D1 binding. Cheap to create: it holds no connection. */
import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema';

export const createDb = (d1: D1Database) => drizzle(d1, { schema });
export type Db = ReturnType<typeof createDb>;
