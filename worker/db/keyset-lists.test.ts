// Flat lists (decision 074-flat-lists) through the real Worker: the saved-article, tag, curator and
// push-history lists hand out a cursor that reads the next page right after the last row (the
// same rows as `page` would, at any depth); a forged cursor is a clear 400; and every back-office
// list answers a page past the depth with a 400 naming `page`, before it reads anything.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BAD_CURSOR_MESSAGE, decodeCursor, encodeCursor, nextCursor } from '../http/cursor';
import { makeAdmin } from '../test/admin';
import { db, makeArticle, makeSession, makeTag, uniq } from '../test/factories';
import { call, firstError } from '../test/http';
import { curators } from './schema';

type Page = { data: { id: number; name?: string }[]; meta: { paging: { total: number; page: number; cursor?: string | null } } };
const get = async (path: string, cookie?: string) => {
  const res = await call('GET', path, cookie ? { cookie } : {});
  expect(res.status, path).toBe(200);
  return res.json<Page>();
};

/** Every row of a list, page after page through its cursors, and the same by page numbers. */
async function walk(base: string, cookie?: string) {
  const byCursor: number[] = [];
  let cursor: string | null | undefined;
  for (let n = 0; n < 20; n++) {
    const page = await get(`${base}${cursor ? `&cursor=${cursor}` : ''}`, cookie);
    byCursor.push(...page.data.map((r) => r.id));
    cursor = page.meta.paging.cursor;
    if (!cursor) break;
  }
  const byPage: number[] = [];
  for (let n = 1; n < 20; n++) {
    const page = await get(`${base}&page=${n}`, cookie);
    if (!page.data.length) break;
    byPage.push(...page.data.map((r) => r.id));
  }
  return { byCursor, byPage };
}

describe('cursors (pure)', () => {
  it('carry a key of the list’s shape, and nothing else', () => {
    const text = encodeCursor(['Ünïcode / name', 42]);
    expect(decodeCursor(text, ['string', 'number'])).toEqual(['Ünïcode / name', 42]);
    expect(decodeCursor(text, ['number', 'number'])).toBeNull();
    expect(decodeCursor(text, ['string'])).toBeNull();
    for (const forged of ['', '!!', 'e30', encodeCursor([1.5, 2]), btoa('not json'), 'x'.repeat(2000)])
      expect(decodeCursor(forged, ['number', 'number']), forged).toBeNull();
    expect(nextCursor([{ id: 1 }, { id: 2 }], 2, (r) => [r.id])).toBe(encodeCursor([2]));
    expect(nextCursor([{ id: 1 }], 2, (r) => [r.id])).toBeNull();
  });
});

describe('keyset lists', () => {
  it('saved articles: the cursor pages match the numbered pages', async () => {
    const { user, cookie } = await makeSession();
    const ids: number[] = [];
    for (let n = 0; n < 5; n++) ids.push((await makeArticle()).id);
    // Two bookmarks share a time: the article id breaks the tie.
    await env.DB.batch(
      ids.map((id, n) =>
        env.DB.prepare('INSERT INTO bookmarks (user_id, article_id, created) VALUES (?, ?, ?)').bind(user.id, id, 100 + Math.min(n, 3)),
      ),
    );
    const { byCursor, byPage } = await walk('/api/bookmarks?count=2', cookie);
    expect(byCursor).toEqual([ids[4], ids[3], ids[2], ids[1], ids[0]]);
    expect(byPage).toEqual(byCursor);
  });

  it('tags, locations by state and curators: the cursor pages match the numbered pages', async () => {
    const w = `kq${uniq()}`;
    for (const s of ['d', 'a', 'c', 'b', 'b']) await makeTag({ type: 'topic', name: `${w} ${s}` });
    const topics = await walk(`/api/tags?type=topic&query=${w}&count=2`);
    expect(topics.byCursor).toHaveLength(5);
    expect(topics.byPage).toEqual(topics.byCursor);
    for (const [state, s] of [
      ['TX', 'a'],
      ['AK', 'z'],
      ['TX', 'b'],
    ])
      await makeTag({ type: 'location', name: `${w} ${s}`, stateCode: state, tag: `${w}-${s}-${state!.toLowerCase()}` });
    const places = await walk(`/api/tags?type=location&query=${w}&count=1`);
    expect(places.byCursor).toHaveLength(3);
    expect(places.byPage).toEqual(places.byCursor);
    for (const name of ['Zed', 'Amy', 'Max'])
      await db()
        .insert(curators)
        .values({ name: `${w} ${name}`, username: `${w}${name}`.toLowerCase() });
    const people = await walk(`/api/curators?query=${w}&count=2`);
    expect(people.byCursor).toHaveLength(3);
    expect(people.byPage).toEqual(people.byCursor);
  });

  it('push history: the cursor reads on from the last job shown', async () => {
    const admin = await makeAdmin();
    const first = await get('/admin/api/notify?count=1', admin.cookie);
    const cursor = first.meta.paging.cursor;
    if (first.data.length) {
      expect(cursor).toBe(encodeCursor([first.data[0]!.id]));
      const next = await get(`/admin/api/notify?count=1&cursor=${cursor}`, admin.cookie);
      for (const j of next.data) expect(j.id).toBeLessThan(first.data[0]!.id);
    }
    expect((await get(`/admin/api/notify?cursor=${encodeCursor([1])}`, admin.cookie)).data).toEqual([]);
  });

  it('a forged cursor is a 400 naming it, never a query', async () => {
    const { cookie } = await makeSession();
    const admin = await makeAdmin();
    for (const [path, who] of [
      [`/api/bookmarks?cursor=${encodeCursor(['x', 1])}`, cookie],
      ['/api/tags?cursor=nope!', undefined],
      [`/api/tags?type=location&cursor=${encodeCursor(['a', 1])}`, undefined],
      [`/api/curators?cursor=${encodeCursor([1, 1])}`, undefined],
      [`/admin/api/notify?cursor=${encodeCursor(['1'])}`, admin.cookie],
      [`/api/curators?cursor=${'A'.repeat(1001)}`, undefined],
    ] as const) {
      const res = await call('GET', path, who ? { cookie: who } : {});
      expect(res.status, path).toBe(400);
      expect(await firstError(res), path).toEqual({ message: BAD_CURSOR_MESSAGE, code: 'validation', path: 'cursor' });
    }
  });
});

describe('back-office lists past the depth', () => {
  it('answer 400 naming page (the API) and the 400 page (the screens)', async () => {
    const admin = await makeAdmin();
    for (const path of [
      '/admin/api/articles?page=10000&count=100',
      '/admin/api/articles?page=100000',
      '/admin/api/users?page=626',
      '/admin/api/tags?page=10000&count=20',
      '/admin/api/audit?page=10000',
      '/admin/api/comments/reported?page=1000&count=100',
      '/admin/api/notify?page=626',
    ]) {
      const res = await call('GET', path, { cookie: admin.cookie });
      expect(res.status, path).toBe(400);
      expect((await firstError(res)).path, path).toBe('page');
    }
    for (const path of [
      '/admin/articles?page=401',
      '/admin/users?page=401',
      '/admin/push?page=501',
      '/admin/tags?page=10000',
      '/admin/comments?page=1000',
      '/admin/audit?page=201',
    ]) {
      const res = await call('GET', path, { cookie: admin.cookie });
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toContain('page must be');
    }
    // The last page within the depth still answers (empty past the rows).
    const last = await call('GET', '/admin/api/articles?page=400&count=25', { cookie: admin.cookie });
    expect(last.status).toBe(200);
    await last.arrayBuffer();
  });
});
