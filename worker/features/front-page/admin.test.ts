// The back office's views API through the real Worker: admins only; create and change with their
// zones in one batch and one audit row; temp_ ids dropped; bad layouts and unknown ids named by
// path; a change made from an old version refused whole (decision 035).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VIEW_ADMIN_MESSAGES as M, type ViewAdminDto } from '../../contracts/admin-views';
import { views, zones } from '../../db/schema';
import { auditRows, expectAdminOnly, makeAdmin } from '../../test/admin';
import { db, makeActiveView, makeArticle, makeTag } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { ADMIN_CASES, makeView } from './admin.cases';

type ViewSummary = { id: number; title: string; is_active: boolean; version: number; zones: number };

const getView = async (cookie: string, id: number) => dataIn<ViewAdminDto>(await call('GET', `/admin/api/views/${id}`, { cookie }));

describe('the views API refuses everyone but admins', () => {
  for (const c of ADMIN_CASES) {
    it(`${c.method} ${c.route}`, async () => {
      const { path, body } = await c.prepare(await makeAdmin());
      await expectAdminOnly(c.method, path, body);
    });
  }
});

describe('GET /admin/api/views', () => {
  it('lists every view, the active one first, with its zone count', async () => {
    const a = await makeArticle();
    const view = await makeActiveView([
      { layout: 1, articleIds: [a.id] },
      { layout: 2, articleIds: [] },
    ]);
    const { cookie } = await makeAdmin();
    const views = await dataIn<ViewSummary[]>(await call('GET', '/admin/api/views', { cookie }));
    expect(views[0]).toEqual({ id: view.id, title: view.title, is_active: true, version: view.version, zones: 2 });
  });

  it('shows one view with its zones in order, each with its tags and articles', async () => {
    const { cookie } = await makeAdmin();
    const tag = await makeTag({ type: 'category', name: 'Politics desk' });
    const [a1, a2] = [await makeArticle({ title: 'First pick' }), await makeArticle({ title: 'Second pick', status: 'drafted' })];
    const view = await makeView([
      { layout: 4, title: 'Politics', tagIds: [tag.id], articleIds: [a2.id, a1.id], payWall: true },
      { layout: 0 },
    ]);
    const got = await getView(cookie, view.id);
    expect(got).toMatchObject({ id: view.id, title: view.title, is_active: false, version: 1 });
    expect(got.zones[0]).toEqual({
      id: expect.any(Number),
      title: 'Politics',
      order: 0,
      web_layout: 4,
      hide_title: false,
      pay_wall: true,
      is_active: true,
      tags: [{ id: tag.id, name: 'Politics desk', type: 'category' }],
      articles: [
        { id: a2.id, title: 'Second pick' },
        { id: a1.id, title: 'First pick' },
      ],
    });
    expect(got.zones.map((z) => z.web_layout)).toEqual([4, 0]);
    expect((await call('GET', '/admin/api/views/999999999', { cookie })).status).toBe(404);
  });
});

describe('POST /admin/api/views', () => {
  it('creates an inactive view with its zones, drops temp_ entries, and audits it once', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag();
    const [a, b] = [await makeArticle(), await makeArticle()];
    const body = {
      title: 'Evening edition',
      zones: [
        {
          id: 'temp_1',
          title: 'Lead',
          web_layout: 0,
          tags: [tag.id, 'temp_9'],
          articles: ['temp_2', a.id, { id: b.id, title: 'read back' }],
        },
        { title: 'More', web_layout: 5, hide_title: true, pay_wall: true },
      ],
    };
    const res = await call('POST', '/admin/api/views', { cookie: admin.cookie, body });
    expect(res.status).toBe(201);
    const view = await dataIn<ViewAdminDto>(res);
    expect(view).toMatchObject({ title: 'Evening edition', is_active: false, version: 1 });
    expect(view.zones.map((z) => [z.title, z.order, z.web_layout, z.hide_title, z.pay_wall])).toEqual([
      ['Lead', 0, 0, false, false],
      ['More', 1, 5, true, true],
    ]);
    expect(view.zones[0]!.tags.map((t) => t.id)).toEqual([tag.id]);
    expect(view.zones[0]!.articles.map((x) => x.id)).toEqual([a.id, b.id]);
    const rows = await auditRows('view', view.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ adminId: admin.id, action: 'create' });
    expect((rows[0]!.data!.after as { zones: unknown[] }).zones).toHaveLength(2);
  });

  it('refuses a layout outside the table and unknown ids, naming the path, and keeps nothing', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag();
    const a = await makeArticle();
    const other = await makeView();
    const [otherZone] = await db().select().from(zones).where(eq(zones.viewId, other.id));
    const cases: [unknown[], string, string][] = [
      [[{ web_layout: 0 }, { web_layout: 12 }], 'zones.1.web_layout', M.layout],
      [[{ web_layout: 0, tags: [tag.id, 'temp_x', 999_999_999] }], 'zones.0.tags.2', M.unknownTag(999_999_999)],
      [[{ web_layout: 0 }, { web_layout: 1, articles: [a.id, 999_999_998] }], 'zones.1.articles.1', M.unknownArticle(999_999_998)],
      [[{ web_layout: 0, articles: ['not-an-id'] }], 'zones.0.articles.0', M.badRef('articles')],
      [[{ id: otherZone!.id, web_layout: 0 }], 'zones.0.id', M.notInView(otherZone!.id)],
    ];
    const before = await db().select({ id: views.id }).from(views);
    for (const [zoneList, path, message] of cases) {
      const res = await call('POST', '/admin/api/views', { cookie: admin.cookie, body: { title: 'Never', zones: zoneList } });
      expect(res.status, path).toBe(400);
      expect(await firstError(res)).toEqual({ code: 'validation', path, message });
    }
    expect(await db().select({ id: views.id }).from(views)).toHaveLength(before.length);
  });
});

