// The back office's views pages as a browser without JavaScript uses them: the guard, the list,
// a new view, the editor's zones (saved in the order typed, removed by a tick, added by Add zone),
// a refused save (400 on the zone's field, what was typed kept, nothing written), a save that lost
// to someone else's (409), and activate, duplicate and delete (the active view refused).
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VIEW_ADMIN_MESSAGES as M } from '../../contracts/admin-views';
import { views, zones } from '../../db/schema';
import { auditRows, expectPagesRefused, makeAdmin } from '../../test/admin';
import { db, makeArticle, makeReader, makeTag, uniq } from '../../test/factories';
import { call, postForm } from '../../test/http';
import { islandProps, toastMessagesAfter } from '../../test/pages';
import { keepActiveView, makeView } from './admin.cases';
import { VIEW_TOASTS } from './admin-forms';

const viewRow = async (id: number) => (await db().select().from(views).where(eq(views.id, id)))[0];
const zoneRows = (viewId: number) => db().select().from(zones).where(eq(zones.viewId, viewId)).orderBy(asc(zones.order), asc(zones.id));
const zoneIds = async (viewId: number) => (await zoneRows(viewId)).map((z) => z.id);

/** One zone's fields as the editor posts them. */
const zoneFields = (n: number, z: Record<string, string>) =>
  Object.fromEntries(Object.entries({ is_active: 'true', ...z }).map(([k, v]) => [`zones.${n}.${k}`, v]));

