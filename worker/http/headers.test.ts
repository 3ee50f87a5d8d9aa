// The security headers every answer carries, on a fresh render and on an edge-cache hit alike
// (docs/decisions/016): the kept set is present, the obsolete ones stay gone. Permissions-Policy
// turns off the camera, the microphone and geolocation everywhere, and allows payment only on the
// pages that run Stripe.js, for this site and Stripe.js's origin (features/subscribe/csp.ts).
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeArticle, makeReader } from '../test/factories';
import { call } from '../test/http';

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
/** Permissions-Policy with the given `payment` allowlist. */
const policy = (payment: string) => exactly(`camera=(), microphone=(), geolocation=(), payment=${payment}`);

const KEPT = {
  'content-security-policy': /frame-ancestors 'none'/,
  'strict-transport-security': /max-age=\d+/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^same-origin$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
  'origin-agent-cluster': /^\?1$/,
  'permissions-policy': policy('()'),
};
const DROPPED = [
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-dns-prefetch-control',
  'cf-cache-status',
];

function expectSecurityHeaders(res: Response, kept: Record<string, RegExp> = KEPT) {
  for (const [name, value] of Object.entries(kept)) expect(res.headers.get(name), name).toMatch(value);
  for (const name of DROPPED) expect(res.headers.has(name), name).toBe(false);
}

/** The edge cache writes its copy in the background: ask until a HIT (or give up and fail). */
async function edgeHit(url: string): Promise<Response> {
  for (let i = 0; i < 40; i++) {
    const res = await SELF.fetch(url);
    await res.arrayBuffer();
    if (res.headers.get('x-edge-cache') === 'HIT') return res;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} was never served from the edge cache`);
}

/** What a page running Stripe.js gets: the same policy, with payment for us and Stripe.js's origin. */
const ON_STRIPE_PAGES = { ...KEPT, 'permissions-policy': policy(`(self "${new URL(env.STRIPE_JS_URL).origin}")`) };

describe('security headers', () => {
  it('are the kept set on a rendered page and on the edge-cache copy of it', async () => {
    const a = await makeArticle({ title: 'Headers headline' });
    const url = `http://edgewire.test/article/${a.id}`;
    const first = await SELF.fetch(url);
    await first.arrayBuffer();
    expectSecurityHeaders(first);
    expectSecurityHeaders(await edgeHit(url));
  });

  it('are on API answers too', async () => {
    const res = await SELF.fetch('http://edgewire.test/api/articles?page=1&count=1');
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
  });

  it('are on error answers: a page that does not exist, an API refusal, a missing picture', async () => {
    const { cookie } = await makeReader('free');
    const answers = {
      'guest 404 page': await SELF.fetch('http://edgewire.test/no-such-page'),
      'reader 404 page of a hot route': await call('GET', '/article/abc', { cookie }),
      'API 400': await call('POST', '/api/articles/abc/upvote', { cookie }),
      'API 401': await call('GET', '/api/profile'),
      'API 403': await call('GET', '/admin/api/tags', { cookie }),
      'media 404': await SELF.fetch('http://edgewire.test/media/no-such-picture.webp'),
    };
    for (const [name, res] of Object.entries(answers)) {
      await res.arrayBuffer();
      expect(res.status, name).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('permissions-policy'), name).toMatch(KEPT['permissions-policy']);
    }
  });

  it('allow payment only on the pages that run Stripe.js', async () => {
    const landing = await SELF.fetch('http://edgewire.test/landing');
    await landing.arrayBuffer();
    expect(landing.status).toBe(200);
    expectSecurityHeaders(landing, ON_STRIPE_PAGES);
    // A signed-in reader's card pages, and their neighbours that take no card.
    const { cookie } = await makeReader('free');
    for (const path of ['/subscribe/payment', '/account/billing']) {
      const res = await call('GET', path, { cookie });
      await res.arrayBuffer();
      expect(res.headers.get('permissions-policy'), path).toMatch(ON_STRIPE_PAGES['permissions-policy']);
    }
    for (const path of ['/subscribe', '/account/profile', '/trending']) {
      const res = await call('GET', path, { cookie });
      await res.arrayBuffer();
      expect(res.headers.get('permissions-policy'), path).toMatch(KEPT['permissions-policy']);
    }
  });
});
