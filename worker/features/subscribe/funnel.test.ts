// The /subscribe funnel through the real Worker: every step for a guest, a free and a Plus reader
// (routeFunnel's answers as redirects or pages), the three layouts, the plan choice's form post,
// and the unknown step.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLUS_BENEFITS } from '../../contracts/plans';
import { makeReader, uniq } from '../../test/factories';
import { postForm, sessionCookie, url } from '../../test/http';
import { islandProps } from '../../test/pages';

type Tier = 'guest' | 'free' | 'plus';
const cookies: Record<Tier, string | undefined> = { guest: undefined, free: undefined, plus: undefined };

beforeAll(async () => {
  cookies.free = (await makeReader('free')).cookie;
  cookies.plus = (await makeReader('plus')).cookie;
});

const get = (path: string, tier: Tier) =>
  SELF.fetch(url(path), { redirect: 'manual', headers: cookies[tier] ? { cookie: cookies[tier] } : {} });

/** A step shown: 200 with its root's data attribute; otherwise where it redirects. */
type Expect = { step: string } | { to: string };

const table: [string, Tier, Expect][] = [
  ['/subscribe?plan=annual', 'guest', { step: '' }],
  ['/subscribe?plan=annual', 'free', { step: '' }],
  ['/subscribe?plan=annual', 'plus', { step: '' }],
  ['/subscribe/sign-up?plan=annual', 'guest', { step: 'sign-up' }],
  ['/subscribe/sign-up?plan=annual', 'free', { to: '/subscribe/payment?plan=annual&new=no' }],
  ['/subscribe/sign-up?plan=annual', 'plus', { to: '/subscribe/welcome-back?plan=annual' }],
  ['/subscribe/create-account?plan=monthly', 'guest', { step: 'create-account' }],
  ['/subscribe/create-account?plan=monthly', 'free', { to: '/subscribe/payment?plan=monthly&new=no' }],
  ['/subscribe/create-account?plan=monthly', 'plus', { to: '/subscribe/welcome-back?plan=monthly' }],
  ['/subscribe/login?plan=annual', 'guest', { step: 'login' }],
  ['/subscribe/login?plan=annual', 'free', { to: '/subscribe/payment?plan=annual&new=no' }],
  ['/subscribe/login?plan=annual', 'plus', { to: '/subscribe/welcome-back?plan=annual' }],
  ['/subscribe/payment?plan=annual', 'guest', { to: '/subscribe/login?plan=annual' }],
  ['/subscribe/payment?plan=annual', 'free', { step: 'payment' }],
  ['/subscribe/payment?plan=annual&new=yes', 'plus', { to: '/subscribe/thank-you?plan=annual&new=yes' }],
  ['/subscribe/payment', 'free', { to: '/subscribe' }],
  ['/subscribe/payment?plan=weekly&version=2', 'free', { to: '/subscribe?version=2' }],
  ['/subscribe/thank-you?plan=annual', 'guest', { to: '/subscribe/login?plan=annual' }],
  ['/subscribe/thank-you?plan=annual', 'free', { step: 'thank-you' }],
  ['/subscribe/thank-you?plan=annual&new=yes', 'plus', { step: 'thank-you' }],
  ['/subscribe/welcome-back', 'guest', { to: '/subscribe/login' }],
  ['/subscribe/welcome-back?plan=monthly', 'free', { to: '/subscribe/payment?plan=monthly&new=no' }],
  ['/subscribe/welcome-back', 'plus', { step: 'welcome-back' }],
];

