// The back office's tag pages as a browser without JavaScript uses them: the guard, the list with
// its filters and pager, the editor (new and saved, with what uses the tag), Create and Save (303,
// toast, one audit row), a refused save (the page again with the field's message and what was
// typed, nothing written), and Delete through its confirm step, which for a tag in use says what
// uses it and, confirmed, removes it from all of them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TAG_ADMIN_MESSAGES as M } from '../../contracts/admin-tags';
import { adminAuditLog, articleTags, curators, tagFollows, tags, zoneTags } from '../../db/schema';
import { auditRows, expectPagesRefused, makeAdmin } from '../../test/admin';
import { db, makeReader, makeTag, uniq } from '../../test/factories';
import { call, postForm } from '../../test/http';
import { islandProps, toastMessagesAfter } from '../../test/pages';
import { makeTagInUse } from './admin.cases';
import { TAG_TOASTS } from './admin-forms';

const tagRow = async (id: number) => (await db().select().from(tags).where(eq(tags.id, id)))[0];
const named = (name: string) => db().select().from(tags).where(eq(tags.name, name));
const writtenBy = (adminId: number) => db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, adminId));
const page = async (path: string, cookie: string) => {
  const res = await call('GET', path, { cookie });
  expect(res.status, path).toBe(200);
  return res.text();
};

const QUESTION = 'This tag is used by 2 articles, 1 zone, and 1 curator, and followed by 1 reader. Delete it and remove it from them?';

