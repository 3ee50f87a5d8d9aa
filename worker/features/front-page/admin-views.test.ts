// A view's life in the back office and on the trending page: activation shows its zones in order at
// once, an edit of the active view too, paywalled zones are gated for readers without Plus, copies
// and deletes.
import { SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VIEW_ADMIN_MESSAGES as M, type ViewAdminDto } from '../../contracts/admin-views';
import type { TrendingViewDto } from '../../contracts/articles';
import { views, zoneArticles, zones } from '../../db/schema';
import { auditRows, makeAdmin } from '../../test/admin';
import { db, makeArticle, makeReader, makeTag } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { keepActiveView, makeView } from './admin.cases';

const page = async (cookie?: string) => (await SELF.fetch('http://edgewire.test/', { headers: cookie ? { cookie } : {} })).text();
const zoneLayouts = (html: string) => [...html.matchAll(/data-zone="(\d+)" data-layout="(\d+)"/g)].map((m) => [Number(m[1]), Number(m[2])]);
const isActive = async (id: number) => (await db().select({ a: views.isActive }).from(views).where(eq(views.id, id)))[0]?.a;

describe('POST /admin/api/views/{id}/activate', () => {
  it('puts the view on the trending page at once, its zones in order; the one before is switched off', async () => {
    await keepActiveView();
    const admin = await makeAdmin();
    const ids = [await makeArticle({ title: 'Activated lead story' }), await makeArticle({ title: 'Activated second story' })].map(
      (a) => a.id,
    );
    const old = await makeView([{ layout: 0, articleIds: ids }]);
    await call('POST', `/admin/api/views/${old.id}/activate`, { cookie: admin.cookie });
    await page(); // the page as it was, now kept by the caches
    const view = await makeView([
      { layout: 4, title: 'Second zone', articleIds: ids.slice(1) },
      { layout: 0, title: 'First zone', articleIds: ids.slice(0, 1) },
    ]);
    // The order given by the editor, not the order of the rows.
    await db().update(zones).set({ order: 9 }).where(eq(zones.title, 'Second zone'));
    const res = await call('POST', `/admin/api/views/${view.id}/activate`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await dataIn<ViewAdminDto>(res)).toMatchObject({ id: view.id, is_active: true, version: view.version + 1 });
    expect(await isActive(old.id)).toBe(false);
    const [rowAudit] = await auditRows('view', view.id);
    expect(rowAudit).toMatchObject({ action: 'activate', data: { before: { is_active: false }, after: { is_active: true } } });

    const html = await page();
    const [zoneIds, layouts] = [zoneLayouts(html).map(([id]) => id), zoneLayouts(html).map(([, l]) => l)];
    expect(layouts).toEqual([0, 4]);
    const fresh = await dataIn<ViewAdminDto>(await call('GET', `/admin/api/views/${view.id}`, { cookie: admin.cookie }));
    expect(zoneIds).toEqual(fresh.zones.map((z) => z.id));
    expect(html.indexOf('First zone')).toBeLessThan(html.indexOf('Second zone'));
    expect((await call('POST', '/admin/api/views/999999999/activate', { cookie: admin.cookie })).status).toBe(404);
  });

  it('shows an edit of the active view on the next page load', async () => {
    await keepActiveView();
    const admin = await makeAdmin();
    const a = await makeArticle({ title: 'Before the edit' });
    const b = await makeArticle({ title: 'After the edit' });
    const view = await makeView([{ layout: 0, articleIds: [a.id] }]);
    await call('POST', `/admin/api/views/${view.id}/activate`, { cookie: admin.cookie });
    expect(await page()).toContain('Before the edit');
    const loaded = await dataIn<ViewAdminDto>(await call('GET', `/admin/api/views/${view.id}`, { cookie: admin.cookie }));
    const res = await call('PATCH', `/admin/api/views/${view.id}`, {
      cookie: admin.cookie,
      body: { version: loaded.version, zones: [{ ...loaded.zones[0], articles: [b.id] }] },
    });
    expect(res.status).toBe(200);
    const html = await page();
    expect(html).toContain('After the edit');
    expect(html).not.toContain('Before the edit');
  });
});

