// The payment step through the real Worker and the local Stripe stand-in: what the page hands the
// browser (the publishable key and Stripe.js's address, never a secret), the coupon it offers and
// the price it shows, the Content-Security-Policy that lets Stripe.js in on card pages only, and
// /landing's payment modal for free readers.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { STYLE_GATE_CSP } from '../../contracts/style-gate';
import { makeReader } from '../../test/factories';
import { url } from '../../test/http';
import { islandProps } from '../../test/pages';

const get = (path: string, cookie?: string) => SELF.fetch(url(path), { redirect: 'manual', headers: cookie ? { cookie } : {} });
const directive = (res: Response, name: string) =>
  (res.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((d) => d.trim().replace(/\s+/g, ' '))
    .find((d) => d.startsWith(`${name} `));
const origin = (u: string) => new URL(u).origin;
// The percent-off coupon the stand-in seeds (scripts/standins/stripe.ts): 20 % off.
const COUPON = 'PLUS20';

type PaymentProps = { plan: string; coupon: string | null; stripeJsUrl: string; publishableKey: string };

describe('the payment step', () => {
  it('hands the browser the publishable key and Stripe.js’s address, and no secret', async () => {
    const { cookie } = await makeReader('free');
    const res = await get('/subscribe/payment?plan=annual&new=yes', cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    const props = islandProps<PaymentProps>(html, 'PaymentForm');
    expect(props).toMatchObject({ plan: 'annual', stripeJsUrl: env.STRIPE_JS_URL, publishableKey: env.STRIPE_PUBLISHABLE_KEY });
    expect(env.STRIPE_PUBLISHABLE_KEY).toMatch(/^pk_/);
    expect(html).toMatch(new RegExp(`<link[^>]*href="${env.STRIPE_JS_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*as="script"`));
    for (const secret of [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET]) expect(html).not.toContain(secret);
    expect(html).not.toMatch(/\b(sk|rk)_(test|live)_|whsec_/);
    // The plan from contracts/plans, the free month of a first subscription, and the words without JavaScript.
    expect(html).toContain('data-plan-summary="annual"');
    expect(html).toContain('data-price-cents="8964"');
    expect(html).toContain('Your first month is free');
    expect(html).toMatch(/<noscript>.*Entering a card needs JavaScript/s);
    expect(html).toContain('href="/trending?cancel=yes"');
  });

  it('shows the price less a valid coupon, and says so of one Stripe does not know', async () => {
    const { cookie } = await makeReader('free');
    const good = await (await get(`/subscribe/payment?plan=annual&coupon=${COUPON}`, cookie)).text();
    expect(islandProps<PaymentProps>(good, 'PaymentForm').coupon).toBe(COUPON);
    expect(good).toContain(`data-price-cents="${Math.round(8964 * 0.8)}"`);
    expect(good).toContain(`data-coupon-applied="${COUPON}"`);
    const bad = await (await get('/subscribe/payment?plan=monthly&coupon=NOT-A-COUPON', cookie)).text();
    expect(bad).toContain('This coupon is not valid.');
    expect(bad).toContain('data-price-cents="996"');
  });

  it('the coupon box posts (no code in the URL) and answers the page priced with it; a guest goes to login', async () => {
    const { cookie } = await makeReader('free');
    const post = (body: string, who?: string) =>
      SELF.fetch(url('/subscribe/payment?plan=monthly'), {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: url('/').replace(/\/$/, ''),
          ...(who ? { cookie: who } : {}),
        },
        body,
      });
    const res = await post(`coupon=${COUPON}&plan=monthly`, cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`data-price-cents="${Math.round(996 * 0.8)}"`);
    expect(html).toContain(`data-coupon-applied="${COUPON}"`);
    expect(await post('coupon=NOT-A-COUPON&plan=monthly', cookie).then((r) => r.text())).toContain('This coupon is not valid.');
    // An emptied box takes the promotional's coupon off too.
    expect(await post('coupon=&plan=monthly', cookie).then((r) => r.text())).toContain('data-price-cents="996"');
    const guest = await post(`coupon=${COUPON}&plan=monthly`);
    expect([guest.status, guest.headers.get('location')]).toEqual([303, '/subscribe/login?plan=monthly']);
  });

  it('prefills the active promotional’s coupon when Stripe knows it, and leaves the box empty when it does not', async () => {
    const { cookie } = await makeReader('free');
    const setCoupon = (coupon: string) =>
      env.DB.prepare("INSERT OR REPLACE INTO promotionals (code, settings, is_active) VALUES ('default', ?, 1)")
        .bind(JSON.stringify({ stripe_coupon: coupon }))
        .run();
    try {
      await setCoupon(COUPON);
      const known = await (await get('/subscribe/payment?plan=annual', cookie)).text();
      await setCoupon('NO-SUCH-COUPON');
      const unknown = await (await get('/subscribe/payment?plan=annual', cookie)).text();
      expect(islandProps<PaymentProps>(known, 'PaymentForm').coupon).toBe(COUPON);
      expect(known).toContain(`data-price-cents="${Math.round(8964 * 0.8)}"`);
      expect(islandProps<PaymentProps>(unknown, 'PaymentForm').coupon).toBeNull();
      expect(unknown).not.toContain('This coupon is not valid.');
    } finally {
      await env.DB.prepare("DELETE FROM promotionals WHERE code = 'default'").run();
    }
  });

  it('lets Stripe.js in (script, frames, its API) on the payment page only; other pages keep self alone', async () => {
    const { cookie } = await makeReader('free');
    const payment = await get('/subscribe/payment?plan=monthly', cookie);
    const js = origin(env.STRIPE_JS_URL);
    expect(directive(payment, 'script-src')).toBe(`script-src 'self' ${STYLE_GATE_CSP} ${js}`);
    expect(directive(payment, 'frame-src')).toContain(js);
    expect(directive(payment, 'connect-src')).toBe(`connect-src 'self' ${origin(env.STRIPE_API_URL)}`);
    for (const path of ['/about', '/subscribe', '/subscribe/sign-up']) {
      const other = await get(path);
      expect(directive(other, 'script-src'), path).toBe(`script-src 'self' ${STYLE_GATE_CSP}`);
      expect(directive(other, 'connect-src'), path).toBe("connect-src 'self'");
      expect(directive(other, 'frame-src'), path).not.toContain(js);
    }
  });
});

describe('/landing for a free reader', () => {
  it('gives a free reader the payment modal’s island; guests and subscribers follow the links', async () => {
    const { cookie } = await makeReader('free');
    const free = await get('/landing', cookie);
    expect(free.headers.get('cache-control')).toContain('no-store');
    const props = islandProps<{ stripeJsUrl: string; publishableKey: string; freeMonth: boolean }>(await free.text(), 'LandingPlans');
    expect(props).toMatchObject({ stripeJsUrl: env.STRIPE_JS_URL, publishableKey: env.STRIPE_PUBLISHABLE_KEY, freeMonth: true });
    expect(directive(free, 'script-src')).toContain(origin(env.STRIPE_JS_URL));
    expect(await (await get('/landing')).text()).not.toContain('data-island="LandingPlans"');
    const plus = await makeReader('plus');
    expect(await (await get('/landing', plus.cookie)).text()).not.toContain('data-island="LandingPlans"');
  });
});