describe('tag pages', () => {
  it('send a guest to sign in and refuse a reader, pages and forms alike', async () => {
    const reader = await makeReader('plus');
    const t = await makeTag();
    const name = `Reader made ${uniq()}`;
    await expectPagesRefused(
      reader,
      ['/admin/tags', '/admin/tags/new', `/admin/tags/${t.id}`, `/admin/tags/${t.id}/delete`],
      [
        ['/admin/tags', { type: 'topic', name }],
        [`/admin/tags/${t.id}`, { type: 'topic', name }],
        [`/admin/tags/${t.id}/delete?confirm=true`, { confirm: 'yes' }],
      ],
    );
    expect(await tagRow(t.id)).toMatchObject({ name: t.name });
    expect(await named(name)).toEqual([]);
  });

  it('list tags with the filters, the reader link and the pager', async () => {
    const admin = await makeAdmin();
    const word = `zq${uniq()}`;
    const topic = await makeTag({ name: `Alpha ${word}` });
    const place = await makeTag({ type: 'location', name: `Beta ${word}`, tag: `${word}-tx`, stateCode: 'TX' });
    const html = await page(`/admin/tags?query=${word}`, admin.cookie);
    expect(html).toContain('href="/admin/tags/new"');
    for (const t of [topic, place]) {
      expect(html).toContain(t.name);
      expect(html).toContain(`href="/trending/${t.tag}"`);
      expect(html).toContain(`href="/admin/tags/${t.id}"`);
      expect(html).toContain(`${t.type}:${t.tag}`);
    }
    const located = await page(`/admin/tags?type=location&query=${word}`, admin.cookie);
    expect(located).toContain(place.name);
    expect(located).not.toContain(topic.name);
    expect(located).toMatch(/<option value="location" selected="">/);
    // "Any" and an empty box are no filter; one per page pages on, keeping the filters.
    const paged = await page(`/admin/tags?type=&query=${word}&count=1`, admin.cookie);
    expect(paged).toContain(topic.name);
    expect(paged).not.toContain(place.name);
    expect(paged).toContain(`href="/admin/tags?query=${word}&amp;count=1&amp;page=2"`);
    expect(await page(`/admin/tags?query=nothing-${word}`, admin.cookie)).toContain('No tag matches these filters.');
    expect((await call('GET', '/admin/tags?type=weather', { cookie: admin.cookie })).status).toBe(400);
  });

  it('show the editor: every field, a location tag’s state code, what uses the tag and Delete', async () => {
    const admin = await makeAdmin();
    const blank = await page('/admin/tags/new', admin.cookie);
    expect(blank).toMatch(/<form[^>]* action="\/admin\/tags" method="post"/);
    for (const name of ['type', 'name', 'tag', 'scope', 'image_url']) expect(blank, name).toContain(`name="${name}"`);
    expect(blank).not.toContain('data-island="AdminConfirm"');

    const { tag } = await makeTagInUse();
    const html = await page(`/admin/tags/${tag.id}`, admin.cookie);
    expect(html).toContain(`value="${tag.name}"`);
    expect(html).toMatch(
      /data-used-by[\s\S]*2 articles[\s\S]*Zones<\/dt><dd[^>]*>1<[\s\S]*Follows<\/dt><dd[^>]*>1<[\s\S]*Curators<\/dt><dd[^>]*>1</,
    );
    expect(html).toContain(`href="/admin/articles?tag=${tag.id}"`);
    expect(islandProps<{ message: string; action: string; href: string }>(html, 'AdminConfirm')).toMatchObject({
      message: expect.stringContaining(QUESTION),
      action: `/admin/tags/${tag.id}/delete?confirm=true`,
      href: `/admin/tags/${tag.id}/delete`,
    });

    const place = await makeTag({ type: 'location', tag: `town${uniq()}-ny`, stateCode: 'NY' });
    expect(await page(`/admin/tags/${place.id}`, admin.cookie)).toMatch(/data-state-code[\s\S]*>NY</);
    expect((await call('GET', '/admin/tags/999999999', { cookie: admin.cookie })).status).toBe(404);
  });

  it('creates a tag: 303 to it, the toast, the row as the API makes it, one audit row', async () => {
    const admin = await makeAdmin();
    const city = `Austin${uniq()}`;
    const res = await postForm(
      '/admin/tags',
      { type: 'location', name: `${city}-TX`, tag: '', scope: '', image_url: '' },
      { cookie: admin.cookie },
    );
    expect(res.status).toBe(303);
    const [row] = await named(`${city}-TX`);
    expect(res.headers.get('location')).toBe(`/admin/tags/${row!.id}`);
    const key = `${city.toLowerCase()}-tx`;
    expect(row).toMatchObject({ type: 'location', tag: key, scope: `location:${key}`, stateCode: 'TX', imageUrl: null });
    expect(await auditRows('tag', row!.id)).toMatchObject([{ action: 'create', adminId: admin.id }]);
    const again = await postForm('/admin/tags', { type: 'topic', name: `Other ${uniq()}` }, { cookie: admin.cookie });
    expect(await toastMessagesAfter(again, admin.cookie)).toContain(TAG_TOASTS.created);
  });

  it('refuses bad input with the page again: the field’s message, what was typed, nothing written', async () => {
    const admin = await makeAdmin();
    const name = `Nowhere ${uniq()}`;
    const res = await postForm(
      '/admin/tags',
      { type: 'location', name, tag: '', scope: '', image_url: '/media/a.png' },
      { cookie: admin.cookie },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(`data-field-error="tag">${M.location}`);
    expect(html).toContain('data-error-summary');
    expect(html).toContain(`value="${name}"`);
    expect(html).toContain('value="/media/a.png"');
    expect(html).toMatch(/<option value="location" selected="">/);

    const bad = await postForm('/admin/tags', { type: 'topic', name, image_url: 'javascript:alert(1)' }, { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(`data-field-error="image_url">${M.imageUrl}`);

    const taken = await makeTag();
    const dup = await postForm('/admin/tags', { type: 'topic', name, tag: taken.tag }, { cookie: admin.cookie });
    expect(dup.status).toBe(409);
    expect(await dup.text()).toContain(`data-field-error="tag">${M.keyTaken('topic', taken.tag)}`);
    expect(await named(name)).toEqual([]);
    expect(await writtenBy(admin.id)).toEqual([]);
  });

  it('saves a tag: a default scope follows the new key, one audit row; a refused save changes nothing', async () => {
    const admin = await makeAdmin();
    const t = await makeTag();
    const key = `renamed-${uniq()}`;
    const fields = { type: 'topic', name: 'Renamed', tag: key, scope: '', image_url: 'https://cdn.example/t.png' };
    const res = await postForm(`/admin/tags/${t.id}`, fields, { cookie: admin.cookie });
    expect(res.headers.get('location')).toBe(`/admin/tags/${t.id}`);
    expect(await toastMessagesAfter(res, admin.cookie)).toContain(TAG_TOASTS.saved);
    expect(await tagRow(t.id)).toMatchObject({ name: 'Renamed', tag: key, scope: `topic:${key}`, imageUrl: 'https://cdn.example/t.png' });
    expect(await auditRows('tag', t.id)).toMatchObject([{ action: 'update', adminId: admin.id }]);

    const refused = await postForm(`/admin/tags/${t.id}`, { ...fields, name: 'Again', scope: 'nocolon' }, { cookie: admin.cookie });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(`data-field-error="scope">${M.scopeInvalid}`);
    expect(html).toContain('value="Again"');
    expect(await tagRow(t.id)).toMatchObject({ name: 'Renamed', scope: `topic:${key}` });
    expect(await auditRows('tag', t.id)).toHaveLength(1);
  });

  it('deletes an unused tag only after the confirm step, with one audit row', async () => {
    const admin = await makeAdmin();
    const t = await makeTag();
    const confirm = await page(`/admin/tags/${t.id}/delete`, admin.cookie);
    expect(confirm).toContain('Nothing uses it.');
    expect(confirm).toMatch(new RegExp(`<form[^>]* action="/admin/tags/${t.id}/delete" method="post"`));
    const unconfirmed = await postForm(`/admin/tags/${t.id}/delete`, {}, { cookie: admin.cookie });
    expect(unconfirmed.status).toBe(303);
    expect(unconfirmed.headers.get('location')).toBe(`/admin/tags/${t.id}/delete`);
    expect(await tagRow(t.id)).toBeDefined();
    const res = await postForm(`/admin/tags/${t.id}/delete`, { confirm: 'yes' }, { cookie: admin.cookie });
    expect(res.headers.get('location')).toBe('/admin/tags');
    expect(await toastMessagesAfter(res, admin.cookie)).toContain(TAG_TOASTS.deleted);
    expect(await tagRow(t.id)).toBeUndefined();
    expect(await auditRows('tag', t.id)).toMatchObject([{ action: 'delete' }]);
  });

  it('asks about a tag in use by what uses it; confirmed, it goes with its links', async () => {
    const admin = await makeAdmin();
    const { tag, curator } = await makeTagInUse();
    const confirm = await page(`/admin/tags/${tag.id}/delete`, admin.cookie);
    expect(confirm).toContain(QUESTION);
    expect(confirm).toContain(`action="/admin/tags/${tag.id}/delete?confirm=true"`);

    // The unused tag's form (no ?confirm=true) for a tag in use: refused, asked again, nothing changed.
    const asked = await postForm(`/admin/tags/${tag.id}/delete`, { confirm: 'yes' }, { cookie: admin.cookie });
    expect(asked.status).toBe(409);
    expect(await asked.text()).toContain(QUESTION);
    expect(await tagRow(tag.id)).toBeDefined();
    expect(await db().select().from(articleTags).where(eq(articleTags.tagId, tag.id))).toHaveLength(2);
    expect(await writtenBy(admin.id)).toEqual([]);

    const res = await postForm(`/admin/tags/${tag.id}/delete?confirm=true`, { confirm: 'yes' }, { cookie: admin.cookie });
    expect(res.status).toBe(303);
    expect(await tagRow(tag.id)).toBeUndefined();
    expect(await db().select().from(articleTags).where(eq(articleTags.tagId, tag.id))).toEqual([]);
    expect(await db().select().from(zoneTags).where(eq(zoneTags.tagId, tag.id))).toEqual([]);
    expect(await db().select().from(tagFollows).where(eq(tagFollows.tagId, tag.id))).toEqual([]);
    expect((await db().select().from(curators).where(eq(curators.id, curator.id)))[0]!.tagId).toBeNull();
    expect(await auditRows('tag', tag.id)).toMatchObject([{ action: 'delete', adminId: admin.id }]);
  });
});
