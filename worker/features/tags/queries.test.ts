// The tag feed must be answered from indexes: no full scan of tags, articles or article_tags.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { tagFeedQueries } from './queries';

const BIG = ['articles', 'article_tags', 'tags', 'votes', 'bookmarks'];

async function fullScans(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results
    .map((r) => r.detail)
    .filter(
      (d) => /^SCAN /.test(d) && !/USING (COVERING )?INDEX|VIRTUAL TABLE/.test(d) && BIG.some((t) => new RegExp(`^SCAN ${t}\\b`).test(d)),
    );
}

describe('tag feed query plans', () => {
  it('uses indexes only, for a bare slug and for type:slug, guest or reader', async () => {
    for (const type of [null, 'location'] as const) {
      for (const viewerId of [null, 1]) {
        const { pageReads, own } = tagFeedQueries(createDb(env.DB), 'austin-tx', type, 2, 17, viewerId);
        expect(own === null).toBe(viewerId === null);
        for (const q of [...pageReads, ...(own ?? [])]) {
          expect(await fullScans(q), q.toSQL().sql).toEqual([]);
        }
      }
    }
  });
});
