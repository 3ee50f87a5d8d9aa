/**
 * @module Keyset cursors (decision 074-flat-lists): the sort key of the last row a page showed, so
 * the next page starts right after it at any depth without counting the rows before it. Opaque to
 * clients: base64url of a JSON array of the key's values. `page` stays (the spec's paging), bounded
 * by contracts/paging.ts.
 */

/** A cursor's key: the values of the columns its list is sorted by. */
export type CursorKey = (string | number)[];

/** The longest cursor text a list accepts (a long name and an id, encoded). */
export const MAX_CURSOR_CHARS = 1000;

/** The 400's words for a cursor that is not one this list gave. */
export const BAD_CURSOR_MESSAGE = 'cursor is not valid: pass meta.paging.cursor from the previous page';

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
  } catch {
    return null;
  }
}

export const encodeCursor = (key: CursorKey): string => toBase64Url(JSON.stringify(key));

/**
 * The key a cursor carries when it has the list's shape (`kinds`: the type of each value, numbers
 * whole), else null: a forged or foreign cursor is a clear 400, never a query.
 */
export function decodeCursor(text: string, kinds: readonly ('string' | 'number')[]): CursorKey | null {
  if (text.length > MAX_CURSOR_CHARS) return null;
  const json = fromBase64Url(text);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== kinds.length) return null;
  const fits = value.every((v, i) => (kinds[i] === 'number' ? Number.isSafeInteger(v) : typeof v === 'string'));
  return fits ? (value as CursorKey) : null;
}

/** The cursor of the page after `rows` (ordered by the key), or null when this page was the last. */
export const nextCursor = <R>(rows: readonly R[], limit: number, keyOf: (row: R) => CursorKey): string | null =>
  rows.length === limit && rows.length > 0 ? encodeCursor(keyOf(rows[rows.length - 1]!)) : null;
