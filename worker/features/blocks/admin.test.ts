// The back office's UI blocks through the real Worker and D1: admins only; drafts checked node by
// node (a 400 names the node) and stored sanitized; publishing copies the draft to the document
// readers get from /aux/ui-blocks; a block a promotional names cannot be deleted; one audit row
// per write, none for a refused one.
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GENERATION_KEY } from '../../cache';
import type { UiBlockAdminDto, UiBlockSummaryDto } from '../../contracts/admin-blocks';
import { UNKNOWN_EMBED } from '../../contracts/embeds';
import { uiBlocks } from '../../db/schema';
import { auditRows, expectAdminOnly, makeAdmin } from '../../test/admin';
import { db, textDoc, uniqueBlockId } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { makePromotional } from '../promotionals/admin.cases';
import { makeBlock } from './admin.cases';

type ReaderBlock = { document: { children: { data: { html: string } }[] } };
const readerHtml = async (id: string) =>
  (await dataIn<ReaderBlock>(await call('GET', `/aux/ui-blocks/${id}`))).document.children[0]?.data.html;
const rowOf = async (id: string) => (await db().select().from(uiBlocks).where(eq(uiBlocks.id, id)))[0];

describe('UI blocks in the back office', () => {
  it('are for admins only', async () => {
    await expectAdminOnly('GET', '/admin/api/ui-blocks');
    await expectAdminOnly('POST', `/admin/api/ui-blocks/${await makeBlock()}/publish`);
  });

  it('creates a block with a sanitized draft and nothing published, with one audit row', async () => {
    const admin = await makeAdmin();
    const id = uniqueBlockId('created');
    const html = 'Hello <script>alert(1)</script><img src=x onerror=alert(1)><b>world</b>';
    const res = await call('POST', '/admin/api/ui-blocks', { cookie: admin.cookie, body: { id, name: 'Greeting', draft: textDoc(html) } });
    expect(res.status).toBe(201);
    const block = await dataIn<UiBlockAdminDto>(res);
    expect(block).toEqual({ id, name: 'Greeting', draft: textDoc('Hello <b>world</b>'), document: { children: [] } });
    expect((await rowOf(id))!.draft).toEqual(textDoc('Hello <b>world</b>'));
    expect(await auditRows('ui-block', id)).toMatchObject([{ action: 'create', adminId: admin.id }]);

    const list = await dataIn<UiBlockSummaryDto[]>(await call('GET', '/admin/api/ui-blocks', { cookie: admin.cookie }));
    expect(list.find((b) => b.id === id)).toEqual({ id, name: 'Greeting', published: false, unpublished_changes: true });
    expect(await dataIn(await call('GET', `/admin/api/ui-blocks/${id}`, { cookie: admin.cookie }))).toEqual(block);

    const again = await call('POST', '/admin/api/ui-blocks', { cookie: admin.cookie, body: { id, name: 'Twice' } });
    expect(again.status).toBe(409);
    expect(await firstError(again)).toMatchObject({ code: 'conflict', path: 'id' });
    expect(await auditRows('ui-block', id)).toHaveLength(1);
  });

  it('refuses a bad id or tree with a 400 naming the field, and writes nothing', async () => {
    const admin = await makeAdmin();
    const cases: [unknown, string, string?][] = [
      [{ id: 'Not A Slug', name: 'x' }, 'id'],
      [{ id: uniqueBlockId(), name: '' }, 'name'],
      [{ id: uniqueBlockId(), name: 'x', draft: { children: [{ element: 'iframe' }] } }, 'draft.children.0.element'],
      [
        { id: uniqueBlockId(), name: 'x', draft: { children: [{ element: 'button', data: { label: 'Go', url: 'javascript:alert(1)' } }] } },
        'draft.children.0.data.url',
      ],
      [
        { id: uniqueBlockId(), name: 'x', draft: { children: [{ element: 'embed', data: { url: 'https://example.com/v' } }] } },
        'draft.children.0.data.url',
        UNKNOWN_EMBED,
      ],
      [{ id: uniqueBlockId(), name: 'x', draft: { children: [], extra: 1 } }, 'draft.extra'],
    ];
    for (const [body, path, message] of cases) {
      const res = await call('POST', '/admin/api/ui-blocks', { cookie: admin.cookie, body });
      expect(res.status, path).toBe(400);
      expect(await firstError(res)).toMatchObject({ code: 'validation', path, ...(message ? { message } : {}) });
      const id = (body as { id: string }).id;
      expect(await rowOf(id)).toBeUndefined();
      expect(await auditRows('ui-block', id)).toEqual([]);
    }
  });

  it('changes the draft only; publishing copies it to the document readers get', async () => {
    const admin = await makeAdmin();
    const id = await makeBlock('Old draft', 'Old published');
    expect(await readerHtml(id)).toBe('Old published');

    const patch = await call('PATCH', `/admin/api/ui-blocks/${id}`, {
      cookie: admin.cookie,
      body: { name: 'Renamed', draft: textDoc('New <b onclick="x()">draft</b>') },
    });
    expect(patch.status).toBe(200);
    expect(await dataIn<UiBlockAdminDto>(patch)).toMatchObject({
      name: 'Renamed',
      draft: textDoc('New <b>draft</b>'),
      document: textDoc('Old published'),
    });
    expect(await readerHtml(id)).toBe('Old published');

    const generation = await env.CACHE.get(GENERATION_KEY);
    const published = await call('POST', `/admin/api/ui-blocks/${id}/publish`, { cookie: admin.cookie });
    expect(published.status).toBe(200);
    expect((await dataIn<UiBlockAdminDto>(published)).document).toEqual(textDoc('New <b>draft</b>'));
    expect(await readerHtml(id)).toBe('New <b>draft</b>');
    expect(await env.CACHE.get(GENERATION_KEY)).not.toBe(generation);

    const audit = await auditRows('ui-block', id);
    expect(audit.map((r) => r.action)).toEqual(['publish', 'update']);
    expect(audit[1]!.data!.after).toEqual({ name: 'Renamed', draft: JSON.stringify(textDoc('New <b>draft</b>')) });
    expect(audit[0]!.data!.after).toEqual({ document: JSON.stringify(textDoc('New <b>draft</b>')) });

    const bad = await call('PATCH', `/admin/api/ui-blocks/${id}`, {
      cookie: admin.cookie,
      body: { draft: { children: [{ element: 'text', data: { html: 1 } }] } },
    });
    expect(await firstError(bad)).toMatchObject({ path: 'draft.children.0.data.html' });
    expect(await auditRows('ui-block', id)).toHaveLength(2);
    expect((await call('POST', `/admin/api/ui-blocks/${uniqueBlockId('none')}/publish`, { cookie: admin.cookie })).status).toBe(404);
  });

  it('refuses to delete a block a promotional names (409 naming it), else deletes it', async () => {
    const admin = await makeAdmin();
    const id = await makeBlock();
    const code = await makePromotional({ trending_signup_banner: id, stripe_coupon: 'X' });
    const refused = await call('DELETE', `/admin/api/ui-blocks/${id}`, { cookie: admin.cookie });
    expect(refused.status).toBe(409);
    const error = await firstError(refused);
    expect(error).toMatchObject({ code: 'conflict', path: 'id' });
    expect(error.message).toContain(`${code} (trending_signup_banner)`);
    expect(await rowOf(id)).toBeDefined();
    expect(await auditRows('ui-block', id)).toEqual([]);

    const free = await makeBlock();
    expect((await call('DELETE', `/admin/api/ui-blocks/${free}`, { cookie: admin.cookie })).status).toBe(200);
    expect(await rowOf(free)).toBeUndefined();
    expect((await call('GET', `/aux/ui-blocks/${free}`)).status).toBe(404);
    expect(await auditRows('ui-block', free)).toMatchObject([{ action: 'delete' }]);
  });
});
