// The front page: /trending (also served at / and /home) in a real Chromium.
// Contract: an <h1> with today's date computed on the server in UTC ("Saturday, November 21, 2026"),
// at least 12 zones ([data-zone]) holding article cards (a[href^="/article/"]), and the client entry
// setting <html data-hydrated="true"> once React has hydrated.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** Matches "November 21" for the UTC day of `at` (the server renders the date in UTC). */
function dateHeading(at: Date): string {
  const month = at.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${month}\\s+${at.getUTCDate()}\\b`;
}

/** Today's UTC date, tolerating a test that straddles midnight UTC. */
function todayPattern(startedAt: Date): RegExp {
  const options = new Set([dateHeading(startedAt), dateHeading(new Date())]);
  return new RegExp(`(${[...options].join('|')})`);
}

test.describe('front page', () => {
  test("/trending renders today's zones, hydrates and has no axe violations", async ({ page }) => {
    // axe checks the contrast of every card, scrolling each phone strip to see its cards: on the long
    // front page that takes 10-30 s on a busy CI machine.
    test.slow();
    const startedAt = new Date();
    const response = await page.goto('/trending');
    expect(response, 'no response for /trending').not.toBeNull();
    expect(response!.status()).toBe(200);
    expect(response!.headers()['content-type']).toMatch(/text\/html/);

    const heading = page.locator('h1').first();
    await expect(heading).toHaveText(todayPattern(startedAt));

    const zonesWithCards = page.locator('[data-zone]:has(a[href^="/article/"])');
    await expect.poll(() => zonesWithCards.count(), { message: 'zones with article cards' }).toBeGreaterThanOrEqual(12);
    await expect(page.locator('a[href^="/article/"]').first()).toBeVisible();

    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    await expectNoAxeViolations(page);
  });

  for (const path of ['/', '/home']) {
    test(`${path} renders the same heading as /trending`, async ({ page }) => {
      await page.goto('/trending');
      const expected = (await page.locator('h1').first().textContent())?.trim();
      expect(expected, '/trending has no h1 text').toBeTruthy();

      const response = await page.goto(path);
      expect(response!.status()).toBe(200);
      await expect(page.locator('h1').first()).toHaveText(expected!);
      await expect(page.locator('[data-zone]').first()).toBeVisible();
    });
  }

  test('an unknown page answers 404 with an HTML page', async ({ page, consoleErrors }) => {
    // Chromium logs the 404 of the document itself as a console error: that one is expected.
    consoleErrors.allow(/status of 404/);
    const response = await page.goto('/no-such-page');
    expect(response!.status()).toBe(404);
    expect(response!.headers()['content-type']).toMatch(/text\/html/);
    await expect(page.locator('body')).not.toHaveText(/^\s*$/);
  });
});
