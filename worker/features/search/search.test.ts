// Search through the real Worker: /api/search ranking, prefix matching, tags, drafts and hostile
// input; /aux/search-suggestions; the /search page. Words are made unique per test with a random
// stem so rows from other tests in this file never match.
import { env, SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { articleHref } from '../../contracts/article-url';
import type { SearchResult } from '../../contracts/search';
import { createDb } from '../../db/client';
import { makeArticle, makeTag } from '../../test/factories';
import { url } from '../../test/http';
import { toFtsQuery } from './fts';
import { searchQueries, suggestedTopics } from './queries';

const stem = () => `zq${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;

async function searchApi(q: string): Promise<SearchResult> {
  const res = await SELF.fetch(url(`/api/search?q=${encodeURIComponent(q)}`));
  expect(res.status, q.slice(0, 40)).toBe(200);
  return (await res.json<{ data: SearchResult }>()).data;
}

describe('GET /api/search', () => {
  it('ranks a title match above a body match, and answers cards without bodies', async () => {
    const w = stem();
    const inBody = await makeArticle({
      title: 'Council budget approved',
      contentText: `The ${w} was mentioned once in passing.`,
      date: 1_800_000_000,
    });
    const inTitle = await makeArticle({ title: `The ${w} returns to town`, contentText: 'Nothing else to report.', date: 1_700_000_000 });
    const { articles } = await searchApi(w);
    expect(articles.map((a) => a.id)).toEqual([inTitle.id, inBody.id]);
    expect(articles[0]).toMatchObject({ id: inTitle.id, title: `The ${w} returns to town`, content: null, excerpt: null });
  });

  it('matches word prefixes: "harbo" finds "harbour"', async () => {
    const w = stem();
    const a = await makeArticle({ title: `${w} harbour reopens after storm` });
    const { articles } = await searchApi(`${w} harbo`);
    expect(articles.map((x) => x.id)).toEqual([a.id]);
  });

  it('finds tags by name, and articles by the names of their tags', async () => {
    const w = stem();
    const tag = await makeTag({ name: `${w}ology Society`, type: 'topic' });
    const flag = await makeTag({ name: `${w}ology Flag`, type: 'flag' });
    const a = await makeArticle({ title: 'Untitled field notes' }, [tag.id]);
    const res = await searchApi(`${w}olo`);
    expect(res.tags.map((t) => t.id)).toEqual([tag.id]);
    expect(res.tags[0]).toMatchObject({ id: tag.id, name: `${w}ology Society`, type: 'topic', tag: tag.tag, scope: `topic:${tag.tag}` });
    expect(res.articles.map((x) => x.id)).toEqual([a.id]);
    expect(res.articles[0]!.tags.map((t) => t.id)).toEqual([tag.id]);
    expect(res.tags.map((t) => t.id)).not.toContain(flag.id);
  });

  it('leaves out drafts', async () => {
    const w = stem();
    const live = await makeArticle({ title: `${w} published story` });
    await makeArticle({ title: `${w} draft story`, status: 'drafted' });
    expect((await searchApi(w)).articles.map((a) => a.id)).toEqual([live.id]);
  });

  it('answers at most 10 articles', async () => {
    const w = stem();
    for (let i = 0; i < 12; i++) await makeArticle({ title: `${w} item ${i}` });
    expect((await searchApi(w)).articles).toHaveLength(10);
  });

  it('runs nothing for blank text: empty lists', async () => {
    for (const p of ['/api/search', '/api/search?q=', '/api/search?q=%20%20%09', '/api/search?q=%0A']) {
      const res = await SELF.fetch(url(p));
      expect(res.status, p).toBe(200);
      expect(await res.json(), p).toEqual({ data: { articles: [], tags: [] } });
    }
  });

  it('answers 200 with lists for FTS syntax, unbalanced input and 10,000+ characters, never 500', async () => {
    const w = stem();
    const a = await makeArticle({ title: `${w} title story near the square` });
    const hostile = [
      'x'.repeat(10_000),
      `${w} `.repeat(2_000),
      'a b '.repeat(5_000).slice(0, 10_001),
      '"',
      '""',
      `"${w}`,
      `${w}"`,
      'NEAR(a b)',
      'NEAR(a b, 2)',
      '*',
      '(',
      ')',
      '(()',
      'a OR',
      'OR',
      'AND NOT',
      'title:x',
      `title:${w}`,
      '^x',
      '-x',
      '+',
      "'; DROP TABLE articles; --",
      '\u0000',
      '🦀',
      'ｔｉｔｌｅ：ｘ',
      'é'.repeat(300),
      // Letters newer than the tokenizer's Unicode tables (Adlam, Cherokee small letters, Nag Mundari).
      '𞤀𞤁 ꭰꭱ 𞓐',
      'ǅ ² Ⅻ ①',
    ];
    for (const q of hostile) {
      const res = await searchApi(q);
      expect(Array.isArray(res.articles) && Array.isArray(res.tags), q.slice(0, 20)).toBe(true);
    }
    // Syntax is neutralised, not discarded: the words still search (NEAR is just the word 'near').
    expect((await searchApi(`title:${w}`)).articles.map((x) => x.id)).toContain(a.id);
    expect((await searchApi(`"${w}`)).articles.map((x) => x.id)).toEqual([a.id]);
    expect((await searchApi(`NEAR(${w} story)`)).articles.map((x) => x.id)).toEqual([a.id]);
  });

  it('answers 200 with lists for arbitrary text (fuzzed)', async () => {
    const syntax = fc.constantFrom('"', '*', '(', ')', ':', '^', 'NEAR', 'OR', 'AND', 'NOT', '-', '+', ' ', '\\', "'");
    const text = fc.array(fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), syntax), { maxLength: 20 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(text, async (q) => {
        const res = await SELF.fetch(url(`/api/search?q=${encodeURIComponent(q)}`));
        expect(res.status).toBe(200);
        const { data } = await res.json<{ data: SearchResult }>();
        expect(Array.isArray(data.articles) && Array.isArray(data.tags)).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('is documented in /api/openapi.json', async () => {
    const doc = await (await SELF.fetch(url('/api/openapi.json'))).json<{ paths: Record<string, unknown> }>();
    expect(doc.paths['/api/search']).toBeDefined();
    expect(doc.paths['/aux/search-suggestions']).toBeDefined();
  });

  it('lets FTS drive the article and tag lookups (no full scans of articles or tags)', async () => {
    // Each kind of reader gets its own WHERE and rank (match.ts): all three are checked.
    for (const [viewerId, tier] of [
      [null, 'guest'],
      [1, 'free'],
      [1, 'plus'],
    ] as const) {
      for (const q of searchQueries(createDb(env.DB), toFtsQuery('city council')!, viewerId, tier)) {
        const { sql, params } = q.toSQL();
        const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...params)
          .all<{ detail: string }>();
        const details = results.map((r) => r.detail);
        expect(
          details.filter((d) => /^SCAN (articles|tags|article_tags)\b/.test(d) && !/INDEX/.test(d)),
          details.join('\n'),
        ).toEqual([]);
      }
    }
  });
});

describe('GET /aux/search-suggestions', () => {
  it('answers seven topics, those with the most published articles first', async () => {
    const top = await makeTag({ type: 'topic', name: 'Suggested top topic' });
    const drafty = await makeTag({ type: 'topic', name: 'Only drafts topic' });
    await makeTag({ type: 'category', name: 'A category, never suggested' });
    for (let i = 0; i < 7; i++) await makeTag({ type: 'topic' });
    // Other tests share this database and may have busy topics: outnumber the busiest one.
    const busiest = await env.DB.prepare(
      `SELECT COUNT(a.id) AS n FROM tags t JOIN article_tags at ON at.tag_id = t.id
       JOIN articles a ON a.id = at.article_id AND a.status = 'published'
       WHERE t.type = 'topic' GROUP BY t.id ORDER BY n DESC LIMIT 1`,
    ).first<{ n: number }>();
    const many = Math.max(12, (busiest?.n ?? 0) + 1);
    for (let i = 0; i < many; i++) await makeArticle({}, [top.id]);
    for (let i = 0; i < 20; i++) await makeArticle({ status: 'drafted' }, [drafty.id]);
    const res = await SELF.fetch(url('/aux/search-suggestions'));
    expect(res.status).toBe(200);
    const { data } = await res.json<{ data: SearchResult['tags'] }>();
    expect(data).toHaveLength(7);
    expect(data.every((t) => t.type === 'topic')).toBe(true);
    expect(data[0]!.id).toBe(top.id);
    // The order follows the published counts (drafts do not count).
    const counts = await suggestedTopics(createDb(env.DB));
    expect(counts.map((t) => t.id)).toEqual(data.map((t) => t.id));
    expect(data[0]!.id).not.toBe(drafty.id);
  });
});

describe('/search page', () => {
  it('renders results for the initial text: article cards and topic chips', async () => {
    const w = stem();
    const tag = await makeTag({ name: `${w}ville Topic`, type: 'topic' });
    const a = await makeArticle({ title: `${w}ville opens a library` });
    const res = await SELF.fetch(url(`/search?q=${w}ville`));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('>Search</h1>');
    expect(html).toContain(`href="${articleHref(a.id, a.title)}"`);
    expect(html).toContain(`${w}ville opens a library`);
    expect(html).toContain(`href="/trending/${tag.tag}"`);
    expect(html).toContain('data-island="SearchPanel"');
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="[^"]*ville"/);
    expect(html).not.toContain('No results found');
  });

  it("says 'No results found' when nothing matches, and prompts when the text is blank", async () => {
    const none = await (await SELF.fetch(url(`/search?q=${stem()}`))).text();
    expect(none).toContain('No results found');
    const blank = await SELF.fetch(url('/search?q=%20'));
    expect(blank.status).toBe(200);
    const html = await blank.text();
    expect(html).toContain('Type a word or two to search articles and topics.');
    expect(html).toContain('Popular topics');
    expect(html).not.toContain('No results found');
  });

  it('answers 200 for FTS syntax and text over 10,000 characters', async () => {
    for (const q of ['x'.repeat(12_000), '"NEAR(a b', 'title:(*', ')']) {
      const res = await SELF.fetch(url(`/search?q=${encodeURIComponent(q)}`));
      expect(res.status, q.slice(0, 20)).toBe(200);
      expect(await res.text()).toMatch(/No results found|href="\/article\//);
    }
  });
});
