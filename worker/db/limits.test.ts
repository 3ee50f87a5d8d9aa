// D1's bound-parameter limit, and the helpers that keep lists under it.
import { env } from 'cloudflare:test';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from './client';
import { chunked, D1_MAX_BOUND_PARAMETERS, rowsPerStatement, valueList } from './limits';
import { tags } from './schema';

describe('D1 limits', () => {
  it('chunks a list into runs no longer than asked', () => {
    expect(chunked([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunked([], 3)).toEqual([]);
    expect(() => chunked([1], 0)).toThrow();
    expect(rowsPerStatement(9) * 9).toBeLessThanOrEqual(D1_MAX_BOUND_PARAMETERS);
    expect(rowsPerStatement(500)).toBe(1);
  });

  it('binds a list of any length as one parameter', async () => {
    const ids = Array.from({ length: 1000 }, (_, i) => i + 1);
    const q = createDb(env.DB)
      .select({ id: tags.id })
      .from(tags)
      .where(inArray(tags.id, valueList(ids)));
    expect(q.toSQL().params).toHaveLength(1);
    await expect(q).resolves.toBeDefined();
  });
});
