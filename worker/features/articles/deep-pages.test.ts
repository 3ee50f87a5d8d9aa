// Bad input at scale (issue 29): a deep page or a huge count is a clear 400 (a 404 page in HTML)
// before anything is read; a one-letter or punctuation-only search answers the empty lists at once.
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../contracts/search';
import { makeArticle, makeReader, makeTag } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';

const paged = async (res: Response) => res.json<{ data: unknown[]; meta: { paging: { pages: number; total: number } } }>();

describe('deep pages and huge counts', () => {
  it('the articles list answers 400 naming the field, or an empty page within the depth', async () => {
    await makeArticle();
    for (const [query, path, message] of [
      ['page=100000', 'page', 'page must be 10000 or less'],
      ['page=626', 'page', 'page must be 625 or less when count is 16'],
      ['page=101&count=100', 'page', 'page must be 100 or less when count is 100'],
      ['page=2000&count=17&tags=1', 'page', 'page must be 588 or less when count is 17'],
      ['count=100000', 'count', 'count must be 100 or less'],
      ['count=1e9', 'count', 'count must be 100 or less'],
    ]) {
      const res = await call('GET', `/api/articles?${query}`);
      expect(res.status, query).toBe(400);
      expect(await firstError(res), query).toEqual({ message, code: 'validation', path });
    }
    const last = await call('GET', '/api/articles?page=625');
    expect(last.status).toBe(200);
    const body = await paged(last);
    expect(body.data).toEqual([]);
    expect(body.meta.paging.pages).toBeLessThanOrEqual(625);
  });

  it('the tag, curator and saved-article lists are bounded the same way', async () => {
    const reader = await makeReader('free');
    for (const path of ['/api/tags?page=10000&count=100', '/api/curators?page=5000', '/api/bookmarks?page=101']) {
      const res = await call('GET', path, { cookie: reader.cookie });
      expect(res.status, path).toBe(400);
      expect((await firstError(res)).path, path).toBe('page');
    }
    expect((await call('GET', '/api/bookmarks?page=100', { cookie: reader.cookie })).status).toBe(200);
  });

  it('a tag page past the depth is a 404 page', async () => {
    const tag = await makeTag({ type: 'topic' });
    await makeArticle({}, [tag.id]);
    for (const page of ['100000', '589', '10000']) {
      const res = await call('GET', `/trending/${tag.tag}?page=${page}`);
      expect(res.status, page).toBe(404);
      await res.arrayBuffer();
    }
    expect((await call('GET', `/trending/${tag.tag}`)).status).toBe(200);
  });
});

describe('one-letter and punctuation-only searches', () => {
  it('answer the empty lists (No results found), in the API and the article list', async () => {
    await makeArticle({ title: 'A storm in a teacup' });
    for (const q of ['a', 'A', 'é', '7', 'a b', '?!', '...', '%', '"*()']) {
      const res = await call('GET', `/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(await dataIn<SearchResult>(res), q).toEqual({ articles: [], tags: [] });
      const list = await call('GET', `/api/articles?q=${encodeURIComponent(q)}`);
      expect(list.status, q).toBe(200);
      const body = await paged(list);
      expect([body.data, body.meta.paging.total], q).toEqual([[], 0]);
    }
    const page = await call('GET', '/search?q=a');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('No results found');
    // Two letters or more still search.
    expect((await dataIn<SearchResult>(await call('GET', '/api/search?q=a%20teacup'))).articles.length).toBeGreaterThan(0);
  });
});
