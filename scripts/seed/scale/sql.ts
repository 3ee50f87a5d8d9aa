/**
 * @module Multi-row INSERTs with the values written into the SQL. The demo seed binds parameters
 * (D1 in production allows 100 per statement); the scale seed writes only to the local D1, where a
 * statement of a few hundred rows with literal values is the fastest way in: one statement parsed,
 * no per-row round trip. Every value is a number, null or an escaped string literal.
 */
import type { Cell, Row } from '../types';

/**
 * Rows per statement (SQLite's default compound-select limit is 500), and bytes per statement: local
 * D1 refuses a statement over 100 KB as production does (SQLITE_TOOBIG), so a statement holds about
 * ten articles or a few hundred small rows, and a batch many statements.
 */
export const MAX_ROWS_PER_STATEMENT = 500;
export const MAX_STATEMENT_BYTES = 90_000;

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export function literal(value: Cell): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/** INSERT statements for rows (a run of rows with the same columns shares a statement); existing keys are left alone. */
export function insertStatements(table: string, rows: readonly Row[]): string[] {
  const out: string[] = [];
  let head = '';
  let signature = '';
  let tuples: string[] = [];
  let chars = 0;
  const flush = () => {
    if (tuples.length) out.push(`${head}${tuples.join(',\n')} ON CONFLICT DO NOTHING`);
    tuples = [];
    chars = head.length;
  };
  for (const row of rows) {
    const columns = Object.keys(row);
    const next = columns.join(',');
    if (next !== signature) {
      flush();
      signature = next;
      head = `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES `;
      chars = head.length;
    }
    const tuple = `(${columns.map((c) => literal(row[c] ?? null)).join(', ')})`;
    const bytes = Buffer.byteLength(tuple) + 2;
    if (tuples.length >= MAX_ROWS_PER_STATEMENT || (tuples.length > 0 && chars + bytes > MAX_STATEMENT_BYTES)) flush();
    tuples.push(tuple);
    chars += bytes;
  }
  flush();
  return out;
}