describe('PATCH /admin/api/views/{id}', () => {
  it('replaces the zone list: kept zones keep their ids, missing ones go, new ones come; version moves by one', async () => {
    const admin = await makeAdmin();
    const [a, b, c] = [await makeArticle(), await makeArticle(), await makeArticle()];
    const view = await makeView([
      { layout: 0, title: 'Keep', articleIds: [a.id] },
      { layout: 1, title: 'Drop', articleIds: [b.id] },
    ]);
    const loaded = await getView(admin.cookie, view.id);
    const [keep, drop] = loaded.zones;
    const res = await call('PATCH', `/admin/api/views/${view.id}`, {
      cookie: admin.cookie,
      body: {
        ...loaded,
        title: 'Renamed',
        zones: [
          { id: 'temp_new', title: 'New first', web_layout: 2, articles: [c.id, 'temp_3'] },
          { ...keep, order: 5, articles: [...keep!.articles, { id: b.id, title: 'x' }] },
        ],
      },
    });
    expect(res.status).toBe(200);
    const saved = await dataIn<ViewAdminDto>(res);
    expect(saved).toMatchObject({ title: 'Renamed', version: loaded.version + 1 });
    expect(saved.zones.map((z) => z.title)).toEqual(['New first', 'Keep']);
    expect(saved.zones[1]).toMatchObject({ id: keep!.id, order: 5, articles: [{ id: a.id }, { id: b.id }] });
    expect(saved.zones[0]!.articles.map((x) => x.id)).toEqual([c.id]);
    expect(await db().select().from(zones).where(eq(zones.id, drop!.id))).toEqual([]);
    const [row] = await auditRows('view', view.id);
    expect(row!.data!.before).toMatchObject({ title: view.title, version: loaded.version });
    expect(row!.data!.after).toMatchObject({ title: 'Renamed', version: loaded.version + 1 });
  });

  it('refuses a change made from an older version (409) and leaves the view as the other editor saved it', async () => {
    const admin = await makeAdmin();
    const view = await makeView([{ layout: 0, title: 'Original' }]);
    const loaded = await getView(admin.cookie, view.id);
    // Another editor saves first, from the same version.
    const first = await call('PATCH', `/admin/api/views/${view.id}`, {
      cookie: admin.cookie,
      body: { version: loaded.version, zones: [...loaded.zones, { title: 'Added by the first editor', web_layout: 3 }] },
    });
    expect(first.status).toBe(200);
    const afterFirst = await getView(admin.cookie, view.id);
    const audits = (await auditRows('view', view.id)).length;

    const late = await call('PATCH', `/admin/api/views/${view.id}`, {
      cookie: admin.cookie,
      body: { version: loaded.version, title: 'Late', zones: [{ ...loaded.zones[0], title: 'Overwritten?' }] },
    });
    expect(late.status).toBe(409);
    expect(await firstError(late)).toEqual({ code: 'conflict', path: 'version', message: M.changed });
    expect(await getView(admin.cookie, view.id)).toEqual(afterFirst);
    expect(await auditRows('view', view.id)).toHaveLength(audits);
  });

  it('needs the version, and answers 404 for an unknown view', async () => {
    const { cookie } = await makeAdmin();
    const view = await makeView();
    const res = await call('PATCH', `/admin/api/views/${view.id}`, { cookie, body: { title: 'No version' } });
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatchObject({ path: 'version', message: M.versionRequired });
    expect((await call('PATCH', '/admin/api/views/999999999', { cookie, body: { version: 1, title: 'x' } })).status).toBe(404);
  });
});
