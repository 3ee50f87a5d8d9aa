/** @module Reusable request schemas (query and path values arrive as strings). */
import { z } from '@hono/zod-openapi';

export const PageQuery = {
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int()
    .min(1, 'page must be 1 or more')
    .max(10_000, 'page must be 10000 or less')
    .default(1),
  count: z.coerce
    .number({ message: 'count must be a number' })
    .int()
    .min(1, 'count must be 1 or more')
    .max(100, 'count must be 100 or less')
    .default(16),
};

/** "1,2,3" → [1,2,3]; anything else is a 400 naming the field. */
export const commaIds = z
  .string()
  .max(2000)
  .transform((s, ctx) => {
    const parts = s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const ids = parts.map(Number);
    if (ids.some((n) => !Number.isSafeInteger(n) || n < 1)) {
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

/** A positive integer id in the path, named `name` in the document and in its 400s. */
export const pathId = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int()
    .positive(`${name} must be a positive integer`)
    .max(2 ** 52)
    .openapi({ param: { name, in: 'path' }, example: 1 });

export const IdParam = z.object({ id: pathId('id') });

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
