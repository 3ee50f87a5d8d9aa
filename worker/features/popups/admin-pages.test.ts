// The back office's popup pages as a browser without JavaScript uses them: the guard, the list,
// the editor with every field and the trigger chain builder (its buttons post the form back and
// change the chain, saving nothing), Save (303, toast, one audit row), a refused save (400, the
// field's message, what was typed kept, nothing written), and Delete through its confirm step.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyStepOp, bodyFromValues, NEW_STEP, parseStepOp, valuesFromFields } from '../../../client/browser/admin/popup-form';
import { adminAuditLog, popups } from '../../db/schema';
import { auditRows, expectPagesRefused, makeAdmin } from '../../test/admin';
import { db, makeReader, uniq } from '../../test/factories';
import { call, postForm } from '../../test/http';
import { islandProps, toastMessagesAfter } from '../../test/pages';
import { makePopup } from './admin.cases';
import { POPUP_TOASTS } from './admin-forms';

const popupRow = async (id: number) => (await db().select().from(popups).where(eq(popups.id, id)))[0];
const titled = async (title: string) => (await db().select().from(popups)).filter((r) => r.config.title === title);
const writtenBy = (adminId: number) => db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, adminId));

/** The editor's fields as a browser posts them; `over` replaces or adds fields. */
const fields = (over: Record<string, string> = {}): Record<string, string> => ({
  type: 'generic-2',
  is_active: 'true',
  'config.title': `Offer ${uniq()}`,
  'config.subtitle': 'Half price',
  'config.body': 'Read <b>more</b>',
  'config.actionText': 'Go',
  'config.actionUrl': '/subscribe',
  'config.frequency': '2',
  'config.position': 'bottom',
  'config.size': 'large',
  'config.imageUrl': 'https://cdn.example/offer.png',
  'config.textColor': '',
  'config.trigger.0.userState': 'signed-in',
  'config.trigger.0.urlMatch': '/article/',
  'config.trigger.0.scrollDepth': '',
  'config.trigger.0.delay': '',
  'config.trigger.1.userState': '',
  'config.trigger.1.urlMatch': '',
  'config.trigger.1.scrollDepth': '50',
  'config.trigger.1.delay': '3',
  'config.trigger.1.missingEmail': 'true',
  op: 'save',
  ...over,
});