describe('a paywalled zone', () => {
  it('shows its cards to Plus readers, and gated to guests and free readers, in HTML and JSON', async () => {
    await keepActiveView();
    const admin = await makeAdmin();
    const open = await makeArticle({ title: 'Open zone story' });
    const plusOnly = await makeArticle({ title: 'Members zone story' });
    const view = await makeView([
      { layout: 6, title: 'Open zone', articleIds: [open.id] },
      { layout: 6, title: 'Members zone', articleIds: [plusOnly.id], payWall: true },
    ]);
    await call('POST', `/admin/api/views/${view.id}/activate`, { cookie: admin.cookie });
    const [free, plus] = [await makeReader('free'), await makeReader('plus')];
    for (const [who, cookie] of [
      ['guest', undefined],
      ['free', free.cookie],
    ] as const) {
      const html = await page(cookie);
      const members = html.slice(html.indexOf('Members zone'));
      expect(members, who).toContain(`href="/subscribe?article=${plusOnly.id}"`);
      expect(members, who).not.toContain(`href="/article/${plusOnly.id}`);
      expect(members, who).toContain('Subscribe to the paid tier to access this content.');
      expect(members, who).toContain('class="card-plus"');
      // The open zone is as it always was.
      expect(html, who).toContain(`href="/article/${open.id}?`);
    }
    const html = await page(plus.cookie);
    expect(html).toContain(`href="/article/${plusOnly.id}?`);
    expect(html).not.toContain('/subscribe?article=');
    expect(html).not.toContain('data-gated');

    const json = async (cookie?: string) =>
      dataIn<TrendingViewDto>(await SELF.fetch('http://edgewire.test/aux/articles/trending', { headers: cookie ? { cookie } : {} }));
    expect((await json()).zones.map((z) => z.articles[0]!.locked)).toEqual([null, 'subscription']);
    expect((await json(plus.cookie)).zones.map((z) => z.articles[0]!.locked)).toEqual([null, null]);
  });
});

describe('POST /admin/api/views/{id}/duplicate', () => {
  it('copies the zones with their tags and articles under "Copy of …", not active', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag();
    const a = await makeArticle();
    const source = await makeView(
      [{ layout: 2, title: 'Picks', tagIds: [tag.id], articleIds: [a.id], payWall: true }, { layout: 5 }],
      'Weekend',
    );
    const res = await call('POST', `/admin/api/views/${source.id}/duplicate`, { cookie: admin.cookie });
    expect(res.status).toBe(201);
    const copy = await dataIn<ViewAdminDto>(res);
    const original = await dataIn<ViewAdminDto>(await call('GET', `/admin/api/views/${source.id}`, { cookie: admin.cookie }));
    expect(copy).toMatchObject({ title: 'Copy of Weekend', is_active: false, version: 1 });
    expect(copy.id).not.toBe(source.id);
    const strip = (v: ViewAdminDto) => v.zones.map(({ id: _id, ...z }) => z);
    expect(strip(copy)).toEqual(strip(original));
    expect(copy.zones.map((z) => z.id).some((id) => original.zones.some((o) => o.id === id))).toBe(false);
    expect(await auditRows('view', copy.id)).toMatchObject([{ action: 'duplicate' }]);

    const untitled = await makeView([], '');
    expect(
      await dataIn<ViewAdminDto>(await call('POST', `/admin/api/views/${untitled.id}/duplicate`, { cookie: admin.cookie })),
    ).toMatchObject({
      title: 'untitled view',
      zones: [],
    });
  });
});

describe('DELETE /admin/api/views/{id}', () => {
  it('deletes a view with its zones and links, but never the active one', async () => {
    await keepActiveView();
    const admin = await makeAdmin();
    const a = await makeArticle();
    const view = await makeView([{ layout: 0, articleIds: [a.id] }]);
    const zoneIds = (await db().select({ id: zones.id }).from(zones).where(eq(zones.viewId, view.id))).map((z) => z.id);
    const res = await call('DELETE', `/admin/api/views/${view.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await db().select().from(views).where(eq(views.id, view.id))).toEqual([]);
    expect(await db().select().from(zoneArticles).where(eq(zoneArticles.zoneId, zoneIds[0]!))).toEqual([]);
    expect(await auditRows('view', view.id)).toMatchObject([{ action: 'delete' }]);
    expect((await call('DELETE', `/admin/api/views/${view.id}`, { cookie: admin.cookie })).status).toBe(404);

    const live = await makeView();
    await call('POST', `/admin/api/views/${live.id}/activate`, { cookie: admin.cookie });
    const refused = await call('DELETE', `/admin/api/views/${live.id}`, { cookie: admin.cookie });
    expect(refused.status).toBe(409);
    expect(await firstError(refused)).toMatchObject({ code: 'conflict', message: M.deleteActive });
    expect(await isActive(live.id)).toBe(true);
  });
});
