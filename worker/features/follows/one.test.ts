// GET /api/tags/{id} and /api/curators/{id}: one item with the reader's followed flag; 404 and 400
// in the envelope for unknown and impossible ids.
import { describe, expect, it } from 'vitest';
import { curators } from '../../db/schema';
import { db, makeSession, makeTag, uniq } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';

describe('GET /api/tags/{id} and /api/curators/{id}', () => {
  it('answers a tag with followed false for a guest and true once the reader follows it', async () => {
    const tag = await makeTag({ type: 'topic', name: `Tides ${uniq()}` });
    const guest = await dataIn<{ id: number; name: string; type: string; followed: boolean }>(await call('GET', `/api/tags/${tag.id}`));
    expect(guest).toMatchObject({ id: tag.id, name: tag.name, type: 'topic', followed: false });
    const { cookie } = await makeSession();
    expect((await call('POST', `/api/tags/${tag.id}/follow`, { cookie, body: {} })).status).toBe(200);
    const mine = await call('GET', `/api/tags/${tag.id}`, { cookie });
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect((await dataIn<{ followed: boolean }>(mine)).followed).toBe(true);
  });

  it('answers a curator likewise', async () => {
    const u = uniq();
    const [curator] = await db()
      .insert(curators)
      .values({ name: `Curator ${u}`, username: `c${u}` })
      .returning();
    const { cookie } = await makeSession();
    await call('POST', `/api/curators/${curator!.id}/follow`, { cookie, body: {} });
    const res = await dataIn<{ id: number; username: string; followed: boolean }>(
      await call('GET', `/api/curators/${curator!.id}`, { cookie }),
    );
    expect(res).toMatchObject({ id: curator!.id, username: `c${u}`, followed: true });
  });

  it('404 for unknown ids and 400 for impossible ones, in the envelope', async () => {
    const tag = await call('GET', '/api/tags/999999999');
    expect(tag.status).toBe(404);
    expect(await firstError(tag)).toEqual({ message: 'Tag not found', code: 'not_found' });
    expect((await firstError(await call('GET', '/api/curators/999999999'))).message).toBe('Curator not found');
    expect((await call('GET', '/api/tags/abc')).status).toBe(400);
    expect((await call('GET', '/api/curators/0')).status).toBe(400);
  });
});
