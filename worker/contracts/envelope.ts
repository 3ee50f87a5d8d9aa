/**
 * @module The spec's response envelope as zod schemas, the one place it is written: success
 * `{ data, meta: { paging } }`, failure `{ errors: [{ message, code, path? }] }`. The Worker builds
 * its OpenAPI documents and responses from these; the browser reads answers with the same types.
 */
import { z } from 'zod';
import { pagesOf } from './paging';

export const ERROR_CODES = [
  'validation',
  'malformed_json',
  'payload_too_large',
  'unsupported_media_type',
  'unauthorized',
  'forbidden',
  // A Plus perk asked for by a free reader: the client offers the subscription.
  'plus_required',
  'csrf',
  'not_found',
  'method_not_allowed',
  'conflict',
  'rate_limited',
  'internal',
  'bad_gateway',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Paging as the spec defines it: pages, page, total, limit and count (rows in this page). */
export const Paging = z.object({
  pages: z.number().int(),
  page: z.number().int(),
  total: z.number().int(),
  limit: z.number().int(),
  count: z.number().int(),
  /** Keyset lists only (decision 074-flat-lists): pass it as `cursor` for the next page; null after the last. */
  cursor: z.string().nullable().optional(),
});
export type Paging = z.infer<typeof Paging>;

/** One problem: `path` names the field ("email", "tags.0") when there is one. */
export const ApiErrorItem = z.object({ message: z.string(), code: z.enum(ERROR_CODES), path: z.string().optional() });
export type ApiErrorItem = z.infer<typeof ApiErrorItem>;

export const ErrorEnvelope = z.object({ errors: z.array(ApiErrorItem) });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** A success answer carrying one value. */
export const dataOf = <T extends z.ZodType>(data: T) => z.object({ data });
/** A success answer carrying one page of rows and its paging. */
export const pagedOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), meta: z.object({ paging: Paging }) });

/** Any success answer, for code that does not know the shape of `data` (the browser's callApi). */
export type Envelope<T> = { data: T; meta?: { paging?: Paging } };

/** `pages` stops at the list's depth (contracts/paging.ts): no link to a page that is a 400. */
export function paging(page: number, limit: number, total: number, count: number, cursor?: string | null): Paging {
  const base = { pages: pagesOf(total, limit), page, total, limit, count };
  return cursor === undefined ? base : { ...base, cursor };
}

/** An OpenAPI success response with a JSON body (wrap the body in dataOf/pagedOf). */
export const jsonResponse = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

/** An OpenAPI error response: the one error envelope, `description` saying when and with which messages. */
export const errorResponse = (description: string) => jsonResponse(description, ErrorEnvelope);
