// No Stripe secret ever leaves the Worker: the pages and API answers a guest, a free reader and a
// Plus reader get carry neither the configured secret key and webhook secret nor anything shaped
// like one (the client bundle is scanned by scripts/checks/secrets.test.ts).
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeArticle, makeReader } from '../../test/factories';
import { call } from '../../test/http';

const SECRET_SHAPES = /\b(?:sk|rk)_(?:test|live)_[A-Za-z0-9_]{6,}|\bwhsec_[A-Za-z0-9_]{6,}/;

describe('Stripe secrets', () => {
  it('appear in no page or API answer, for any reader', async () => {
    expect(env.STRIPE_SECRET_KEY).toMatch(/^sk_test_/);
    expect(env.STRIPE_WEBHOOK_SECRET).toMatch(/^whsec_/);
    // The shapes would catch these very secrets (so a leak of another key of theirs is caught too).
    expect([env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET].every((s) => SECRET_SHAPES.test(s))).toBe(true);
    const article = await makeArticle({ contentType: 'mxm_exclusive', paywall: 'paid' });
    const readers = [{ cookie: undefined }, await makeReader('free'), await makeReader('plus')];
    const paths = [
      '/',
      '/trending',
      '/landing',
      '/foryou',
      '/local',
      `/article/${article.id}`,
      '/search?q=news',
      '/account/profile',
      '/account/billing',
    ];
    const apis = ['/api/profile', '/api/openapi.json', `/api/articles/${article.id}`, '/aux/articles/trending'];
    for (const { cookie } of readers) {
      for (const path of [...paths, ...apis]) {
        const res = await call('GET', path, { cookie });
        const text = await res.text();
        expect(res.status, path).toBeLessThan(500);
        expect(text.includes(env.STRIPE_SECRET_KEY), path).toBe(false);
        expect(text.includes(env.STRIPE_WEBHOOK_SECRET), path).toBe(false);
        expect(SECRET_SHAPES.test(text), path).toBe(false);
      }
    }
  });
});
