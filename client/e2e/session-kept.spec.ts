// An error answer never signs a reader out (issue 26; docs/decisions/049-session-decided-once.md):
// a signed-in reader who opens a page that does not exist, reads a page whose picture asks for one,
// or presses down-vote as a free reader keeps their session cookie and is still signed in after.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newReader, open } from './readers.ts';

/** The session cookie as the browser holds it (HttpOnly: only the context can read it). */
async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'ew_session')?.value;
}

/** Still signed in: the cookie is the one the reader had, the API knows them, a page draws them. */
async function expectStillSignedIn(page: Page, cookie: string | undefined) {
  expect(cookie, 'a session to keep').toBeTruthy();
  expect(await sessionCookie(page)).toBe(cookie);
  expect((await page.request.get('/api/profile')).status()).toBe(200);
  await open(page, '/trending');
  await expect(page.locator('html')).toHaveAttribute('data-session', 'reader');
}

/** A story from the front page, opened: the n-th, so parallel specs' votes stay apart. */
async function openStory(page: Page, n: number) {
  await open(page, '/trending');
  const hrefs = await page
    .locator('main a[href^="/article/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!.split('#')[0]!))]);
  await open(page, hrefs[n]!);
  return Number(/\/article\/(\d+)/.exec(hrefs[n]!)![1]);
}

test.describe('a signed-in reader stays signed in', () => {
  test('after opening /article/abc and the other pages the probe found', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    await newReader(page);
    const cookie = await sessionCookie(page);
    for (const path of ['/article/abc', '/article/320x', '/news/-1', '/articles/320.json']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      // The error page itself draws the reader (a guest's page would also wipe their local caches).
      await expect(page.locator('html'), path).toHaveAttribute('data-session', 'reader');
      expect(await sessionCookie(page), path).toBe(cookie);
    }
    await expectStillSignedIn(page, cookie);
  });

  test('after a page of this site whose <img> asks for /article/abc', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    await newReader(page);
    const cookie = await sessionCookie(page);
    // The page is served here (an editor's article body could hold the same tag); the picture's
    // request is the browser's own, with the reader's cookie, to the app.
    await page.route('**/e2e/picture-of-a-missing-page', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Probe</title><img src="/article/abc" alt="">' }),
    );
    const picture = page.waitForResponse((r) => new URL(r.url()).pathname === '/article/abc');
    await page.goto('/e2e/picture-of-a-missing-page');
    const res = await picture;
    expect(res.status()).toBe(404);
    expect((await res.request().allHeaders()).cookie).toContain('ew_session=');
    expect((await res.allHeaders())['set-cookie'] ?? '').not.toMatch(/ew_session=;/);
    await expectStillSignedIn(page, cookie);
  });

  test('after a free reader presses down-vote, with JavaScript', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 403/);
    await newReader(page);
    const cookie = await sessionCookie(page);
    const id = await openStory(page, 12);
    await page.locator('main [data-actions]').first().locator('[data-press="down"]').click();
    await expect(page.getByRole('dialog', { name: 'Get Edgewire Plus' })).toBeVisible();
    // The island knows a free reader may not down-vote and asks nothing; the request it sends when
    // its page says otherwise (drawn while the reader was Plus) is refused by the server:
    const status = await page.evaluate(
      async (article) => (await fetch(`/api/articles/${article}/downvote`, { method: 'POST' })).status,
      id,
    );
    expect(status).toBe(403);
    await expectStillSignedIn(page, cookie);
  });

  test('after a free reader presses down-vote, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await newReader(page);
    const cookie = await sessionCookie(page);
    await page.goto('/trending');
    const href = await page.locator('main a[href^="/article/"]').nth(14).getAttribute('href');
    await page.goto(href!);
    // The action bar's form: a free reader's down press goes to the plans.
    await page.locator('main [data-actions]').first().locator('[data-press="down"]').click();
    await expect(page).toHaveURL(/\/landing$/);
    expect(await sessionCookie(page)).toBe(cookie);
    expect((await page.request.get('/api/profile')).status()).toBe(200);
    await page.goto('/trending');
    await expect(page.locator('html')).toHaveAttribute('data-session', 'reader');
    await context.close();
  });
});
