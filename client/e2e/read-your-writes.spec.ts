// D1 read replicas, read-your-writes (docs/decisions/068-d1-sessions.md) in the production bundle:
// a reader's vote answers with the bookmark cookie (HttpOnly, SameSite=Lax, minutes long, holding
// no personal data) beside the sign-in cookie it leaves alone, the next page carries it and shows
// the vote, and a forged bookmark cookie changes nothing for the reader. Locally there is one
// database and no replica: the lagging replica itself is worker/db/read-your-writes.test.ts's.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newReader, open } from './readers.ts';

const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name);

test('a vote leaves the bookmark cookie beside the session, and the next page shows the vote', async ({ page }) => {
  await newReader(page);
  const session = await cookie(page, 'ew_session');
  await open(page, '/trending');
  const hrefs = await page
    .locator('main a[href^="/article/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!.split('#')[0]!))]);
  // A story of its own (parallel specs vote on the first ones).
  await open(page, hrefs[25]!);
  const bar = page.locator('main [data-actions]').first();
  const voted = page.waitForResponse((r) => /\/api\/articles\/\d+\/upvote$/.test(r.url()));
  await bar.locator('[data-press="up"]').click();
  const answer = await voted;
  expect(answer.status()).toBe(200);

  const bookmark = await cookie(page, 'ew_d1s');
  expect(bookmark, 'the write answered with the bookmark cookie').toBeTruthy();
  expect(bookmark!.httpOnly).toBe(true);
  expect(bookmark!.sameSite).toBe('Lax');
  expect(bookmark!.expires * 1000 - Date.now()).toBeLessThanOrEqual(300_000);
  expect(decodeURIComponent(bookmark!.value)).toMatch(/^[0-9A-Za-z-]+\.\d+\.[A-Za-z0-9+/]+=$/);
  expect((await cookie(page, 'ew_session'))?.value).toBe(session?.value);

  const next = page.waitForRequest((r) => r.url() === page.url() && r.isNavigationRequest());
  await page.reload();
  expect((await (await next).allHeaders()).cookie).toContain('ew_d1s=');
  await expect(page.locator('main [data-actions]').first().locator('[data-press="up"]')).toHaveAttribute('aria-pressed', 'true');

  // A forged bookmark is ignored: the page still answers, the reader still signed in and voted.
  await page.context().addCookies([{ name: 'ew_d1s', value: 'ffffffff-forged.1.AAAA', url: new URL(page.url()).origin }]);
  const res = await page.reload();
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-session', 'reader');
  await expect(page.locator('main [data-actions]').first().locator('[data-press="up"]')).toHaveAttribute('aria-pressed', 'true');
  expect((await cookie(page, 'ew_session'))?.value).toBe(session?.value);
});
