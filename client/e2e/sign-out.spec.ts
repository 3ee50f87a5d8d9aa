// Sign-out clears the reader's local caches (spec §4; client/browser/lib/local-caches.ts): with
// JavaScript on submit, and after a sign-out posted without it on the next page that runs
// JavaScript. Device settings (the snackbar's dismissal) stay.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fromSite, newReader, open } from './readers.ts';

const CACHES = {
  'a.uid': 'reader-uid',
  utm_url: 'https://x.test/?utm_source=a',
  utm_referrer: 'https://r.test/',
  signup_article_id: '7',
  gad: '123',
  'popup.welcome': '1',
};
const DEVICE = { 'ew.snackbar.dismissed': String(Date.now()) };

const fill = (page: Page) =>
  page.evaluate(
    (items) => {
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
    },
    { ...CACHES, ...DEVICE },
  );
const storage = (page: Page) => page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));

test.describe('sign-out clears the local caches', () => {
  test('with JavaScript: on Sign Out, and a fresh guest id afterwards', async ({ page, consoleErrors }) => {
    // The popup runtime reads the reader's profile once the page is idle; on a slow machine that
    // read can leave just as Sign Out ends the session, and then it is (rightly) refused.
    consoleErrors.allow(/status of 401 .*\/api\/profile/);
    await newReader(page);
    await open(page, '/account/profile');
    expect((await storage(page))['ew.signedIn']).toBe('1');
    await fill(page);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('data-session', 'guest');
    const after = await storage(page);
    for (const key of ['utm_url', 'utm_referrer', 'signup_article_id', 'popup.welcome', 'ew.signedIn'])
      expect(after[key], key).toBeUndefined();
    // Every page writes the ad-free flag afresh: a guest's is a new timestamp, not the reader's.
    expect(after.gad).toMatch(/^\d{13}$/);
    // The new guest is not the reader who left: a new anonymous id is made on arrival.
    expect(after['a.uid']).toBeTruthy();
    expect(after['a.uid']).not.toBe(CACHES['a.uid']);
    expect(after['ew.snackbar.dismissed']).toBe(DEVICE['ew.snackbar.dismissed']);
  });

  test('without JavaScript: the form signs out, and the next page with JavaScript clears the caches', async ({ browser, page }) => {
    // The no-JavaScript form itself: a POST that ends the session and lands on /.
    const nojs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await nojs.newPage();
    await newReader(plain);
    await plain.goto('/account/profile');
    await plain.getByRole('button', { name: 'Sign Out' }).click();
    await expect(plain).toHaveURL(/\/$/);
    expect((await plain.request.get('/api/profile')).status()).toBe(401);
    await nojs.close();

    // A browser that had a reader's caches and saw the sign-out only as that POST.
    await newReader(page);
    await open(page, '/account/profile');
    await fill(page);
    const res = await page.request.post('/sign-out', { headers: fromSite(), maxRedirects: 0 });
    expect(res.status()).toBe(303);
    await open(page, '/trending');
    const after = await storage(page);
    for (const key of ['utm_url', 'utm_referrer', 'signup_article_id', 'popup.welcome', 'ew.signedIn'])
      expect(after[key], key).toBeUndefined();
    // Every page writes the ad-free flag afresh: a guest's is a new timestamp, not the reader's.
    expect(after.gad).toMatch(/^\d{13}$/);
    expect(after['a.uid']).not.toBe(CACHES['a.uid']);
    expect(after['ew.snackbar.dismissed']).toBe(DEVICE['ew.snackbar.dismissed']);
  });

  test('a guest who never signed in keeps their campaign info', async ({ page }) => {
    await open(page, '/trending?utm_source=e2e');
    const before = await storage(page);
    expect(before.utm_url).toContain('utm_source=e2e');
    await open(page, '/about');
    expect((await storage(page)).utm_url).toBe(before.utm_url);
    expect((await storage(page))['a.uid']).toBe(before['a.uid']);
  });
});
