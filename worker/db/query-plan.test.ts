// Every query of the trending view and of the feeds must be answered from indexes: no full scans
// of the big tables (articles, article_tags, zone_articles, votes, bookmarks, tag_follows).
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { type FeedPlan, plannedQueries } from '../features/articles/feed-queries';
import type { FeedFilter } from '../features/articles/queries';
import { activeViewQueries } from '../features/front-page/queries';
import { toFtsQuery } from '../features/search/fts';
import { createDb } from './client';

type Plan = { detail: string }[];
const BIG = ['articles', 'article_tags', 'zone_articles', 'zone_tags', 'zones', 'votes', 'bookmarks', 'tag_follows', 'tags'];

async function plan_(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
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
        const details = await plan_(q);
        expect(fullScans(details), details.join('\n')).toEqual([]);
      }
    }
  });

  it('the feeds (latest, tags, scope, for-me, near-me, search, a wide set) use indexes only', async () => {
    const cases: [FeedFilter, Exclude<FeedPlan, { kind: 'empty' }>][] = [
      [{}, { kind: 'latest' }],
      [{ tagIds: [1, 2] }, { kind: 'tags', driver: [1, 2], others: [] }],
      // One tag alone: its total is its tag_totals row (decision 080-tag-totals).
      [{ tagIds: [1] }, { kind: 'tags', driver: [1], others: [] }],
      [{ scopes: ['category:politics'] }, { kind: 'tags', driver: [3], others: [[1, 2]] }],
      [{ ftsQuery: toFtsQuery('city council') }, { kind: 'words', sets: [] }],
      [{ ftsQuery: toFtsQuery('city council') }, { kind: 'words', sets: [[1, 2]] }],
      [
        { scopes: ['feed:for-me'], viewerId: 1 },
        { kind: 'wide', sets: [[1, 2, 3]] },
      ],
      [{ status: 'drafted', tagIds: [1] }, { kind: 'general' }],
    ];
    for (const [f, plan] of cases) {
      for (const q of plannedQueries(db(), f, plan, 3, 17)) {
        const details = await plan_(q);
        expect(fullScans(details), `${JSON.stringify(plan)}\n${details.join('\n')}`).toEqual([]);
      }
    }
  });

  it('the detector itself flags a full scan', async () => {
    const { results } = await env.DB.prepare("EXPLAIN QUERY PLAN SELECT * FROM articles WHERE title = 'x'").all<Plan[number]>();
    expect(fullScans(results.map((r) => r.detail))).toHaveLength(1);
  });
});
