// Search at scale (issue 29, decision 077): candidates limited inside the FTS5 index (the newest
// matches of each stream), so a common word at a million articles ranks a bounded set, not every
// match; the best of the candidates come first, and an older headline match is still one of them.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SEARCH_LIMITS, type SearchResult } from '../../contracts/search';
import { createDb } from '../../db/client';
import { makeArticle } from '../../test/factories';
import { url } from '../../test/http';
import { toFtsQuery, wholeWords } from './fts';
import { SEARCH_CANDIDATES, searchQueries } from './queries';

const stem = () => `zq${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;

async function searchApi(q: string): Promise<SearchResult> {
  const res = await SELF.fetch(url(`/api/search?q=${encodeURIComponent(q)}`));
  expect(res.status).toBe(200);
  return (await res.json<{ data: SearchResult }>()).data;
}

describe('search ranked and limited in the FTS index', () => {
  it('asks FTS5 for the newest matches of each stream, and ranks and sorts only those candidates', async () => {
    for (const [viewerId, tier] of [
      [null, 'guest'],
      [1, 'plus'],
    ] as const) {
      const [cards] = searchQueries(createDb(env.DB), toFtsQuery('city')!, viewerId, tier);
      const { sql, params } = cards.toSQL();
      // The shape: four candidate streams, each limited inside the index in rowid order (which
      // FTS5 walks and stops); nothing scores every match (no rank order, no bm25's pass).
      expect(sql.match(/ORDER BY rowid DESC LIMIT \?/g), sql).toHaveLength(4);
      expect(sql, sql).not.toMatch(/ORDER BY rank|bm25/);
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ id: number; parent: number; detail: string }>();
      const plan = results.map((r) => r.detail).join('\n');
      // FTS5 answers `ORDER BY rowid DESC` itself: the only sort is the outer one, over the candidates;
      // articles are read by rowid from the candidate list, never walked.
      expect(
        results.filter((r) => /USE TEMP B-TREE FOR ORDER BY/.test(r.detail)),
        plan,
      ).toHaveLength(1);
      expect(results.find((r) => /USE TEMP B-TREE FOR ORDER BY/.test(r.detail))?.parent, plan).toBe(0);
      expect(plan).toMatch(/SEARCH articles USING INTEGER PRIMARY KEY/);
      expect(plan).not.toMatch(/SCAN articles\b(?!_fts)/);
    }
  });

  it('still finds the best matches when more articles match than it keeps as candidates', async () => {
    const w = stem();
    const inTitle: number[] = [];
    for (let i = 0; i < 3; i++) inTitle.push((await makeArticle({ title: `${w} headline ${i}`, contentText: 'Other words.' })).id);
    const stmts = Array.from({ length: SEARCH_CANDIDATES + 20 }, (_, i) =>
      env.DB.prepare("INSERT INTO articles (title, content, content_text, date, status) VALUES (?, '', ?, ?, 'published')").bind(
        `Body mention ${i}`,
        `In passing, ${w} once.`,
        1_700_000_000 + i,
      ),
    );
    await env.DB.batch(stmts);
    const { articles } = await searchApi(w);
    expect(articles).toHaveLength(SEARCH_LIMITS.articles);
    expect(
      articles
        .slice(0, 3)
        .map((a) => a.id)
        .sort(),
    ).toEqual([...inTitle].sort());
  });

  it('matches a word found often enough as a whole word, and a rarer one also as the start of longer words', async () => {
    const w = stem();
    // The newest article has the word only as the start of a longer one.
    const stmts = Array.from({ length: SEARCH_CANDIDATES + 5 }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO articles (title, content, content_text, date, status) VALUES (?, '', 'Other words.', ?, 'published')",
      ).bind(`${w} report ${i}`, 1_700_000_000 + i),
    );
    await env.DB.batch(stmts);
    const longer = await makeArticle({ title: `${w}ville opens`, contentText: 'Other words.', date: 1_800_000_000 });
    const common = await searchApi(w);
    expect(common.articles).toHaveLength(SEARCH_LIMITS.articles);
    expect(common.articles.map((a) => a.id)).not.toContain(longer.id);
    // A word found in fewer articles than a stream keeps still finds the longer words it starts.
    const rare = stem();
    const whole = await makeArticle({ title: `${rare} only once`, contentText: 'Other words.' });
    const start = await makeArticle({ title: `${rare}ville too`, contentText: 'Other words.' });
    const ids = (await searchApi(rare)).articles.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([whole.id, start.id]));
    // The prefix form is what the reader typed with every star removed.
    expect(wholeWords(toFtsQuery('City, council!')!)).toBe('"city" "council"');
  });
});
