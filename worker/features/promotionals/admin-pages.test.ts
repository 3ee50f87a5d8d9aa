// The back office's promotional pages as a browser without JavaScript uses them: the guard, the
// list, the editor (selects of the existing UI blocks, the window in UTC), create and save (303,
// toast, one audit row), refused input (400 on the field, nothing written) and delete.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, promotionals } from '../../db/schema';
import { auditRows, expectPagesRefused, makeAdmin } from '../../test/admin';
import { db, makeReader, uniq } from '../../test/factories';
import { call, postForm } from '../../test/http';
import { toastMessagesAfter } from '../../test/pages';
import { makeBlock } from '../blocks/admin.cases';
import { makePromotional } from './admin.cases';
import { PROMOTIONAL_TOASTS, RESERVED_CODE } from './admin-forms';

const promoRow = async (code: string) => (await db().select().from(promotionals).where(eq(promotionals.code, code)))[0];
const writtenBy = (adminId: number) => db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, adminId));
const JAN_2030 = Date.UTC(2030, 0, 1) / 1000;

describe('promotional pages', () => {
  it('send a guest to sign in and refuse a reader, pages and forms alike', async () => {
    const reader = await makeReader('plus');
    const code = await makePromotional();
    const pages = ['/admin/promotionals', '/admin/promotionals/new', `/admin/promotionals/${code}`];
    await expectPagesRefused(reader, pages, [[`/admin/promotionals/${code}/delete`, { confirm: 'yes' }]]);
    expect(await promoRow(code)).toBeDefined();
  });

  it('list promotionals and show the editor with the blocks to choose from and the window in UTC', async () => {
    const admin = await makeAdmin();
    const block = await makeBlock();
    const code = await makePromotional({ pricing_table: block, stripe_coupon: 'PLUS20' });
    await db().update(promotionals).set({ startsAt: JAN_2030 }).where(eq(promotionals.code, code));
    const list = await (await call('GET', '/admin/promotionals', { cookie: admin.cookie })).text();
    expect(list).toMatch(new RegExp(`data-promotional-row="${code}".*?PLUS20.*?href="/admin/ui-blocks/${block}"`));
    expect(list).toContain('Jan 1, 2030');

    const html = await (await call('GET', `/admin/promotionals/${code}`, { cookie: admin.cookie })).text();
    expect(html).toMatch(new RegExp(`<select[^>]*name="settings.pricing_table"[^>]*>.*?<option value="${block}" selected=""`));
    expect(html).toContain('name="settings.trending_signup_banner"');
    expect(html).toMatch(/name="starts_at" value="2030-01-01T00:00"/);
    expect(html).not.toContain('name="code"');
    expect(await call('GET', '/admin/promotionals/new', { cookie: admin.cookie }).then((r) => r.text())).toContain('name="code"');
  });

  it('creates and changes a promotional from the form, one audit row each', async () => {
    const admin = await makeAdmin();
    const block = await makeBlock();
    const code = `promo-${uniq()}`;
    const created = await postForm(
      '/admin/promotionals/new',
      {
        code,
        'settings.pricing_table': block,
        'settings.trending_subscribe_banner': '',
        'settings.trending_signup_banner': '',
        'settings.stripe_coupon': 'PLUS20',
        is_active: 'true',
        starts_at: '2030-01-01T00:00',
        ends_at: '',
      },
      { cookie: admin.cookie },
    );
    expect(await toastMessagesAfter(created, admin.cookie)).toContain(PROMOTIONAL_TOASTS.saved);
    expect(created.headers.get('location')).toBe(`/admin/promotionals/${code}`);
    expect(await promoRow(code)).toMatchObject({
      settings: { pricing_table: block, stripe_coupon: 'PLUS20' },
      isActive: true,
      startsAt: JAN_2030,
      endsAt: null,
    });

    // Unticked is off; an empty coupon clears it.
    const changed = await postForm(
      `/admin/promotionals/${code}`,
      { 'settings.pricing_table': block, 'settings.stripe_coupon': '', starts_at: '', ends_at: '2031-01-01T12:30' },
      { cookie: admin.cookie },
    );
    expect(changed.status).toBe(303);
    expect(await promoRow(code)).toMatchObject({
      settings: { pricing_table: block },
      isActive: false,
      startsAt: null,
      endsAt: Date.UTC(2031, 0, 1, 12, 30) / 1000,
    });
    expect((await promoRow(code))!.settings).not.toHaveProperty('stripe_coupon');
    expect((await auditRows('promotional', code)).map((r) => r.action)).toEqual(['update', 'create']);
  });

  it('refuses bad input on its field and writes nothing', async () => {
    const admin = await makeAdmin();
    const code = await makePromotional({ stripe_coupon: 'OLD' });
    const cases: [Record<string, string>, string][] = [
      [{ starts_at: '2030-02-01T00:00', ends_at: '2030-01-01T00:00' }, 'ends_at must be after starts_at'],
      [{ 'settings.pricing_table': 'no-such-block' }, 'No UI block with id no-such-block.'],
      [{ 'settings.stripe_coupon': 'bad coupon!' }, 'stripe_coupon must be 1 to 64 letters'],
      [{ starts_at: 'next week' }, 'starts_at must be a date and time'],
    ];
    for (const [over, message] of cases) {
      const res = await postForm(`/admin/promotionals/${code}`, { is_active: 'true', ...over }, { cookie: admin.cookie });
      expect(res.status, message).toBe(400);
      const html = await res.text();
      expect(html, message).toContain(message);
      expect(html).toContain('data-field-error=');
    }
    const reserved = await postForm('/admin/promotionals/new', { code: 'new' }, { cookie: admin.cookie });
    expect(await reserved.text()).toContain(RESERVED_CODE);
    expect((await promoRow(code))!.settings).toEqual({ stripe_coupon: 'OLD' });
    expect(await writtenBy(admin.id)).toEqual([]);
  });

  it('deletes after the confirm step, with one audit row', async () => {
    const admin = await makeAdmin();
    const code = await makePromotional();
    expect((await call('GET', `/admin/promotionals/${code}/delete`, { cookie: admin.cookie })).status).toBe(200);
    const unconfirmed = await postForm(`/admin/promotionals/${code}/delete`, {}, { cookie: admin.cookie });
    expect(unconfirmed.headers.get('location')).toBe(`/admin/promotionals/${code}/delete`);
    const res = await postForm(`/admin/promotionals/${code}/delete`, { confirm: 'yes' }, { cookie: admin.cookie });
    expect(await toastMessagesAfter(res, admin.cookie)).toContain(PROMOTIONAL_TOASTS.deleted);
    expect(await promoRow(code)).toBeUndefined();
    expect(await auditRows('promotional', code)).toMatchObject([{ action: 'delete' }]);
  });
});