describe('GET /subscribe/{step}', () => {
  it.each(table)('%s for a %s reader', async (path, tier, expected) => {
    const res = await get(path, tier);
    expect(res.headers.get('cache-control')).toContain('no-store');
    if ('to' in expected) {
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(expected.to);
      return;
    }
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`data-funnel-step="${expected.step}"`);
    // The site header is hidden on every funnel page.
    expect(html).not.toContain('data-island="SiteHeader"');
  });

  it('answers an unknown step with the site’s 404 page', async () => {
    const res = await get('/subscribe/checkout?plan=annual', 'free');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('Page not found');
  });

  it('draws three layouts of the same plans for versions 0 (or none), 1 and 2', async () => {
    const pages = await Promise.all(
      ['', '?version=0', '?version=1', '?version=2', '?version=9'].map(async (q) => (await get(`/subscribe${q}`, 'guest')).text()),
    );
    const headline = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    expect(pages.map((html) => /data-funnel-version="(\d)"/.exec(html)?.[1])).toEqual(['0', '0', '1', '2', '0']);
    expect(new Set(pages.slice(1, 4).map(headline)).size).toBe(3);
    for (const html of pages) {
      for (const text of [
        'data-choose-plan="monthly"',
        'data-choose-plan="annual"',
        '$2.49',
        '$9.96',
        '$1.86',
        '$89.64',
        '$119.52',
        'Save 30 percent',
      ])
        expect(html, text).toContain(text);
    }
    // The layout travels along the funnel: the next steps keep it.
    expect(await (await get('/subscribe/sign-up?plan=annual&version=2', 'guest')).text()).toContain('data-funnel-version="2"');
  });

  it('thank-you offers onboarding (through /login) to a new account and reading to anyone else; welcome-back says so', async () => {
    const fresh = await (await get('/subscribe/thank-you?plan=annual&new=yes', 'plus')).text();
    expect(fresh).toContain('Next, Customize Your Experience');
    expect(fresh).toMatch(/href="\/login"[^>]*>Next, Customize Your Experience/);
    const returning = await (await get('/subscribe/thank-you?plan=annual&new=no', 'plus')).text();
    expect(returning).toMatch(/href="\/trending"[^>]*>Start Reading!/);
    // Both say what is now unlocked, each thing with where to try it.
    for (const page of [fresh, returning]) {
      const unlocked = /data-unlocked="">([\s\S]*?)<\/section>/.exec(page)?.[1] ?? '';
      expect(unlocked).toContain('Now unlocked');
      for (const b of PLUS_BENEFITS) expect(unlocked).toContain(b);
      expect(unlocked).toMatch(/href="\/local"[^>]*>Unlimited local news/);
      expect(unlocked).toMatch(/href="\/foryou"[^>]*>Up and down voting/);
    }
    expect(fresh).toMatch(/Your receipt is on its way to [^<\s]+@/);
    const back = await (await get('/subscribe/welcome-back', 'plus')).text();
    expect(back).toContain('You are already a subscriber!');
    expect(back).toMatch(/href="\/trending"[^>]*>Start Reading</);
  });
});