describe('views pages', () => {
  it('send a guest to sign in and refuse a reader, pages and forms alike; admins get the pages', async () => {
    const reader = await makeReader('plus');
    const admin = await makeAdmin();
    const v = await makeView();
    const pages = ['/admin/views', '/admin/views/new', `/admin/views/${v.id}`, `/admin/views/${v.id}/delete`];
    const posts = [`/admin/views/${v.id}/delete`, `/admin/views/${v.id}/activate`, '/admin/views'];
    await expectPagesRefused(
      reader,
      pages,
      posts.map((path) => [path, { confirm: 'yes', title: 'x' }]),
    );
    for (const path of pages) {
      const ok = await call('GET', path, { cookie: admin.cookie });
      expect(ok.status, path).toBe(200);
      expect(ok.headers.get('content-type')).toContain('text/html');
      await ok.body?.cancel();
    }
    expect(await viewRow(v.id)).toMatchObject({ isActive: false });
  });

  it('list views with status, zone count and actions, and show the editor with every zone field', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag({ name: `Desk ${uniq()}` });
    const a = await makeArticle();
    const v = await makeView([
      { layout: 3, title: 'Politics', tagIds: [tag.id], articleIds: [a.id] },
      { layout: 0, title: 'Lead' },
    ]);
    const list = await (await call('GET', '/admin/views', { cookie: admin.cookie })).text();
    expect(list).toMatch(new RegExp(`data-view-row="${v.id}"[^]*?${v.title}[^]*?>Off<[^]*?>2</td>[^]*?>1</td>`));
    expect(list).toContain(`action="/admin/views/${v.id}/activate"`);
    expect(list).toContain(`action="/admin/views/${v.id}/duplicate"`);
    expect(list).toContain('href="/admin/views/new"');

    const html = await (await call('GET', `/admin/views/${v.id}`, { cookie: admin.cookie })).text();
    expect(html).toMatch(new RegExp(`<form[^>]* action="/admin/views/${v.id}" method="post"`));
    expect(html).toContain('name="version" value="1"');
    for (const name of ['id', 'title', 'order', 'web_layout', 'hide_title', 'pay_wall', 'is_active', 'tags', 'articles', 'remove']) {
      expect(html, name).toContain(`name="zones.1.${name}"`);
    }
    expect(html).toContain('data-zone-index="0"');
    expect(html).toContain('Zone 1: Politics</legend>');
    expect(html).toContain('Zone 3: new zone</legend>');
    expect(html).toContain('>Zone title</label>');
    // Layouts are pictures to choose among (radios), each named by what it shows.
    expect(html).toContain('Layout <!-- -->3<!-- -->: <!-- -->4 portrait cards in 4 columns</span>');
    expect(html).toContain('data-zone-summary="true">Layout 3 · 4 cards · 1 of 4 articles');
    expect(html).toContain(`value="${tag.id}"`);
    expect(html).toContain(tag.name);
    expect(html).toContain('value="add-zone"');
    expect(islandProps<{ zones: unknown[] }>(html, 'ZoneEditor').zones).toHaveLength(3);
    expect((await call('GET', '/admin/views/999999999', { cookie: admin.cookie })).status).toBe(404);
  });

  it('creates a view from its title: 303 to its editor, the toast, one audit row', async () => {
    const admin = await makeAdmin();
    const title = `Evening ${uniq()}`;
    const res = await postForm('/admin/views', { title }, { cookie: admin.cookie });
    const [row] = await db().select().from(views).where(eq(views.title, title));
    expect(res.headers.get('location')).toBe(`/admin/views/${row!.id}`);
    expect(row).toMatchObject({ isActive: false, version: 1 });
    expect(await auditRows('view', row!.id)).toMatchObject([{ action: 'create', adminId: admin.id }]);
    expect(await toastMessagesAfter(res, admin.cookie)).toContain(VIEW_TOASTS.created);
    const long = await postForm('/admin/views', { title: 'x'.repeat(201) }, { cookie: admin.cookie });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('title must be 200 characters or less');
  });

  it('saves three new zones in the order typed, with their tags and articles, in one audit row', async () => {
    const admin = await makeAdmin();
    const v = await makeView([]);
    const [tag, a, b] = [await makeTag(), await makeArticle(), await makeArticle()];
    const res = await postForm(
      `/admin/views/${v.id}`,
      {
        version: '1',
        title: 'Renamed',
        ...zoneFields(0, { title: 'Third', order: '3', web_layout: '2' }),
        ...zoneFields(1, { title: 'First', order: '1', web_layout: '0', articles: `${b.id}, ${a.id}`, pay_wall: 'true' }),
        ...zoneFields(2, { title: 'Second', order: '2', web_layout: '5', tags: String(tag.id) }),
        ...zoneFields(3, { order: '4', web_layout: '' }),
        op: 'save',
      },
      { cookie: admin.cookie },
    );
    expect(res.headers.get('location')).toBe(`/admin/views/${v.id}`);
    expect(await toastMessagesAfter(res, admin.cookie)).toContain(VIEW_TOASTS.saved);
    const rows = (await zoneRows(v.id)).map((z) => `${z.title} ${z.order} ${z.webLayout} ${z.payWall}`);
    expect(rows).toEqual(['First 0 0 true', 'Second 1 5 false', 'Third 2 2 false']);
    const page = await (await call('GET', `/admin/views/${v.id}`, { cookie: admin.cookie })).text();
    expect(page).toContain(`value="${b.id}, ${a.id}"`);
    expect(await viewRow(v.id)).toMatchObject({ title: 'Renamed', version: 2 });
    expect(await auditRows('view', v.id)).toMatchObject([{ action: 'update', adminId: admin.id }]);
  });

  it('reorders by the position fields, removes a ticked zone, and adds a zone without saving on Add zone', async () => {
    const admin = await makeAdmin();
    const v = await makeView(['A', 'B', 'C'].map((title, layout) => ({ layout, title })));
    const [ia, ib, ic] = await zoneIds(v.id);
    const fields = {
      version: '1',
      title: v.title,
      ...zoneFields(0, { id: String(ia), title: 'A', order: '3', web_layout: '0' }),
      ...zoneFields(1, { id: String(ib), title: 'B', order: '1', web_layout: '1' }),
      ...zoneFields(2, { id: String(ic), title: 'C', order: '2', web_layout: '2' }),
      ...zoneFields(3, { order: '4', web_layout: '' }),
    };
    const added = await postForm(`/admin/views/${v.id}`, { ...fields, op: 'add-zone' }, { cookie: admin.cookie });
    expect(added.status).toBe(200);
    const shown = islandProps<{ zones: { order: string }[] }>(await added.text(), 'ZoneEditor').zones;
    expect(shown.map((z) => z.order).join()).toBe('3,1,2,4,5');
    expect(await viewRow(v.id)).toMatchObject({ version: 1 });

    expect((await postForm(`/admin/views/${v.id}`, { ...fields, op: 'save' }, { cookie: admin.cookie })).status).toBe(303);
    expect(await zoneIds(v.id)).toEqual([ib, ic, ia]);
    const removed = { ...fields, version: '2', 'zones.2.remove': 'true', op: 'save' };
    expect((await postForm(`/admin/views/${v.id}`, removed, { cookie: admin.cookie })).status).toBe(303);
    expect(await zoneIds(v.id)).toEqual([ib, ia]);
    expect((await auditRows('view', v.id)).map((r) => r.action)).toEqual(['update', 'update']);
  });

  it('refuses a layout outside the table on its zone’s field, keeps what was typed and writes nothing', async () => {
    const admin = await makeAdmin();
    const v = await makeView(['A', 'B'].map((title, layout) => ({ layout, title })));
    const [ia, ib] = await zoneIds(v.id);
    const res = await postForm(
      `/admin/views/${v.id}`,
      {
        version: '1',
        title: 'Typed title',
        ...zoneFields(0, { id: String(ia), title: 'A', order: '2', web_layout: '0' }),
        ...zoneFields(1, { id: String(ib), title: 'B typed', order: '1', web_layout: '12' }),
        op: 'save',
      },
      { cookie: admin.cookie },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`data-field-error="zones.1.web_layout"[^>]*>${M.layout}`));
    expect(html).toContain('value="Typed title"');
    expect(html).toContain('value="B typed"');
    expect(await viewRow(v.id)).toMatchObject({ title: v.title, version: 1 });
    expect((await zoneRows(v.id)).map((z) => z.title)).toEqual(['A', 'B']);
    expect(await auditRows('view', v.id)).toEqual([]);

    const unknown = await postForm(
      `/admin/views/${v.id}`,
      { version: '1', title: v.title, ...zoneFields(0, { id: String(ia), web_layout: '0', tags: '999999999' }), op: 'save' },
      { cookie: admin.cookie },
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toMatch(/data-field-error="zones.0.tags"[^>]*>Tag 999999999 does not exist./);
    expect(await zoneIds(v.id)).toEqual([ia, ib]);
  });

  it('shows the someone-else message on a stale version and writes nothing', async () => {
    const admin = await makeAdmin();
    const v = await makeView([{ layout: 0, title: 'A' }]);
    const [ia] = await zoneIds(v.id);
    await db().update(views).set({ version: 2 }).where(eq(views.id, v.id));
    const res = await postForm(
      `/admin/views/${v.id}`,
      { version: '1', title: 'Mine', ...zoneFields(0, { id: String(ia), title: 'Mine too', web_layout: '1' }), op: 'save' },
      { cookie: admin.cookie },
    );
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`data-notice[^>]*>${M.changed}`));
    expect(html).toContain('value="Mine too"');
    expect((await zoneRows(v.id)).map((z) => [z.title, z.webLayout])).toEqual([['A', 0]]);
    expect(await auditRows('view', v.id)).toEqual([]);
  });

  it('activates, duplicates, and deletes after the confirm step, never the active view', async () => {
    await keepActiveView();
    const admin = await makeAdmin();
    const v = await makeView([{ layout: 2, title: 'Picks' }], `Weekend ${uniq()}`);

    const activated = await postForm(`/admin/views/${v.id}/activate`, {}, { cookie: admin.cookie });
    expect(activated.headers.get('location')).toBe('/admin/views');
    expect(await toastMessagesAfter(activated, admin.cookie)).toContain(VIEW_TOASTS.activated);
    expect(await viewRow(v.id)).toMatchObject({ isActive: true });
    const list = await (await call('GET', '/admin/views', { cookie: admin.cookie })).text();
    expect(list).not.toContain(`action="/admin/views/${v.id}/activate"`);
    // Nor is the active view offered for deletion (the API would refuse it anyway).
    expect(list).not.toContain(`/admin/views/${v.id}/delete`);

    const dup = await postForm(`/admin/views/${v.id}/duplicate`, {}, { cookie: admin.cookie });
    expect(dup.status).toBe(303);
    const copyId = Number(/\/admin\/views\/(\d+)$/.exec(dup.headers.get('location')!)![1]);
    expect(await viewRow(copyId)).toMatchObject({ title: `Copy of ${v.title}`, isActive: false });
    expect((await zoneRows(copyId)).map((z) => z.title)).toEqual(['Picks']);

    const refusedPage = await call('GET', `/admin/views/${v.id}/delete`, { cookie: admin.cookie });
    expect(refusedPage.status).toBe(409);
    expect(await refusedPage.text()).toContain(M.deleteActive);
    const refused = await postForm(`/admin/views/${v.id}/delete`, { confirm: 'yes' }, { cookie: admin.cookie });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toMatch(new RegExp(`data-notice[^>]*>${M.deleteActive}`));
    expect(await viewRow(v.id)).toBeDefined();

    const confirm = await call('GET', `/admin/views/${copyId}/delete`, { cookie: admin.cookie });
    expect(await confirm.text()).toMatch(new RegExp(`<form[^>]* action="/admin/views/${copyId}/delete" method="post"`));
    const unconfirmed = await postForm(`/admin/views/${copyId}/delete`, {}, { cookie: admin.cookie });
    expect(unconfirmed.headers.get('location')).toBe(`/admin/views/${copyId}/delete`);
    expect(await viewRow(copyId)).toBeDefined();
    const gone = await postForm(`/admin/views/${copyId}/delete`, { confirm: 'yes' }, { cookie: admin.cookie });
    expect(await toastMessagesAfter(gone, admin.cookie)).toContain(VIEW_TOASTS.deleted);
    expect(await viewRow(copyId)).toBeUndefined();
    expect(await auditRows('view', copyId)).toMatchObject([{ action: 'delete' }, { action: 'duplicate' }]);
  });
});
