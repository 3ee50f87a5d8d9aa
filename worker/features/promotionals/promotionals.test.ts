// GET /aux/promotionals/{code} through the real Worker and D1: an active promotional's public
// settings, briefly cacheable; an unknown, inactive or out-of-window code is 404, a malformed one
// 400, both in the envelope.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeReader, uniq } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { PROMOTIONAL_MAX_AGE_SECONDS } from './aux';

const now = () => Math.floor(Date.now() / 1000);
async function promotional(
  settings: Record<string, unknown>,
  over: { active?: boolean; starts?: number | null; ends?: number | null } = {},
) {
  const code = `promo-${uniq()}`;
  await env.DB.prepare('INSERT INTO promotionals (code, settings, is_active, starts_at, ends_at) VALUES (?, ?, ?, ?, ?)')
    .bind(code, JSON.stringify(settings), over.active === false ? 0 : 1, over.starts ?? null, over.ends ?? null)
    .run();
  return code;
}

describe('GET /aux/promotionals/{code}', () => {
  it('answers the active promotional’s public settings only, cacheable for a minute', async () => {
    const code = await promotional({
      pricing_table: 'plus-pricing',
      trending_subscribe_banner: 'banner-subscribe',
      trending_signup_banner: 'banner-signup',
      stripe_coupon: 'PLUS20',
      internal_note: 'not for readers',
    });
    const res = await call('GET', `/aux/promotionals/${code}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${PROMOTIONAL_MAX_AGE_SECONDS}`);
    expect(await dataIn(res)).toEqual({
      code,
      pricing_table: 'plus-pricing',
      trending_subscribe_banner: 'banner-subscribe',
      trending_signup_banner: 'banner-signup',
      stripe_coupon: 'PLUS20',
    });
    const { cookie } = await makeReader('free');
    const signedIn = await call('GET', `/aux/promotionals/${code}`, { cookie });
    expect(signedIn.headers.get('cache-control')).toBe(`private, max-age=${PROMOTIONAL_MAX_AGE_SECONDS}`);
    const partial = await dataIn<Record<string, unknown>>(
      await call('GET', `/aux/promotionals/${await promotional({ stripe_coupon: 'PLUS20' })}`),
    );
    expect(partial).toMatchObject({ pricing_table: null, trending_signup_banner: null, stripe_coupon: 'PLUS20' });
  });

  it('is 404 for an unknown, inactive, not yet started or ended code, and 400 for a malformed one', async () => {
    const codes = [
      'no-such-promotional',
      await promotional({ stripe_coupon: 'X' }, { active: false }),
      await promotional({ stripe_coupon: 'X' }, { starts: now() + 3600 }),
      await promotional({ stripe_coupon: 'X' }, { ends: now() - 1 }),
    ];
    for (const code of codes) {
      const res = await call('GET', `/aux/promotionals/${code}`);
      expect(res.status, code).toBe(404);
      expect((await firstError(res)).code).toBe('not_found');
    }
    const bad = await call('GET', `/aux/promotionals/${encodeURIComponent('bad code!')}`);
    expect(bad.status).toBe(400);
    expect(await firstError(bad)).toMatchObject({ code: 'validation', path: 'code' });
  });
});
