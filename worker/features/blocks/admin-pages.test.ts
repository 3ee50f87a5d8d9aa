// The back office's UI block pages as a browser without JavaScript uses them: the guard, the list,
// the editor (the draft's JSON, the previews drawn by the readers' renderer), create, save draft
// (html stored sanitized), a refused draft (400 naming the node's path, nothing written), publish,
// and delete (a block a promotional uses: 409 with a notice naming it).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, uiBlocks } from '../../db/schema';
import { auditRows, expectPagesRefused, makeAdmin } from '../../test/admin';
import { db, makeReader, textDoc, uniqueBlockId } from '../../test/factories';
import { call, postForm } from '../../test/http';
import { islandProps, toastMessagesAfter } from '../../test/pages';
import { makePromotional } from '../promotionals/admin.cases';
import { makeBlock } from './admin.cases';
import { BLOCK_TOASTS, RESERVED_ID } from './admin-forms';

const blockRow = async (id: string) => (await db().select().from(uiBlocks).where(eq(uiBlocks.id, id)))[0];
const writtenBy = (adminId: number) => db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, adminId));
const draftJson = (doc: unknown) => JSON.stringify(doc);

describe('UI block pages', () => {
  it('send a guest to sign in and refuse a reader, pages and forms alike', async () => {
    const reader = await makeReader('free');
    const id = await makeBlock();
    await expectPagesRefused(
      reader,
      ['/admin/ui-blocks', '/admin/ui-blocks/new', `/admin/ui-blocks/${id}`],
      [[`/admin/ui-blocks/${id}/publish`, {}]],
    );
    expect((await blockRow(id))!.document).toEqual(textDoc('Published words'));
  });

  it('list blocks and show the editor: the draft as JSON and both documents drawn as readers see them', async () => {
    const admin = await makeAdmin();
    const id = await makeBlock('Draft <i>words</i>', 'Published words');
    const list = await (await call('GET', '/admin/ui-blocks', { cookie: admin.cookie })).text();
    expect(list).toContain(`href="/admin/ui-blocks/${id}"`);
    expect(list).toMatch(new RegExp(`data-block-row="${id}".*?Unpublished changes`));
    expect(list).toContain('href="/admin/ui-blocks/new"');

    const res = await call('GET', `/admin/ui-blocks/${id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<textarea[^>]*name="draft"[^>]*>\{\n {2}&quot;children&quot;/);
    expect(html).toContain('<div>Draft <i>words</i></div>');
    expect(html).toContain('<div>Published words</div>');
    expect(html).toContain('class="rich-content');
    expect(islandProps(html, 'BlockOutline')).toEqual({ textareaId: 'block-draft' });
    expect(html).toContain(`action="/admin/ui-blocks/${id}/publish"`);
    expect((await call('GET', '/admin/ui-blocks/no-such-block', { cookie: admin.cookie })).status).toBe(404);
  });

  it('creates a block from the form with one audit row; "new" is refused as an id', async () => {
    const admin = await makeAdmin();
    const id = uniqueBlockId('form');
    const res = await postForm(
      '/admin/ui-blocks/new',
      { id, name: 'Form block', draft: draftJson(textDoc('Hello')) },
      { cookie: admin.cookie },
    );
    expect(await toastMessagesAfter(res, admin.cookie)).toContain(BLOCK_TOASTS.created);
    expect(res.headers.get('location')).toBe(`/admin/ui-blocks/${id}`);
    expect(await blockRow(id)).toMatchObject({ name: 'Form block', draft: textDoc('Hello'), document: { children: [] } });
    expect(await auditRows('ui-block', id)).toMatchObject([{ action: 'create', adminId: admin.id }]);

    const reserved = await postForm('/admin/ui-blocks/new', { id: 'new', name: 'X', draft: '' }, { cookie: admin.cookie });
    expect(reserved.status).toBe(400);
    expect(await reserved.text()).toContain(RESERVED_ID);
  });

  it('saves the draft with its html sanitized and one audit row; the published document stays', async () => {
    const admin = await makeAdmin();
    const id = await makeBlock();
    const draft = { children: [{ element: 'text', data: { html: '<b>Hi</b><script>alert(1)</script><img src=x onerror=alert(1)>' } }] };
    const res = await postForm(`/admin/ui-blocks/${id}`, { name: 'Renamed', draft: draftJson(draft) }, { cookie: admin.cookie });
    expect(await toastMessagesAfter(res, admin.cookie)).toContain(BLOCK_TOASTS.saved);
    const row = (await blockRow(id))!;
    const html = String(row.draft.children[0]!.data!.html);
    expect(html).toContain('<b>Hi</b>');
    expect(html).not.toMatch(/script|onerror/i);
    expect(row).toMatchObject({ name: 'Renamed', document: textDoc('Published words') });
    expect(await auditRows('ui-block', id)).toMatchObject([{ action: 'update' }]);
  });

  it('refuses a broken draft with its path on the page, keeps what was typed and writes nothing', async () => {
    const admin = await makeAdmin();
    const id = await makeBlock();
    const bad = draftJson({ children: [{ element: 'button', data: { label: 'Go', url: 'javascript:alert(1)' } }] });
    const res = await postForm(`/admin/ui-blocks/${id}`, { name: 'Renamed', draft: bad }, { cookie: admin.cookie });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/data-field-error="draft"[^>]*><li><code>draft\.children\.0\.data\.url<\/code>: <!-- -->A button url must be/);
    expect(html).toContain('javascript:alert(1)');
    const notJson = await postForm(`/admin/ui-blocks/${id}`, { name: 'Renamed', draft: '{"children": [' }, { cookie: admin.cookie });
    expect(notJson.status).toBe(400);
    expect(await notJson.text()).toContain('draft is not valid JSON');
    expect(await blockRow(id)).toMatchObject({ name: `Block ${id}`, draft: textDoc('Draft words') });
    expect(await writtenBy(admin.id)).toEqual([]);
  });

  it('publishes the saved draft with one audit row', async () => {
    const admin = await makeAdmin();
    const id = await makeBlock();
    const res = await postForm(`/admin/ui-blocks/${id}/publish`, {}, { cookie: admin.cookie });
    expect(await toastMessagesAfter(res, admin.cookie)).toContain(BLOCK_TOASTS.published);
    expect((await blockRow(id))!.document).toEqual(textDoc('Draft words'));
    expect(await auditRows('ui-block', id)).toMatchObject([{ action: 'publish' }]);
  });

  it('deletes after the confirm step; a block a promotional uses is refused with a notice naming it', async () => {
    const admin = await makeAdmin();
    const used = await makeBlock();
    const code = await makePromotional({ pricing_table: used });
    expect((await call('GET', `/admin/ui-blocks/${used}/delete`, { cookie: admin.cookie })).status).toBe(200);
    const refused = await postForm(`/admin/ui-blocks/${used}/delete`, { confirm: 'yes' }, { cookie: admin.cookie });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toMatch(
      new RegExp(`data-notice="true">UI block ${used} is used by promotionals: ${code} \\(pricing_table\\)`),
    );
    expect(await blockRow(used)).toBeDefined();
    expect(await writtenBy(admin.id)).toEqual([]);

    const id = await makeBlock();
    const unconfirmed = await postForm(`/admin/ui-blocks/${id}/delete`, {}, { cookie: admin.cookie });
    expect(unconfirmed.headers.get('location')).toBe(`/admin/ui-blocks/${id}/delete`);
    const res = await postForm(`/admin/ui-blocks/${id}/delete`, { confirm: 'yes' }, { cookie: admin.cookie });
    expect(await toastMessagesAfter(res, admin.cookie)).toContain(BLOCK_TOASTS.deleted);
    expect(await blockRow(id)).toBeUndefined();
    expect(await auditRows('ui-block', id)).toMatchObject([{ action: 'delete' }]);
  });
});
