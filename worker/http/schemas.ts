/** @module Reusable request schemas (query and path values arrive as strings). */
import { z } from '@hono/zod-openapi';
import { textId } from '../contracts/id-schemas';
import { idFromText, isId } from '../contracts/ids';
import { MAX_PAGE, MAX_PAGE_COUNT, tooDeep, tooDeepMessage } from '../contracts/paging';
import { notFound } from './errors';

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

/**
 * A numbered list's query: PageQuery and `shape` (which may override `count`'s default), where a
 * page past MAX_LIST_DEPTH rows (contracts/paging.ts) is a 400 naming `page`, before anything is read.
 */
export function pagedQuery<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...PageQuery, ...shape }).superRefine((q, ctx) => {
    const { page, count } = q as { page: number; count: number };
    if (tooDeep(page, count)) ctx.addIssue({ code: 'custom', path: ['page'], message: tooDeepMessage(count) });
  });
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
