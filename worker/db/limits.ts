/**
 * @module D1's per-query limits, in one place. D1 refuses a statement with more than 100 bound
 * parameters ("Maximum bound parameters per query: 100", Cloudflare's D1 limits page), however
 * many SQLite itself would take. So a list of ids of any length goes in as ONE parameter, a JSON
 * array read back with json_each, and rows written from a list go in chunks below the limit.
 * db/plans.test.ts fails on any statement a route runs with more parameters than this.
 */
import { type SQL, sql } from 'drizzle-orm';

/** D1: at most 100 bound parameters per query. */
export const D1_MAX_BOUND_PARAMETERS = 100;

/** A list of values as one parameter: `x IN ${valueList(ids)}` binds one JSON text, whatever the length. */
export const valueList = (values: readonly (number | string)[]): SQL => sql`(SELECT value FROM json_each(${JSON.stringify(values)}))`;

/** `items` in runs of at most `size` (one statement each), for multi-row writes built from a list. */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new Error('chunk size must be at least 1');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** How many rows of `columns` bound values fit in one statement under D1's limit. */
export const rowsPerStatement = (columns: number) => Math.max(1, Math.floor(D1_MAX_BOUND_PARAMETERS / columns));
