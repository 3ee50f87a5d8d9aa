// Every query of the trending view and of the feeds must be answered from indexes: no full scans
// of the big tables (articles, article_tags, zone_articles, votes, bookmarks, tag_follows).
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { feedQueries } from '../features/articles/queries';
import { activeViewQueries } from '../features/front-page/queries';
import { toFtsQuery } from '../features/search/fts';
import { createDb } from './client';

type Plan = { detail: string }[];
const BIG = ['articles', 'article_tags', 'zone_articles', 'zone_tags', 'zones', 'votes', 'bookmarks', 'tag_follows', 'tags'];

async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<Plan[number]>();
  return results.map((r) => r.detail);
}

function fullScans(details: string[]): string[] {
  // "SCAN t" without "USING … INDEX" reads every row of t.
  return details.filter(
    (d) => /^SCAN /.test(d) && !/USING (COVERING )?INDEX|VIRTUAL TABLE/.test(d) && BIG.some((t) => new RegExp(`^SCAN ${t}\\b`).test(d)),
  );
}

describe('query plans', () => {
  const db = () => createDb(env.DB);

  it('the trending view uses indexes only', async () => {
    for (const viewerId of [null, 1]) {
      for (const q of activeViewQueries(db(), viewerId)) {
        const details = await plan(q);
        expect(fullScans(details), details.join('\n')).toEqual([]);
      }
    }
  });

  it('the feeds (latest, tag, scope, for-me, near-me, search) use indexes only', async () => {
    const filters = [
      {},
      { tagIds: [1, 2] },
      { scopes: ['category:politics'] },
      { scopes: ['feed:for-me'], viewerId: 1 },
      { scopes: ['feed:near-me'], viewerId: 1 },
      { ftsQuery: toFtsQuery('city council') },
    ];
    for (const f of filters) {
      for (const q of feedQueries(db(), f, 3, 17)) {
        const details = await plan(q);
        expect(fullScans(details), `${JSON.stringify(f)}\n${details.join('\n')}`).toEqual([]);
      }
    }
  });

  it('the detector itself flags a full scan', async () => {
    const { results } = await env.DB.prepare("EXPLAIN QUERY PLAN SELECT * FROM articles WHERE title = 'x'").all<Plan[number]>();
    expect(fullScans(results.map((r) => r.detail))).toHaveLength(1);
  });
});