describe('popup pages', () => {
  it('send a guest to sign in and refuse a reader, pages and forms alike', async () => {
    const reader = await makeReader('plus');
    const p = await makePopup();
    const pages = ['/admin/popups', '/admin/popups/new', `/admin/popups/${p.id}`, `/admin/popups/${p.id}/delete`];
    await expectPagesRefused(reader, pages, [[`/admin/popups/${p.id}/delete`, { confirm: 'yes' }]]);
    expect(await popupRow(p.id)).toBeDefined();
  });

  it('list popups and show the editor with every field, the chain and the saved preview', async () => {
    const admin = await makeAdmin();
    const p = await makePopup();
    const list = await (await call('GET', '/admin/popups', { cookie: admin.cookie })).text();
    expect(list).toContain(`href="/admin/popups/${p.id}"`);
    expect(list).toContain(String(p.config.title));
    expect(list).toContain('URL has “/article/” → 3 s');
    expect(list).toContain('href="/admin/popups/new"');

    const res = await call('GET', `/admin/popups/${p.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const name of ['type', 'is_active', 'config.title', 'config.subtitle', 'config.body', 'config.actionText', 'config.actionUrl']) {
      expect(html, name).toContain(`name="${name}"`);
    }
    for (const name of ['config.frequency', 'config.position', 'config.size', 'config.imageUrl', 'config.textColor']) {
      expect(html, name).toContain(`name="${name}"`);
    }
    expect(html).toContain('name="config.trigger.1.delay"');
    expect(html).toContain('value="up-1"');
    expect(html).toContain('value="add-step"');
    expect(islandProps<{ steps: unknown[] }>(html, 'PopupChain').steps).toHaveLength(2);
    // Preview needs JavaScript: its island renders nothing on the server, the page says so.
    expect(html).toContain('data-island="PopupPreview"');
    expect(html).toContain('Previews need JavaScript.');
    expect(html).toContain(`data-popup="${p.id}"`);
    expect(html).toContain('data-saved-preview');
    expect((await call('GET', '/admin/popups/999999999', { cookie: admin.cookie })).status).toBe(404);
  });

  it('creates a popup from the form: 303 to it, the toast, the config as the API stores it, one audit row', async () => {
    const admin = await makeAdmin();
    const f = fields();
    const res = await postForm('/admin/popups/new', f, { cookie: admin.cookie });
    expect(res.status).toBe(303);
    const [row] = await titled(f['config.title']!);
    expect(res.headers.get('location')).toBe(`/admin/popups/${row!.id}`);
    expect(row).toMatchObject({ type: 'generic-2', isActive: true });
    expect(row!.config).toMatchObject({
      frequency: 2,
      position: 'bottom',
      size: 'large',
      trigger: [
        { userState: 'signed-in', urlMatch: '/article/' },
        { scrollDepth: 50, delay: 3, missingEmail: true },
      ],
    });
    expect(await auditRows('popup', row!.id)).toMatchObject([{ action: 'create', adminId: admin.id }]);
    expect(await toastMessagesAfter(await postForm(`/admin/popups/${row!.id}`, f, { cookie: admin.cookie }), admin.cookie)).toContain(
      POPUP_TOASTS.saved,
    );
  });

  it('changes the chain with its buttons (no JavaScript): the form comes back changed, nothing saved', async () => {
    const admin = await makeAdmin();
    const f = fields();
    const added = await postForm('/admin/popups/new', { ...f, op: 'add-step' }, { cookie: admin.cookie });
    expect(added.status).toBe(200);
    const addedHtml = await added.text();
    expect(islandProps<{ steps: { delay: string }[] }>(addedHtml, 'PopupChain').steps.map((s) => s.delay)).toEqual(['', '3', '2']);
    expect(addedHtml).toContain(f['config.title']);

    const up = await postForm('/admin/popups/new', { ...f, op: 'up-1' }, { cookie: admin.cookie });
    const moved = islandProps<{ steps: { urlMatch: string; scrollDepth: string }[] }>(await up.text(), 'PopupChain').steps;
    expect(moved.map((s) => s.scrollDepth)).toEqual(['50', '']);
    const removed = await postForm('/admin/popups/new', { ...f, op: 'remove-step-0' }, { cookie: admin.cookie });
    expect(islandProps<{ steps: { delay: string }[] }>(await removed.text(), 'PopupChain').steps.map((s) => s.delay)).toEqual(['3']);
    expect(await titled(f['config.title']!)).toEqual([]);
    expect(await writtenBy(admin.id)).toEqual([]);
  });

  it('refuses a javascript: action URL with the field error, keeps what was typed and writes nothing', async () => {
    const admin = await makeAdmin();
    const f = fields({ 'config.actionUrl': 'javascript:alert(1)' });
    const res = await postForm('/admin/popups/new', f, { cookie: admin.cookie });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/data-field-error="config.actionUrl"[^>]*>actionUrl must be an http\(s\) address/);
    expect(html).toContain(f['config.title']);
    expect(html).toContain('value="javascript:alert(1)"');

    const p = await makePopup();
    const step = await postForm(`/admin/popups/${p.id}`, fields({ 'config.trigger.1.delay': '-1' }), { cookie: admin.cookie });
    expect(step.status).toBe(400);
    expect(await step.text()).toContain('delay must be 0 or more');
    expect(await titled(f['config.title']!)).toEqual([]);
    expect((await popupRow(p.id))!.config).toEqual(p.config);
    expect(await writtenBy(admin.id)).toEqual([]);
  });

  it('deletes only after the confirm step, with one audit row', async () => {
    const admin = await makeAdmin();
    const p = await makePopup();
    const confirm = await call('GET', `/admin/popups/${p.id}/delete`, { cookie: admin.cookie });
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toMatch(/<form[^>]* action="\/admin\/popups\/\d+\/delete" method="post"/);
    const unconfirmed = await postForm(`/admin/popups/${p.id}/delete`, {}, { cookie: admin.cookie });
    expect(unconfirmed.status).toBe(303);
    expect(unconfirmed.headers.get('location')).toBe(`/admin/popups/${p.id}/delete`);
    expect(await popupRow(p.id)).toBeDefined();
    const res = await postForm(`/admin/popups/${p.id}/delete`, { confirm: 'yes' }, { cookie: admin.cookie });
    expect(await toastMessagesAfter(res, admin.cookie)).toContain(POPUP_TOASTS.deleted);
    expect(res.headers.get('location')).toBe('/admin/popups');
    expect(await popupRow(p.id)).toBeUndefined();
    expect(await auditRows('popup', p.id)).toMatchObject([{ action: 'delete' }]);
  });
});

describe('the popup form, both ways (what the post and the Preview island share)', () => {
  it('reads the posted chain in order and builds the API body, leaving empty numbers to the defaults', () => {
    const values = valuesFromFields(fields({ 'config.frequency': '', 'config.trigger.1.missingEmail': '' }));
    expect(values.steps.map((s) => s.userState)).toEqual(['signed-in', '']);
    const body = bodyFromValues(values);
    expect(body.config.frequency).toBeUndefined();
    expect(body.config.trigger).toEqual([
      {
        userState: 'signed-in',
        urlMatch: '/article/',
        scrollDepth: undefined,
        delay: undefined,
        missingEmail: undefined,
        missingPhone: undefined,
      },
      { userState: undefined, urlMatch: undefined, scrollDepth: 50, delay: 3, missingEmail: undefined, missingPhone: undefined },
    ]);
    expect(Number.isNaN(bodyFromValues({ ...values, frequency: 'often' }).config.frequency)).toBe(true);
  });

  it('applies the chain operations, ignoring those that do not apply', () => {
    const a = { ...NEW_STEP, urlMatch: 'a' };
    const b = { ...NEW_STEP, urlMatch: 'b' };
    const op = (s: string) => parseStepOp(s)!;
    expect(applyStepOp([a, b], op('down-0'), 10)).toEqual([b, a]);
    expect(applyStepOp([a, b], op('up-0'), 10)).toEqual([a, b]);
    expect(applyStepOp([a, b], op('down-1'), 10)).toEqual([a, b]);
    expect(applyStepOp([a, b], op('remove-step-5'), 10)).toEqual([a, b]);
    expect(applyStepOp([a], op('add-step'), 10)).toEqual([a, NEW_STEP]);
    expect(applyStepOp([a, b], op('add-step'), 2)).toEqual([a, b]);
    expect(parseStepOp('save')).toBeNull();
    expect(parseStepOp('up-x')).toBeNull();
  });
});
