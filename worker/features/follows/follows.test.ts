// Tag and curator lists and follows through the real Worker: filters (type, query, state),
// followed flags, idempotent follow/unfollow, 401/404/400 envelopes.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { curators } from '../../db/schema';
import { db, makeSession, makeTag } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';

type Tag = { id: number; name: string; type: string; followed: boolean };
type Curator = { id: number; name: string; username: string; avatar_url: string | null; followed: boolean };
type Paged<T> = { data: T[]; meta: { paging: { total: number; page: number; limit: number; count: number; pages: number } } };
const list = async <T>(path: string, cookie?: string) => {
  const res = await call('GET', path, { cookie });
  expect(res.status).toBe(200);
  return res.json<Paged<T>>();
};
let n = 0;
const word = () => `zq${Date.now().toString(36)}${n++}`;

async function makeCurator(name: string) {
  const [row] = await db()
    .insert(curators)
    .values({ name, username: `${name.toLowerCase().replace(/\W/g, '')}${n++}` })
    .returning();
  return row!;
}

describe('GET /api/tags', () => {
  it('lists tags of a type by name, with the followed flag for the signed-in reader only', async () => {
    const w = word();
    const b = await makeTag({ type: 'category', name: `${w} Beta` });
    const a = await makeTag({ type: 'category', name: `${w} Alpha` });
    await makeTag({ type: 'topic', name: `${w} Topic` });
    const { user, cookie } = await makeSession();
    await env.DB.prepare('INSERT INTO tag_follows (user_id, tag_id) VALUES (?, ?)').bind(user.id, b.id).run();
    const guest = await list<Tag>(`/api/tags?type=category&query=${w}`);
    expect(guest.data.map((t) => [t.id, t.followed])).toEqual([
      [a.id, false],
      [b.id, false],
    ]);
    expect(guest.meta.paging).toMatchObject({ total: 2, page: 1, count: 2 });
    const mine = await list<Tag>(`/api/tags?type=category&query=${w.toUpperCase()}`, cookie);
    expect(mine.data.map((t) => [t.id, t.followed])).toEqual([
      [a.id, false],
      [b.id, true],
    ]);
  });

  it('pages with count and treats % and _ in the query as themselves', async () => {
    const w = word();
    for (const s of ['a', 'b', 'c']) await makeTag({ type: 'topic', name: `${w} ${s}` });
    const p2 = await list<Tag>(`/api/tags?type=topic&query=${w}&count=2&page=2`);
    expect(p2.data.map((t) => t.name)).toEqual([`${w} c`]);
    expect(p2.meta.paging).toMatchObject({ total: 3, pages: 2, page: 2, limit: 2 });
    expect((await list<Tag>(`/api/tags?query=${w}%25`)).data).toEqual([]);
    expect((await list<Tag>(`/api/tags?query=${w}_a`)).data).toEqual([]);
  });

  it("filters location tags by state; an empty state is 'Any State'", async () => {
    const w = word();
    const tx = await makeTag({ type: 'location', name: `${w}town-TX`, stateCode: 'TX' });
    const ca = await makeTag({ type: 'location', name: `${w}ville-CA`, stateCode: 'CA' });
    expect((await list<Tag>(`/api/tags?type=location&state=tx&query=${w}`)).data.map((t) => t.id)).toEqual([tx.id]);
    expect((await list<Tag>(`/api/tags?type=location&state=&query=${w}`)).data.map((t) => t.id).sort()).toEqual([tx.id, ca.id].sort());
  });

  it.each([
    ['type=colour', 'type'],
    ['state=ZZ', 'state'],
    ['count=101', 'count'],
    ['page=0', 'page'],
    [`query=${'x'.repeat(101)}`, 'query'],
  ])('refuses ?%s naming %s', async (qs, path) => {
    const res = await call('GET', `/api/tags?${qs}`);
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatchObject({ code: 'validation', path });
  });
});

