// The view editor's collapsed zones and its Preview: POST /admin/views/{id}/preview draws the front
// page with the fields as posted (a zone retitled, an article added, a hidden zone left out),
// writes nothing, answers bad input with the error envelope, and is an admin's only.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VIEW_ADMIN_MESSAGES as M } from '../../contracts/admin-views';
import { views, zones } from '../../db/schema';
import { auditRows, expectPagesRefused, makeAdmin } from '../../test/admin';
import { db, makeArticle, makeReader, makeTag, uniq } from '../../test/factories';
import { call, postForm } from '../../test/http';
import { makeView } from './admin.cases';

const zoneFields = (n: number, z: Record<string, string>) =>
  Object.fromEntries(Object.entries({ is_active: 'true', ...z }).map(([k, v]) => [`zones.${n}.${k}`, v]));
const zoneIds = async (viewId: number) =>
  (await db().select().from(zones).where(eq(zones.viewId, viewId)).orderBy(asc(zones.order), asc(zones.id))).map((z) => z.id);

describe('the view editor', () => {
  it('shows saved zones collapsed to one line each (layout, articles, tags) and a new zone open, for 30 zones too', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag({ name: `Desk ${uniq()}` });
    const a = await makeArticle();
    const specs = Array.from({ length: 30 }, (_, i) => ({
      layout: i % 2 ? 3 : 0,
      title: `Zone ${i}`,
      tagIds: [tag.id],
      articleIds: [a.id],
    }));
    const v = await makeView(specs);
    const res = await call('GET', `/admin/views/${v.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/<details class="group[^"]*"(?! open)/g)).toHaveLength(30);
    // The blank zone at the end, to add one, is open.
    expect(html.match(/<details class="group[^"]*" open=""/g)).toHaveLength(1);
    expect(html).toContain(`Layout 3 · 4 cards · 1 of 4 articles · Tags: ${tag.name}`);
    expect(html).toMatch(/<input type="radio"[^>]*name="zones\.29\.web_layout"( checked="")? value="3"( checked="")?/);
    expect(/<input type="radio"[^>]*name="zones\.29\.web_layout"( checked="")? value="3"( checked="")?/.exec(html)![0]).toContain(
      'checked',
    );
    expect(html).toContain('data-save-bar');
    expect(html).toMatch(new RegExp(`formaction="/admin/views/${v.id}/preview"`, 'i'));
  });

  it('previews the unsaved view as the front page draws it, and saves nothing', async () => {
    const admin = await makeAdmin();
    const a = await makeArticle({ title: `Saved story ${uniq()}` });
    const b = await makeArticle({ title: `Unsaved story ${uniq()}` });
    const draft = await makeArticle({ title: `Draft story ${uniq()}`, status: 'drafted' });
    const v = await makeView([
      { layout: 1, title: 'Saved title', articleIds: [a.id] },
      { layout: 0, title: 'Hidden one', articleIds: [a.id] },
    ]);
    const [ia, ib] = await zoneIds(v.id);
    const fields = {
      version: '1',
      title: v.title,
      ...zoneFields(0, { id: String(ia), title: 'Retitled, not saved', web_layout: '1', articles: `${a.id}, ${b.id}, ${draft.id}` }),
      ...zoneFields(1, { id: String(ib), title: 'Hidden one', web_layout: '0', articles: String(a.id), is_active: '' }),
      ...zoneFields(2, { web_layout: '' }),
      op: 'preview',
    };
    const res = await postForm(`/admin/views/${v.id}/preview`, fields, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const html = await res.text();
    expect(html).toContain('data-view-preview');
    expect(html).toContain('Retitled, not saved');
    expect(html).toContain(b.title);
    expect(html).not.toContain(draft.title);
    expect(html).not.toContain('>Hidden one<');
    expect(html).toContain('noindex');
    // Nothing written: the zone keeps its title, the view its version, the audit log is empty.
    const [zone] = await db().select().from(zones).where(eq(zones.id, ia!));
    expect(zone!.title).toBe('Saved title');
    expect((await db().select().from(views).where(eq(views.id, v.id)))[0]!.version).toBe(1);
    expect(await auditRows('view', v.id)).toEqual([]);
  });

  it('answers bad preview input with the error envelope, its path the field the editor sees', async () => {
    const admin = await makeAdmin();
    const v = await makeView([{ layout: 0, title: 'A' }]);
    const [ia] = await zoneIds(v.id);
    const post = (fields: Record<string, string>, path = `/admin/views/${v.id}/preview`) =>
      postForm(path, { version: '1', title: 'T', ...fields }, { cookie: admin.cookie });

    const layout = await post(zoneFields(0, { id: String(ia), web_layout: '12' }));
    expect(layout.status).toBe(400);
    expect(layout.headers.get('content-type')).toContain('application/json');
    expect(await layout.json()).toEqual({ errors: [expect.objectContaining({ path: 'zones.0.web_layout', code: 'validation' })] });

    // The zone typed second but placed first: the error names the fieldset the editor typed in.
    const tag = await post({
      ...zoneFields(0, { id: String(ia), web_layout: '0', order: '2' }),
      ...zoneFields(1, { web_layout: '1', order: '1', tags: '999999999' }),
    });
    expect(tag.status).toBe(400);
    expect(await tag.json()).toEqual({
      errors: [{ message: 'Tag 999999999 does not exist.', code: 'validation', path: 'zones.1.tags.0' }],
    });

    const noVersion = await postForm(`/admin/views/${v.id}/preview`, { title: 'T' }, { cookie: admin.cookie });
    expect(noVersion.status).toBe(400);
    expect(await noVersion.json()).toMatchObject({ errors: [{ path: 'version', message: M.versionRequired }] });

    const missing = await post(zoneFields(0, { web_layout: '0' }), '/admin/views/999999999/preview');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ errors: [{ message: M.notFound, code: 'not_found' }] });
  });

  it('is an admin’s only, and refuses a post from another site', async () => {
    const reader = await makeReader('plus');
    const admin = await makeAdmin();
    const v = await makeView();
    await expectPagesRefused(reader, [`/admin/views/${v.id}`], [[`/admin/views/${v.id}/preview`, { version: '1', title: 'x' }]]);
    const cross = await call('POST', `/admin/views/${v.id}/preview`, {
      cookie: admin.cookie,
      raw: 'version=1&title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    await cross.body?.cancel();
  });
});