describe('POST /subscribe (the plan choice)', () => {
  const choose = (tier: Tier, fields: Record<string, string>) =>
    postForm('/subscribe', fields, cookies[tier] ? { cookie: cookies[tier] } : {});

  it('sends a guest to make an account, a free reader to pay and a subscriber to welcome-back, keeping the layout', async () => {
    const guest = await choose('guest', { plan: 'annual', version: '1' });
    expect(guest.status).toBe(303);
    expect(guest.headers.get('location')).toBe('/subscribe/sign-up?plan=annual&version=1');
    expect((await choose('free', { plan: 'monthly', version: '0' })).headers.get('location')).toBe('/subscribe/payment?plan=monthly');
    expect((await choose('plus', { plan: 'annual', version: '2' })).headers.get('location')).toBe(
      '/subscribe/welcome-back?plan=annual&version=2',
    );
  });

  it('draws the plans again with the problem for a plan that is not ours, and refuses a cross-site post', async () => {
    const bad = await choose('guest', { plan: 'weekly', version: '2' });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('plan must be monthly or annual');
    expect(html).toContain('data-funnel-version="2"');
    const cross = await postForm(
      '/subscribe',
      { plan: 'annual' },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(cross.status).toBe(403);
  });
});

describe('the article a gate sent the reader from (docs/decisions/032)', () => {
  const choose = (tier: Tier, fields: Record<string, string>) =>
    postForm('/subscribe', fields, cookies[tier] ? { cookie: cookies[tier] } : {});
  const PASSWORD = 'funnel-article-1';

  it('rides from the plans through the plan choice, sign-up and payment', async () => {
    const plans = await (await get('/subscribe?article=42', 'guest')).text();
    expect(plans).toContain('name="article" value="42"');
    const chosen = await choose('guest', { plan: 'annual', version: '0', article: '42' });
    expect(chosen.headers.get('location')).toBe('/subscribe/sign-up?plan=annual&article=42');
    const signup = await (await get('/subscribe/sign-up?plan=annual&article=42', 'guest')).text();
    expect(islandProps(signup, 'AuthForm')).toMatchObject({
      redirect: 'subscribe-annual-a42',
      switchHref: '/subscribe/login?plan=annual&article=42',
    });
    const email = `gate${uniq()}@example.com`;
    const posted = await postForm('/signup?redirect=subscribe-annual-a42', { email, password: PASSWORD, confirm_password: PASSWORD });
    expect(posted.headers.get('location')).toBe('/subscribe/payment?plan=annual&new=yes&article=42');
    expect((await get('/subscribe/payment?plan=annual&new=yes&article=42', 'guest')).headers.get('location')).toBe(
      '/subscribe/login?plan=annual&article=42',
    );
    expect(sessionCookie(posted)).toBeTruthy();
  });

  it('a free reader pays on the gate’s link and the coupon box keeps the article', async () => {
    const res = await get('/subscribe/payment?plan=annual&article=42', 'free');
    expect(res.status).toBe(200);
    expect(islandProps(await res.text(), 'PaymentForm')).toMatchObject({
      applyCoupon: { action: '/subscribe/payment?plan=annual&article=42', keep: { plan: 'annual', article: '42' } },
    });
    const applied = await postForm(
      '/subscribe/payment?plan=annual&article=42',
      { coupon: '', plan: 'annual', article: '42' },
      { cookie: cookies.free },
    );
    expect(applied.status).toBe(200);
    expect(islandProps(await applied.text(), 'PaymentForm')).toMatchObject({ applyCoupon: { keep: { article: '42' } } });
  });

  it('a subscriber on payment goes to thank-you, which leads back to the article; so does welcome-back', async () => {
    const paid = await get('/subscribe/payment?plan=annual&article=42', 'plus');
    expect(paid.headers.get('location')).toBe('/subscribe/thank-you?plan=annual&new=no&article=42');
    expect(await (await get('/subscribe/thank-you?plan=annual&new=no&article=42', 'plus')).text()).toMatch(
      /href="\/article\/42"[^>]*>Start Reading!/,
    );
    const fresh = await (await get('/subscribe/thank-you?plan=annual&new=yes&article=42', 'plus')).text();
    expect(fresh).toMatch(/href="\/login"[^>]*>Next, Customize Your Experience/);
    expect(fresh).toMatch(/href="\/article\/42"[^>]*>Back to the article/);
    expect(await (await get('/subscribe/welcome-back?article=42', 'plus')).text()).toMatch(/href="\/article\/42"[^>]*>Start Reading</);
    expect((await choose('plus', { plan: 'annual', article: '42' })).headers.get('location')).toBe(
      '/subscribe/welcome-back?plan=annual&article=42',
    );
  });

  it('drops anything but a positive id', async () => {
    for (const junk of ['/evil', '-1', '1e9x', 'https://evil.example', '0']) {
      const q = encodeURIComponent(junk);
      expect((await get(`/subscribe/payment?plan=annual&article=${q}`, 'guest')).headers.get('location')).toBe(
        '/subscribe/login?plan=annual',
      );
      expect((await choose('free', { plan: 'annual', article: junk })).headers.get('location')).toBe('/subscribe/payment?plan=annual');
      expect(await (await get(`/subscribe?article=${q}`, 'guest')).text()).not.toContain('name="article"');
    }
    const fresh = await (await get('/subscribe/thank-you?plan=annual&new=yes&article=/evil', 'plus')).text();
    expect(fresh).not.toContain('Back to the article');
    expect(await (await get('/subscribe/thank-you?plan=annual&article=-1', 'plus')).text()).toMatch(
      /href="\/trending"[^>]*>Start Reading!/,
    );
  });
});
