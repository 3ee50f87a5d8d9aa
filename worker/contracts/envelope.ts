/** @module The spec's response envelope, shared by the Worker and the client. */

export type Paging = { pages: number; page: number; total: number; limit: number; count: number };
export type Envelope<T> = { data: T; meta?: { paging?: Paging } };
export type ApiErrorItem = { message: string; code: ErrorCode; path?: string };
export type ErrorEnvelope = { errors: ApiErrorItem[] };

export const ERROR_CODES = [
  'validation',
  'malformed_json',
  'payload_too_large',
  'unsupported_media_type',
  'unauthorized',
  'forbidden',
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
export function paging(page: number, limit: number, total: number, count: number): Paging {
  return { pages: Math.max(1, Math.ceil(total / limit)), page, total, limit, count };
}