describe('tag follows', () => {
  it('follows and unfollows idempotently and lists my tags by type', async () => {
    const { cookie } = await makeSession();
    const cat = await makeTag({ type: 'category' });
    const loc = await makeTag({ type: 'location', name: 'Somewhere-TX', stateCode: 'TX' });
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', `/api/tags/${cat.id}/follow`, { cookie });
      expect(res.status).toBe(200);
      expect(await dataIn(res)).toEqual({ id: cat.id, followed: true });
    }
    await call('POST', `/api/tags/${loc.id}/follow`, { cookie });
    expect((await dataIn<Tag[]>(await call('GET', '/api/my-tags', { cookie }))).map((t) => t.id).sort()).toEqual([cat.id, loc.id].sort());
    const locations = await dataIn<Tag[]>(await call('GET', '/api/my-tags?type=location', { cookie }));
    expect(locations).toEqual([expect.objectContaining({ id: loc.id, name: 'Somewhere-TX', type: 'location', followed: true })]);
    for (let i = 0; i < 2; i++)
      expect(await dataIn(await call('DELETE', `/api/tags/${cat.id}/follow`, { cookie }))).toEqual({ id: cat.id, followed: false });
    expect((await dataIn<Tag[]>(await call('GET', '/api/my-tags', { cookie }))).map((t) => t.id)).toEqual([loc.id]);
  });

  it.each([
    ['POST', '/api/tags/1/follow'],
    ['DELETE', '/api/tags/1/follow'],
    ['GET', '/api/my-tags'],
    ['POST', '/api/curators/1/follow'],
    ['DELETE', '/api/curators/1/follow'],
    ['GET', '/api/my-curators'],
  ])("%s %s without a session → 401 'No user logged in'", async (method, path) => {
    const res = await call(method, path);
    expect(res.status).toBe(401);
    expect(await firstError(res)).toMatchObject({ message: 'No user logged in', code: 'unauthorized' });
  });

  it('answers 404 for an unknown tag or curator and 400 for a bad id', async () => {
    const { cookie } = await makeSession();
    for (const [kind, message] of [
      ['tags', 'Tag not found'],
      ['curators', 'Curator not found'],
    ]) {
      for (const method of ['POST', 'DELETE']) {
        const res = await call(method, `/api/${kind}/999999999/follow`, { cookie });
        expect(res.status).toBe(404);
        expect((await firstError(res)).message).toBe(message);
      }
      const bad = await call('POST', `/api/${kind}/abc/follow`, { cookie });
      expect(bad.status).toBe(400);
      expect((await firstError(bad)).path).toBe('id');
    }
    expect((await call('GET', '/api/my-tags?type=colour', { cookie })).status).toBe(400);
  });
});

describe('curators', () => {
  it('lists curators by name with a query, followed flags, and my curators', async () => {
    const w = word();
    const b = await makeCurator(`${w} Bea`);
    const a = await makeCurator(`${w} Abe`);
    const { cookie } = await makeSession();
    expect((await list<Curator>(`/api/curators?query=${w}`)).data.map((c) => [c.id, c.followed])).toEqual([
      [a.id, false],
      [b.id, false],
    ]);
    expect(await dataIn(await call('POST', `/api/curators/${b.id}/follow`, { cookie }))).toEqual({ id: b.id, followed: true });
    expect(await dataIn(await call('POST', `/api/curators/${b.id}/follow`, { cookie }))).toEqual({ id: b.id, followed: true });
    const all = await list<Curator>(`/api/curators?query=${w}`, cookie);
    expect(all.data.map((c) => [c.id, c.followed])).toEqual([
      [a.id, false],
      [b.id, true],
    ]);
    expect(all.data[0]).toEqual({ id: a.id, name: a.name, username: a.username, avatar_url: null, followed: false });
    expect(await dataIn<Curator[]>(await call('GET', '/api/my-curators', { cookie }))).toEqual([
      { id: b.id, name: b.name, username: b.username, avatar_url: null, followed: true },
    ]);
    expect((await list<Curator>(`/api/curators?query=${b.username}`)).data.map((c) => c.id)).toEqual([b.id]);
    expect(await dataIn(await call('DELETE', `/api/curators/${b.id}/follow`, { cookie }))).toEqual({ id: b.id, followed: false });
    expect(await dataIn<Curator[]>(await call('GET', '/api/my-curators', { cookie }))).toEqual([]);
  });
});
