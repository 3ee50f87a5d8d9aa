// The back office's popups through the real Worker and D1: admins only; create, read, change and
// delete with one audit row each; every config rule a 400 naming the field, leaving no row and no
// audit row; a body with a script, an event handler or a javascript: link refused, the rest of
// its HTML sanitized.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PopupDto, ReaderPopupDto } from '../../contracts/admin-popups';
import { INVALID_VIDEO } from '../../contracts/embeds';
import { adminAuditLog, popups } from '../../db/schema';
import { auditRows, expectAdminOnly, makeAdmin } from '../../test/admin';
import { db } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { goodConfig, makePopup } from './admin.cases';
import { HOSTILE_BODY } from './rules';

const create = (cookie: string, body: unknown) => call('POST', '/admin/api/popups', { cookie, body });
const popupsTitled = async (title: string) => (await db().select().from(popups)).filter((r) => r.config.title === title);
const auditsBy = (adminId: number) => db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, adminId));

describe('popups in the back office', () => {
  it('are for admins only', async () => {
    await expectAdminOnly('GET', '/admin/api/popups');
    await expectAdminOnly('POST', '/admin/api/popups', { type: 'generic-1', config: goodConfig() });
  });

  it('creates a popup (off by default, frequency 1 unless given) with one audit row', async () => {
    const admin = await makeAdmin();
    const config = goodConfig();
    const { frequency: _, ...withoutFrequency } = config;
    const res = await create(admin.cookie, { type: 'generic-2', config: withoutFrequency });
    expect(res.status).toBe(201);
    const popup = await dataIn<PopupDto>(res);
    expect(popup).toMatchObject({ type: 'generic-2', is_active: false, config: { ...config, frequency: 1 } });
    expect(Object.keys(popup)).not.toContain('created');

    const [row] = await auditRows('popup', popup.id);
    expect(row).toMatchObject({ adminId: admin.id, action: 'create', entityId: String(popup.id) });
    expect(row!.data!.after).toMatchObject({ type: 'generic-2', is_active: false, 'config.title': config.title });

    const read = await dataIn<PopupDto>(await call('GET', `/admin/api/popups/${popup.id}`, { cookie: admin.cookie }));
    expect(read).toEqual(popup);
    const list = await dataIn<PopupDto[]>(await call('GET', '/admin/api/popups', { cookie: admin.cookie }));
    expect(list.find((p) => p.id === popup.id)).toEqual(popup);
  });

  it('refuses a body with a script, an event handler or a javascript: link, and writes nothing', async () => {
    const admin = await makeAdmin();
    for (const body of [
      'Hi <script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<b onclick="x()">bold</b>',
      '<a href="javascript:alert(1)">link</a>',
      '<a href="jav&#x61;script&#58;alert(1)">link</a>',
      '<a href="java\nscript:alert(1)">link</a>',
    ]) {
      const res = await create(admin.cookie, { type: 'generic-1', config: goodConfig({ body, title: 'Hostile body' }) });
      expect(res.status, body).toBe(400);
      expect(await firstError(res), body).toMatchObject({ path: 'config.body', message: HOSTILE_BODY });
    }
    expect(await popupsTitled('Hostile body')).toEqual([]);
  });

  it('sanitizes the rest of the body (other unsafe markup removed)', async () => {
    const admin = await makeAdmin();
    const body = 'Hi <img src=x><iframe src="https://x.example"></iframe><b>bold</b> <a href="/subscribe">link</a>';
    const res = await create(admin.cookie, { type: 'generic-1', config: goodConfig({ body }) });
    expect(res.status).toBe(201);
    const stored = (await dataIn<PopupDto>(res)).config.body;
    expect(stored).toContain('<b>bold</b>');
    expect(stored).not.toMatch(/<img|<iframe/i);
  });

  it('refuses each broken rule with a 400 naming the field, and writes nothing', async () => {
    const admin = await makeAdmin();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ actionUrl: 'javascript:alert(1)' }, 'config.actionUrl'],
      [{ actionUrl: '//evil.example/x' }, 'config.actionUrl'],
      [{ imageUrl: 'data:image/png;base64,AAAA' }, 'config.imageUrl'],
      [{ imageUrl: 'https://vimeo.com/123456' }, 'config.imageUrl', INVALID_VIDEO],
      [{ imageUrl: 'https://cdn.example/page.html' }, 'config.imageUrl', INVALID_VIDEO],
      [{ title: '<script>alert(1)</script>' }, 'config.title'],
      [{ title: '' }, 'config.title'],
      [{ textColor: 'red; background: url(x)' }, 'config.textColor'],
      [{ frequency: 0 }, 'config.frequency'],
      [{ position: 'top' }, 'config.position'],
      [{ trigger: [{ urlMatch: '/a' }, { delay: -1 }] }, 'config.trigger.1.delay'],
      [{ trigger: [{ delay: 'soon' }] }, 'config.trigger.0.delay'],
      [{ trigger: [{ userState: 'nobody' }] }, 'config.trigger.0.userState'],
      [{ trigger: [{ scrollDepth: 150 }] }, 'config.trigger.0.scrollDepth'],
      [{ trigger: [{}] }, 'config.trigger.0'],
      [{ trigger: [{ onload: 'x' }] }, 'config.trigger.0.onload'],
      [{ trigger: { delay: 2 } }, 'config.trigger'],
      [{ onclick: 'x' }, 'config.onclick'],
    ];
    for (const [over, path, message] of cases) {
      const config = goodConfig(over as never);
      const res = await create(admin.cookie, { type: 'generic-1', config });
      expect(res.status, path).toBe(400);
      const error = await firstError(res);
      expect(error, JSON.stringify(over)).toMatchObject({ code: 'validation', path, ...(message ? { message } : {}) });
      expect(await popupsTitled(config.title)).toEqual([]);
    }
    const badType = await create(admin.cookie, { type: 'generic-9', config: goodConfig() });
    expect(await firstError(badType)).toMatchObject({ path: 'type' });
    expect(await auditsBy(admin.id)).toEqual([]);
  });

  it('accepts YouTube and Rumble videos and site paths as media', async () => {
    const admin = await makeAdmin();
    for (const imageUrl of ['https://youtu.be/M7lc1UVf-VE', 'https://rumble.com/embed/v4abcd1/', '/media/offer.webp?v=2', '']) {
      const res = await create(admin.cookie, { type: 'generic-2', config: goodConfig({ imageUrl }) });
      expect(res.status, imageUrl).toBe(201);
    }
  });

  it('changes type, config and is_active; the audit row keeps only what moved', async () => {
    const admin = await makeAdmin();
    const p = await makePopup({ isActive: false });
    const config = goodConfig({ title: 'New title', trigger: [{ userState: 'no-subscription', missingPhone: true }] });
    const res = await call('PATCH', `/admin/api/popups/${p.id}`, { cookie: admin.cookie, body: { config, is_active: true } });
    expect(res.status).toBe(200);
    expect(await dataIn<PopupDto>(res)).toMatchObject({ id: p.id, type: 'generic-1', is_active: true, config });
    const [row] = await auditRows('popup', p.id);
    expect(row).toMatchObject({ action: 'update', adminId: admin.id });
    expect(row!.data!.before).toMatchObject({ is_active: false, 'config.title': p.config.title });
    expect(row!.data!.after).toMatchObject({ is_active: true, 'config.title': 'New title' });
    expect(row!.data!.after).not.toHaveProperty('config.body');

    const bad = await call('PATCH', `/admin/api/popups/${p.id}`, {
      cookie: admin.cookie,
      body: { config: { ...config, actionUrl: 'javascript:x' } },
    });
    expect(await firstError(bad)).toMatchObject({ path: 'config.actionUrl' });
    expect(await auditRows('popup', p.id)).toHaveLength(1);
    expect((await call('PATCH', '/admin/api/popups/999999999', { cookie: admin.cookie, body: { is_active: true } })).status).toBe(404);
  });

  it('previews the unsaved form: checked and sanitized like a save, id 0, nothing written', async () => {
    await expectAdminOnly('POST', '/admin/api/popups/preview', { type: 'generic-1', config: goodConfig() });
    const admin = await makeAdmin();
    const preview = (config: unknown) =>
      call('POST', '/admin/api/popups/preview', { cookie: admin.cookie, body: { type: 'generic-3', config } });
    const config = goodConfig({ body: 'Hi <iframe src="https://x.example"></iframe><b>there</b>' });
    const res = await preview(config);
    expect(res.status).toBe(200);
    const popup = await dataIn<ReaderPopupDto>(res);
    expect(popup).toMatchObject({ id: 0, type: 'generic-3', config: { title: config.title, trigger: config.trigger } });
    expect(popup).not.toHaveProperty('is_active');
    expect(popup.config.body).toContain('<b>there</b>');
    expect(popup.config.body).not.toMatch(/iframe/);
    expect(await firstError(await preview(goodConfig({ body: '<b onclick="x()">there</b>' })))).toMatchObject({ path: 'config.body' });

    const bad = await preview(goodConfig({ actionUrl: 'javascript:alert(1)' }));
    expect(bad.status).toBe(400);
    expect(await firstError(bad)).toMatchObject({ path: 'config.actionUrl' });
    expect(await firstError(await preview(goodConfig({ imageUrl: 'https://vimeo.com/1' })))).toMatchObject({
      path: 'config.imageUrl',
      message: INVALID_VIDEO,
    });
    expect(await popupsTitled(config.title)).toEqual([]);
    expect(await auditsBy(admin.id)).toEqual([]);
  });

  it('deletes a popup with one audit row; an unknown id is 404', async () => {
    const admin = await makeAdmin();
    const p = await makePopup();
    expect((await call('DELETE', `/admin/api/popups/${p.id}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await call('GET', `/admin/api/popups/${p.id}`, { cookie: admin.cookie })).status).toBe(404);
    expect(await auditRows('popup', p.id)).toMatchObject([{ action: 'delete' }]);
    expect((await call('DELETE', `/admin/api/popups/${p.id}`, { cookie: admin.cookie })).status).toBe(404);
  });
});
