/**
 * @module What the audit log's page shows of an entry: a field-by-field diff. Nested values (a
 * view's zones, a popup's config, JSON kept as text) are walked down to the leaves that differ,
 * so a view change reads "zones.2.tags: [3] → [3, 7]" instead of both whole views. Pure.
 */

/** One line of the diff: where, and the value on each side (a missing side: the field was not there). */
export type DiffRow = { path: string; before?: unknown; after?: unknown };

/** Deeper than this a value is shown whole; past MAX_ROWS lines the rest are counted. */
const MAX_DEPTH = 6;
export const MAX_ROWS = 60;

type Tree = Record<string, unknown> | unknown[];
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null;

/** JSON kept as text (a block's config) is read as the value it holds; anything else as it is. */
function read(v: unknown): unknown {
  if (typeof v !== 'string' || !/^\s*[[{]/.test(v) || v.length > 200_000) return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const has = (v: unknown, key: string) => isTree(v) && Object.hasOwn(v, key);
const keysOf = (a: unknown, b: unknown) => [...new Set([...(isTree(a) ? Object.keys(a) : []), ...(isTree(b) ? Object.keys(b) : [])])];

/** The entry's before and after as diff lines, in field order, and how many lines were left off. */
export function auditDiff(before: Record<string, unknown>, after: Record<string, unknown>): { rows: DiffRow[]; more: number } {
  const rows: DiffRow[] = [];
  let more = 0;
  const push = (row: DiffRow) => (rows.length < MAX_ROWS ? rows.push(row) : more++);
  const walk = (path: string, hasB: boolean, b: unknown, hasA: boolean, a: unknown, depth: number) => {
    const [rb, ra] = [read(b), read(a)];
    if (hasB && hasA && same(rb, ra)) return;
    const sameKind = isTree(rb) && isTree(ra) && Array.isArray(rb) === Array.isArray(ra);
    if (hasB && hasA && sameKind && depth < MAX_DEPTH) {
      for (const k of keysOf(rb, ra))
        walk(`${path}.${k}`, has(rb, k), (rb as Record<string, unknown>)[k], has(ra, k), (ra as Record<string, unknown>)[k], depth + 1);
      return;
    }
    push({ path, ...(hasB ? { before: rb } : {}), ...(hasA ? { after: ra } : {}) });
  };
  for (const k of keysOf(before, after)) walk(k, Object.hasOwn(before, k), before[k], Object.hasOwn(after, k), after[k], 0);
  return { rows, more };
}

/** A value as text: strings as they are, anything else as (indented) JSON. */
export const shown = (v: unknown, indent = false) => (typeof v === 'string' ? v : (JSON.stringify(v, null, indent ? 2 : 0) ?? String(v)));

/** Values longer than this fold away behind their first words; the open view shows up to FULL_LIMIT. */
export const SHORT_LIMIT = 120;
export const FULL_LIMIT = 4_000;
