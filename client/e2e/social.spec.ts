// Social sign-in in Chromium against the local provider that `npm start` runs
// (scripts/standins/oidc.ts, oauth2-mock-server): each button on /login goes through the real
// redirect round trip — Apple's through its auto-submitting form_post page — and ends signed in;
// a replayed callback ends on /login with the catalogue message, signing nobody in or up.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { fromSite, open } from './readers';

const PROVIDERS = [
  // The local provider's demo people (DEMO_IDENTITIES): Google's is the seeded, onboarded reader.
  { provider: 'google', label: 'Google', lands: /\/trending$/, email: 'reader@edgewire.test' },
  { provider: 'facebook', label: 'Facebook', lands: /\/onboarding(\?step=phone)?$/, email: 'fb.reader@example.com' },
  { provider: 'twitter', label: 'X', lands: /\/onboarding(\?step=phone)?$/, email: 'x-1600000000000000001@users.edgewire.invalid' },
  { provider: 'apple', label: 'Apple', lands: /\/onboarding(\?step=phone)?$/, email: 'apple.reader@example.com' },
] as const;

const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
/** The local provider's login_hint: which person signs in (see scripts/standins/oidc.ts). */
const hint = (h: Record<string, string>) => encodeURIComponent(new URLSearchParams(h).toString());

async function profile(page: Page) {
  const res = await page.request.get('/api/profile');
  return { status: res.status(), email: res.ok() ? ((await res.json()) as { data: { email: string } }).data.email : null };
}

async function expectLoginError(page: Page, message: string) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('[data-toast="error"]')).toContainText(message);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test.describe('social sign-in through the local provider', () => {
  for (const p of PROVIDERS) {
    test(`${p.provider}: the button on /login goes to the provider and back, signed in`, async ({ page }) => {
      await open(page, '/login');
      const button = page.locator(`[data-social="${p.provider}"]`);
      await expect(button).toContainText(p.label);
      const toProvider = page.waitForRequest((r) => r.url().includes('code_challenge='));
      const back = page.waitForRequest((r) => r.url().includes(`/auth/${p.provider}/callback`));
      await button.click();
      const authorize = new URL((await toProvider).url());
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('state')).toBeTruthy();
      const callback = await back;
      // Apple answers with form_post: the provider's page POSTs code and state to the callback.
      expect(callback.method()).toBe(p.provider === 'apple' ? 'POST' : 'GET');
      await expect(page).toHaveURL(p.lands);
      expect(await profile(page)).toEqual({ status: 200, email: p.email });
    });
  }

  test('a cancelled sign-in returns to /login silently, keeping where the reader was going', async ({ page }) => {
    await page.goto(`/auth/google/start?redirect=foryou&login_hint=${hint({ error: 'access_denied' })}`);
    await expect(page).toHaveURL(/\/login\?redirect=foryou$/);
    await expect(page.locator('[data-toast="info"]')).toContainText('Please login or sign up to access personalized content.');
    await expect(page.locator('[data-toast="error"]')).toHaveCount(0);
    expect((await profile(page)).status).toBe(401);
  });
});

test.describe('a replayed callback', () => {
  test('used again in the same browser: back on /login with the message, not signed in', async ({ page }) => {
    const sub = `16${Date.now()}`;
    const back = page.waitForRequest((r) => r.url().includes('/auth/twitter/callback'));
    await page.goto(`/auth/twitter/start?login_hint=${hint({ sub })}`);
    const callbackUrl = (await back).url();
    await expect(page).toHaveURL(/\/onboarding(\?step=phone)?$/);
    expect((await page.request.post('/api/auth/sign-out', { data: {}, headers: fromSite() })).status()).toBe(200);
    await page.goto(callbackUrl);
    await expectLoginError(page, 'Something went wrong.');
    expect((await profile(page)).status).toBe(401);
    await expectNoAxeViolations(page);
  });

  test('used in another browser before the reader: refused, and no account is created', async ({ page, browser }) => {
    const email = `replay-${uniq()}@example.com`;
    // The reader's browser starts a sign-in; the callback URL is captured before it is used.
    const start = await page.request.get(`/auth/facebook/start?login_hint=${hint({ sub: `1${Date.now()}`, email })}`, { maxRedirects: 0 });
    expect(start.status()).toBe(302);
    const atProvider = await page.request.get(start.headers().location!, { maxRedirects: 0 });
    const callbackUrl = atProvider.headers().location!;
    expect(callbackUrl).toContain('/auth/facebook/callback?code=');

    const other = await browser.newContext();
    try {
      const attacker = await other.newPage();
      await attacker.goto(callbackUrl);
      await expectLoginError(attacker, 'Something went wrong.');
      await expectNoAxeViolations(attacker);
      expect((await profile(attacker)).status).toBe(401);
    } finally {
      await other.close();
    }
    const signIn = await page.request.post('/api/auth/sign-in', {
      data: { method: 'password-sign-in', email, password: 'whatever-1' },
      headers: fromSite(),
    });
    expect(signIn.status()).toBe(401);
    expect(((await signIn.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('Account does not exist.');
  });
});
