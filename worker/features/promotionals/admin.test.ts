// The back office's promotionals through the real Worker and D1: settings naming UI blocks must
// name real ones (400 naming the setting), a PATCH replaces only the keys it sends, readers see
// each change at once, and every write has one audit row (none for a refused one).
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { GENERATION_KEY } from '../../cache';
import type { PromotionalAdminDto } from '../../contracts/admin-blocks';
import { auditRows, expectAdminOnly, makeAdmin } from '../../test/admin';
import { uniq, uniqueBlockId } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { HOUSE_KV_KEY } from '../ads/house';
import { makeBlock } from '../blocks/admin.cases';
import { makePromotional } from './admin.cases';

const promotional = (cookie: string, body: unknown) => call('POST', '/admin/api/promotionals', { cookie, body });

describe('promotionals in the back office', () => {
  it('are for admins only', async () => {
    await expectAdminOnly('GET', '/admin/api/promotionals');
    await expectAdminOnly('DELETE', `/admin/api/promotionals/${await makePromotional()}`);
  });

  it('creates one naming existing blocks, with one audit row; readers get it', async () => {
    const admin = await makeAdmin();
    const [table, banner] = [await makeBlock(), await makeBlock()];
    const code = `promo-${uniq()}`;
    const res = await promotional(admin.cookie, {
      code,
      settings: { pricing_table: table, trending_signup_banner: banner, stripe_coupon: 'PLUS20' },
    });
    expect(res.status).toBe(201);
    expect(await dataIn<PromotionalAdminDto>(res)).toEqual({
      code,
      settings: { pricing_table: table, trending_subscribe_banner: null, trending_signup_banner: banner, stripe_coupon: 'PLUS20' },
      is_active: true,
      starts_at: null,
      ends_at: null,
    });
    expect(await auditRows('promotional', code)).toMatchObject([{ action: 'create', adminId: admin.id }]);
    expect(await dataIn(await call('GET', `/aux/promotionals/${code}`))).toMatchObject({ pricing_table: table, stripe_coupon: 'PLUS20' });
    const list = await dataIn<PromotionalAdminDto[]>(await call('GET', '/admin/api/promotionals', { cookie: admin.cookie }));
    expect(list.map((p) => p.code)).toContain(code);
  });

  it('refuses unknown blocks, bad coupons, a bad window and a taken code, writing nothing', async () => {
    const admin = await makeAdmin();
    const taken = await makePromotional();
    const cases: [Record<string, unknown>, string, number?][] = [
      [{ settings: { pricing_table: uniqueBlockId('missing') } }, 'settings.pricing_table'],
      [
        { settings: { trending_subscribe_banner: await makeBlock(), trending_signup_banner: uniqueBlockId('gone') } },
        'settings.trending_signup_banner',
      ],
      [{ settings: { pricing_table: 'Not a slug' } }, 'settings.pricing_table'],
      [{ settings: { stripe_coupon: 'has spaces' } }, 'settings.stripe_coupon'],
      [{ settings: { internal: 'x' } }, 'settings.internal'],
      [{ starts_at: 2_000_000_000, ends_at: 1_900_000_000 }, 'ends_at'],
      [{ code: 'bad code!' }, 'code'],
      [{ code: taken }, 'code', 409],
    ];
    for (const [over, path, status] of cases) {
      const code = `promo-${uniq()}`;
      const res = await promotional(admin.cookie, { code, ...over });
      expect(res.status, path).toBe(status ?? 400);
      expect(await firstError(res)).toMatchObject({ path });
      expect((await call('GET', `/admin/api/promotionals/${code}`, { cookie: admin.cookie })).status).toBe(404);
      expect(await auditRows('promotional', code)).toEqual([]);
    }
    expect(await auditRows('promotional', taken)).toEqual([]);
    const missing = await promotional(admin.cookie, { code: `promo-${uniq()}`, settings: { pricing_table: 'no-such-block-here' } });
    expect((await firstError(missing)).message).toBe('No UI block with id no-such-block-here.');
  });

  it('changes only the settings sent, drops the readers’ copies, and records only what moved', async () => {
    const admin = await makeAdmin();
    const table = await makeBlock();
    const code = await makePromotional({ pricing_table: table, stripe_coupon: 'OLD', trending_subscribe_banner: await makeBlock() });
    await env.CACHE.put(HOUSE_KV_KEY, '[]');
    const generation = await env.CACHE.get(GENERATION_KEY);

    const res = await call('PATCH', `/admin/api/promotionals/${code}`, {
      cookie: admin.cookie,
      body: { settings: { stripe_coupon: 'NEW', trending_subscribe_banner: null } },
    });
    expect(res.status).toBe(200);
    expect((await dataIn<PromotionalAdminDto>(res)).settings).toEqual({
      pricing_table: table,
      trending_subscribe_banner: null,
      trending_signup_banner: null,
      stripe_coupon: 'NEW',
    });
    expect(await env.CACHE.get(HOUSE_KV_KEY)).toBeNull();
    expect(await env.CACHE.get(GENERATION_KEY)).not.toBe(generation);
    const [row] = await auditRows('promotional', code);
    expect(row!.data!.after).toEqual({ 'settings.stripe_coupon': 'NEW', 'settings.trending_subscribe_banner': null });
    expect(await dataIn(await call('GET', `/aux/promotionals/${code}`))).toMatchObject({
      stripe_coupon: 'NEW',
      trending_subscribe_banner: null,
    });

    const bad = await call('PATCH', `/admin/api/promotionals/${code}`, {
      cookie: admin.cookie,
      body: { settings: { pricing_table: uniqueBlockId('x') } },
    });
    expect(await firstError(bad)).toMatchObject({ path: 'settings.pricing_table' });
    const window = await call('PATCH', `/admin/api/promotionals/${code}`, {
      cookie: admin.cookie,
      body: { starts_at: 2_000_000_000, ends_at: 100 },
    });
    expect(await firstError(window)).toMatchObject({ path: 'ends_at' });
    expect(await auditRows('promotional', code)).toHaveLength(1);

    await call('PATCH', `/admin/api/promotionals/${code}`, { cookie: admin.cookie, body: { is_active: false } });
    expect((await call('GET', `/aux/promotionals/${code}`)).status).toBe(404);
    expect((await call('PATCH', '/admin/api/promotionals/no-such-code', { cookie: admin.cookie, body: { is_active: true } })).status).toBe(
      404,
    );
  });

  it('deletes one with an audit row', async () => {
    const admin = await makeAdmin();
    const code = await makePromotional({ stripe_coupon: 'X' });
    expect((await call('DELETE', `/admin/api/promotionals/${code}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await call('GET', `/admin/api/promotionals/${code}`, { cookie: admin.cookie })).status).toBe(404);
    expect(await auditRows('promotional', code)).toMatchObject([{ action: 'delete', data: { before: { 'settings.stripe_coupon': 'X' } } }]);
  });
});
