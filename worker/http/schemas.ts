/** @module Reusable request schemas (query and path values arrive as strings). */
import { z } from '@hono/zod-openapi';
import { textId } from '../contracts/id-schemas';
import { idFromText, isId } from '../contracts/ids';
import { MAX_PAGE, MAX_PAGE_COUNT, tooDeep, tooDeepMessage } from '../contracts/paging';
import { BAD_CURSOR_MESSAGE, type CursorKey, decodeCursor, MAX_CURSOR_CHARS } from './cursor';
import { badRequest, notFound } from './errors';

export const PageQuery = {
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int()
    .min(1, 'page must be 1 or more')
    .max(MAX_PAGE, `page must be ${MAX_PAGE} or less`)
    .default(1),
  count: z.coerce
    .number({ message: 'count must be a number' })
    .int()
    .min(1, 'count must be 1 or more')
    .max(MAX_PAGE_COUNT, `count must be ${MAX_PAGE_COUNT} or less`)
    .default(16),
};

/** The depth check (contracts/paging.ts) on a query schema with `page` and `count`: past it is a 400 naming `page`. */
function checkDepth(q: unknown, ctx: z.RefinementCtx) {
  const { page, count } = q as { page: number; count: number };
  if (tooDeep(page, count)) ctx.addIssue({ code: 'custom', path: ['page'], message: tooDeepMessage(count) });
}

/** A back-office list's query (built from its own filters) with the same depth check as pagedQuery. */
export const depthChecked = <T extends z.ZodTypeAny>(schema: T) => schema.superRefine(checkDepth);

/**
 * A numbered list's query: PageQuery and `shape` (which may override `count`'s default), where a
 * page past MAX_LIST_DEPTH rows (contracts/paging.ts) is a 400 naming `page`, before anything is read.
 */
export function pagedQuery<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...PageQuery, ...shape }).superRefine(checkDepth);
}

/**
 * A screen's page past its list's depth (contracts/paging.ts) is the 400 page naming `page`, before
 * anything is read: for back-office screens whose rows per page are their own, not the query's.
 */
export function withinDepth(page: number, count: number): void {
  if (tooDeep(page, count)) throw badRequest(tooDeepMessage(count), 'page');
}

/** A keyset list's `cursor` as sent (contracts/paging.ts); the list decodes it to its key with `cursorKey`. */
export const CursorQuery = z
  .string()
  .max(MAX_CURSOR_CHARS, BAD_CURSOR_MESSAGE)
  .optional()
  .openapi({ description: 'meta.paging.cursor of the previous page: the page right after it (page then only numbers the answer)' });

/** The key a sent cursor carries for a list keyed by `kinds`; undefined without one; a 400 naming `cursor` when forged. */
export function cursorKey(text: string | undefined, kinds: readonly ('string' | 'number')[]): CursorKey | undefined {
  if (text === undefined) return undefined;
  const key = decodeCursor(text, kinds);
  if (!key) throw badRequest(BAD_CURSOR_MESSAGE, 'cursor');
  return key;
}

/** "1,2,3" → [1,2,3]; anything else is a 400 naming the field. */
export const commaIds = z
  .string()
  .max(2000)
  .transform((s, ctx) => {
    const parts = s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const ids = parts.map(idFromText).filter(isId);
    if (ids.length !== parts.length) {
      ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of ids' });
      return z.NEVER;
    }
    return ids.slice(0, 50);
  });

export const commaList = z
  .string()
  .max(2000)
  .transform((s) =>
    s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .slice(0, 50),
  );

/** An id in the path (contracts/ids.ts), named `name` in the document and in its 400s. */
export const pathId = (name: string) =>
  textId({
    type: `${name} must be a number`,
    min: `${name} must be a positive integer`,
    integer: `${name} must be a positive integer`,
  }).openapi({
    param: { name, in: 'path' },
    example: 1,
  });

export const IdParam = z.object({ id: pathId('id') });

/**
 * The id in an HTML route's path (a page or its form post), or the 404 page with `message`: on a
 * page the id is part of the address, so a malformed one names a page that does not exist, as an
 * unknown one does. JSON routes answer 400 naming the field instead (pathId).
 */
export function pageId(raw: string | undefined, message: string): number {
  const id = idFromText(raw);
  if (id === null) throw notFound(message);
  return id;
}

/**
 * A path made of one slug parameter: `name` must match `pattern`, or a 400 says
 * "<name> must be <rule>"; `example` is the document's.
 */
export const slugParam = <N extends string>(name: N, pattern: RegExp, rule: string, example: string) => {
  const slug = z
    .string()
    .regex(pattern, `${name} must be ${rule}`)
    .openapi({ param: { name, in: 'path' }, example });
  return z.object({ [name]: slug } as Record<N, typeof slug>);
};
