// GET /api/bookmarks through the real Worker: the reader's saved articles newest first, 100 a page
// by default, drafts left out, bodies never included, 401 for guests.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeArticle, makeSession, makeTag } from '../../test/factories';
import { call, firstError } from '../../test/http';

type Page = {
  data: { id: number; bookmarked: boolean; content: string | null; tags: { id: number }[] }[];
  meta: { paging: { limit: number; total: number; page: number } };
};

describe('GET /api/bookmarks', () => {
  it('lists saved published articles, newest bookmark first, with their tags', async () => {
    const { user, cookie } = await makeSession();
    const other = await makeSession();
    const tag = await makeTag({ type: 'category' });
    const older = await makeArticle({}, [tag.id]);
    const newer = await makeArticle();
    const draft = await makeArticle({ status: 'drafted' });
    const notMine = await makeArticle();
    await env.DB.batch([
      env.DB.prepare('INSERT INTO bookmarks (user_id, article_id, created) VALUES (?, ?, 100), (?, ?, 200), (?, ?, 300), (?, ?, 400)').bind(
        user.id,
        older.id,
        user.id,
        newer.id,
        user.id,
        draft.id,
        other.user.id,
        notMine.id,
      ),
    ]);
    const res = await call('GET', '/api/bookmarks', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const page = await res.json<Page>();
    expect(page.data.map((a) => a.id)).toEqual([newer.id, older.id]);
    expect(page.data.every((a) => a.bookmarked && a.content === null)).toBe(true);
    expect(page.data[1]!.tags.map((t) => t.id)).toEqual([tag.id]);
    expect(page.meta.paging).toMatchObject({ limit: 100, total: 2, page: 1 });
    const second = await (await call('GET', '/api/bookmarks?count=1&page=2', { cookie })).json<Page>();
    expect(second.data.map((a) => a.id)).toEqual([older.id]);
  });

  it('refuses guests and bad paging', async () => {
    const guest = await call('GET', '/api/bookmarks');
    expect(guest.status).toBe(401);
    expect((await firstError(guest)).message).toBe('No user logged in');
    const { cookie } = await makeSession();
    const bad = await call('GET', '/api/bookmarks?count=101', { cookie });
    expect(bad.status).toBe(400);
    expect((await firstError(bad)).path).toBe('count');
  });
});
