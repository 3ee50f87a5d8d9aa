/** @module Success responses in the spec's envelope: `{ data, meta: { paging } }`. */
import type { Context } from 'hono';
import { type Envelope, paging } from '../contracts/envelope';

export const ok = <T>(c: Context, data: T) => c.json({ data } satisfies Envelope<T>, 200);
export const created = <T>(c: Context, data: T) => c.json({ data } satisfies Envelope<T>, 201);
export const accepted = <T>(c: Context, data: T) => c.json({ data } satisfies Envelope<T>, 202);

/** One page; `cursor` (keyset lists) is the next page's, null after the last. */
export function paged<T>(c: Context, rows: T[], page: number, limit: number, total: number, cursor?: string | null) {
  return c.json({ data: rows, meta: { paging: paging(page, limit, total, rows.length, cursor) } } satisfies Envelope<T[]>, 200);
}
