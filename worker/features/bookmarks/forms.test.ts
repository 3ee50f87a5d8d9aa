// A saved article's Remove without JavaScript: POST /account/saved/{id}/remove does what DELETE
// /api/articles/{id}/bookmark does, then 303 back to /account/saved with 'Bookmark removed'.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as A } from '../../contracts/account';
import { makeArticle, makeSession } from '../../test/factories';
import { call, dataIn, postForm, url } from '../../test/http';
import { islandProps, setCookie } from '../../test/pages';

const savedIds = async (cookie: string) =>
  (await dataIn<{ id: number }[]>(await call('GET', '/api/bookmarks', { cookie }))).map((a) => a.id);
const toasts = (html: string) => islandProps<{ initial: { type: string; message: string }[] }>(html, 'Toaster').initial;

describe('POST /account/saved/{id}/remove', () => {
  it('unsaves the article, 303 back to the saved page with the toast', async () => {
    const { cookie } = await makeSession();
    const article = await makeArticle();
    await call('POST', `/api/articles/${article.id}/bookmark`, { cookie, body: {} });
    expect(await savedIds(cookie)).toEqual([article.id]);
    const res = await postForm(`/account/saved/${article.id}/remove`, {}, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account/saved');
    expect(await savedIds(cookie)).toEqual([]);
    const page = await SELF.fetch(url('/account/saved'), { headers: { cookie: `${cookie}; ${setCookie(res, 'ew_flash')}` } });
    expect(toasts(await page.text())).toContainEqual({ type: 'success', message: A.bookmarkRemoved });
  });

  it('a bad id, an unknown article or an extra field: the saved page again with the failure toast', async () => {
    const { cookie } = await makeSession();
    const article = await makeArticle();
    await call('POST', `/api/articles/${article.id}/bookmark`, { cookie, body: {} });
    for (const [path, fields, status] of [
      // A malformed id in a page's path names no article: 404, as an unknown one (http/schemas.ts pageId).
      ['/account/saved/abc/remove', {}, 404],
      ['/account/saved/999999999/remove', {}, 404],
      [`/account/saved/${article.id}/remove`, { role: 'admin' }, 400],
    ] as const) {
      const res = await postForm(path, fields, { cookie });
      expect(res.status, path).toBe(status);
      expect(toasts(await res.text())).toContainEqual({ type: 'error', message: A.bookmarkFailed });
    }
    expect(await savedIds(cookie)).toEqual([article.id]);
  });

  it('a guest goes to sign in; a cross-site post is refused and removes nothing', async () => {
    const article = await makeArticle();
    const guest = await postForm(`/account/saved/${article.id}/remove`, {});
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login?redirect=account');
    const { cookie } = await makeSession();
    await call('POST', `/api/articles/${article.id}/bookmark`, { cookie, body: {} });
    const evil = await postForm(
      `/account/saved/${article.id}/remove`,
      {},
      {
        cookie,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      },
    );
    expect(evil.status).toBe(403);
    expect(await savedIds(cookie)).toEqual([article.id]);
  });

  describe('POST /article/{id}/save (the action bar without JavaScript)', () => {
    it('toggles, with the spec’s toasts, and goes back to the page it came from (Referer of this site only)', async () => {
      const { cookie } = await makeSession();
      const a = await makeArticle();
      const on = await postForm(
        `/article/${a.id}/save`,
        {},
        { cookie, headers: { referer: 'http://edgewire.test/trending/politics?page=2' } },
      );
      expect(on.status).toBe(303);
      expect(on.headers.get('location')).toBe('/trending/politics?page=2');
      expect(decodeURIComponent(on.headers.get('set-cookie') ?? '')).toContain('Article bookmarked');
      const off = await postForm(`/article/${a.id}/save`, {}, { cookie, headers: { referer: 'https://evil.example/x' } });
      expect(off.headers.get('location')).toBe(`/article/${a.id}`);
      expect(decodeURIComponent(off.headers.get('set-cookie') ?? '')).toContain('Bookmark removed');
      const rows = await env.DB.prepare('SELECT count(*) AS n FROM bookmarks WHERE article_id = ?').bind(a.id).first<{ n: number }>();
      expect(rows!.n).toBe(0);
    });

    it('sends a guest to log in and answers an unknown article with 404', async () => {
      const a = await makeArticle();
      const guest = await postForm(`/article/${a.id}/save`, {});
      expect(guest.status).toBe(302);
      const { cookie } = await makeSession();
      expect((await postForm('/article/999999999/save', {}, { cookie })).status).toBe(404);
    });
  });
});
