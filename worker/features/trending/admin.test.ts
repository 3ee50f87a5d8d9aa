// The back office's list of trending views: admins only (401 guest, 403 reader), each view with its zone count.
import { describe, expect, it } from 'vitest';
import { makeActiveView, makeArticle, makeSession } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';

type ViewSummary = { id: number; title: string; is_active: boolean; version: number; zones: number };

describe('GET /admin/api/views', () => {
  it('answers 401 to guests and 403 to readers', async () => {
    const guest = await call('GET', '/admin/api/views');
    expect(guest.status).toBe(401);
    expect((await firstError(guest)).code).toBe('unauthorized');
    const { cookie } = await makeSession({ role: 'reader' });
    const reader = await call('GET', '/admin/api/views', { cookie });
    expect(reader.status).toBe(403);
    expect((await firstError(reader)).code).toBe('forbidden');
  });

  it('lists every view, the active one first, with its zone count', async () => {
    const a = await makeArticle();
    const view = await makeActiveView([
      { layout: 1, articleIds: [a.id] },
      { layout: 2, articleIds: [] },
    ]);
    const { cookie } = await makeSession({ role: 'admin' });
    const res = await call('GET', '/admin/api/views', { cookie });
    expect(res.status).toBe(200);
    const views = await dataIn<ViewSummary[]>(res);
    expect(views[0]).toEqual({ id: view.id, title: view.title, is_active: true, version: view.version, zones: 2 });
  });
});
