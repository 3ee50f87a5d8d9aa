// Client resilience: an island whose chunk fails to load leaves its server HTML and a small
// "Couldn't load — Retry" after it (a ChunkLoadError); Retry loads the chunk again and hydrates.
// The sign-in form's island: its form still posts without it. (Not the front page: axe alone
// takes most of a test's 30 s there on a busy two-core machine.)
import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const hydrated = (island: Locator) => island.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer$')));

test('a failed island chunk shows Retry, and works after it', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/ChunkLoadError|Failed to fetch dynamically imported module|net::ERR_FAILED|island/);
  let aborted = 0;
  const asked: string[] = [];
  await page.route(/\/assets\/chunks\/AuthForm-[\w-]+\.js/, (route) => {
    asked.push(new URL(route.request().url()).search);
    return aborted++ === 0 ? route.abort('failed') : route.continue();
  });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(aborted).toBe(1);

  const island = page.locator('[data-island="AuthForm"]');
  const notice = page.locator('[data-island-failed="AuthForm"]');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(/^Couldn’t load — ?Retry$/);
  expect(await notice.getAttribute('title')).toBe('ChunkLoadError');
  expect(await hydrated(island)).toBe(false);
  await expectNoAxeViolations(page);

  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(notice).toHaveCount(0);
  await expect.poll(() => hydrated(island)).toBe(true);
  // The browser remembers a failed import: the retry asks for the chunk under a new address.
  expect(asked).toEqual(['', '?retry=1']);
});
