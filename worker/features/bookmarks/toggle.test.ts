// Saving and unsaving through the real Worker: idempotent both ways, only for published articles,
// only for signed-in readers, and the saved list follows.
import { describe, expect, it } from 'vitest';
import { makeArticle, makeSession } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';

const ids = async (cookie: string) => (await dataIn<{ id: number }[]>(await call('GET', '/api/bookmarks', { cookie }))).map((a) => a.id);

describe('POST / DELETE /api/articles/{id}/bookmark', () => {
  it('saves and removes, each any number of times', async () => {
    const { cookie } = await makeSession();
    const a = await makeArticle();
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', `/api/articles/${a.id}/bookmark`, { cookie, body: {} });
      expect(await dataIn(res)).toEqual({ id: a.id, bookmarked: true });
    }
    expect(await ids(cookie)).toEqual([a.id]);
    for (let i = 0; i < 2; i++) {
      const res = await call('DELETE', `/api/articles/${a.id}/bookmark`, { cookie });
      expect(await dataIn(res)).toEqual({ id: a.id, bookmarked: false });
    }
    expect(await ids(cookie)).toEqual([]);
  });

  it('refuses guests, drafts, unknown and malformed ids without writing anything', async () => {
    const guest = await call('POST', '/api/articles/1/bookmark', { body: {} });
    expect(guest.status).toBe(401);
    expect((await firstError(guest)).message).toBe('No user logged in');
    const { cookie } = await makeSession();
    const draft = await makeArticle({ status: 'drafted' });
    expect((await call('POST', `/api/articles/${draft.id}/bookmark`, { cookie, body: {} })).status).toBe(404);
    expect((await call('POST', '/api/articles/999999999/bookmark', { cookie, body: {} })).status).toBe(404);
    expect((await call('POST', '/api/articles/abc/bookmark', { cookie, body: {} })).status).toBe(400);
    expect(await ids(cookie)).toEqual([]);
  });
});
