// Local (/local) in Chromium: each page of 18 drawn in groups of 3, 3, 6 and the rest, measured on
// the screen (a row of three, a column of three, six minis in rows of three); the location filter
// ('Any State' + 50 states) by mouse, keyboard and without JavaScript; the empty state; free
// readers' notice. axe-clean throughout. (A Plus reader's next page: worker/features/feeds/feeds.test.ts
// pins the FeedMore props; the seeded Plus reader has less than one page of local stories.)
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { DEMO, newReader, open, signIn } from './readers.ts';

const groups = (page: Page) => page.locator('[data-local-page="1"] > [data-local-group]');

/** Distinct rows (card tops, rounded) and the number of cards in a group, as laid out on screen. */
async function shape(page: Page, group: number) {
  const tops = await groups(page)
    .nth(group)
    .locator(':scope > article')
    .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
  return { cards: tops.length, rows: new Set(tops).size };
}

test.describe('Local split', () => {
  // The free demo reader follows Austin-TX and Texas-TX: more than a page of local stories.
  test('the first page is drawn as 3, 3, 6 and 6 in their layouts; axe-clean', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO.reader);
    await open(page, '/local');
    await expect(page.getByRole('heading', { level: 1, name: 'Local News' })).toBeVisible();
    await expect(groups(page)).toHaveCount(4);
    expect(await groups(page).evaluateAll((gs) => gs.map((g) => (g as HTMLElement).dataset.layout))).toEqual(['2', '7', '5', '8']);
    // Three portrait cards side by side, three landscape rows, six minis in two rows of three, the rest in rows of three.
    expect(await shape(page, 0)).toEqual({ cards: 3, rows: 1 });
    expect(await shape(page, 1)).toEqual({ cards: 3, rows: 3 });
    expect(await shape(page, 2)).toEqual({ cards: 6, rows: 2 });
    expect(await shape(page, 3)).toEqual({ cards: 6, rows: 2 });
    await expectNoAxeViolations(page);
  });

  test('on a phone every group is a column of cards', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.reader);
    await open(page, '/local');
    for (const [group, cards] of [
      [0, 3],
      [1, 3],
      [2, 6],
    ] as const)
      expect(await shape(page, group)).toEqual({ cards, rows: cards });
    await expectNoAxeViolations(page);
  });
});

test.describe('Local state filter', () => {
  test('Any State, then a state by mouse and by keyboard; the empty state names its way out; axe-clean', async ({ page }) => {
    await signIn(page, DEMO.plus);
    await open(page, '/local');
    const filter = page.locator('[data-state-filter]');
    const summary = filter.locator('summary');
    await expect(summary).toHaveText(/Any State/);
    await summary.click();
    const nav = page.getByRole('navigation', { name: 'Location filter' });
    await expect(nav.getByRole('link')).toHaveCount(51);
    await expect(nav.getByRole('link', { name: 'Any State' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    // Denver-CO is one of the Plus demo reader's locations.
    await nav.getByRole('link', { name: 'Colorado' }).click();
    await expect(page).toHaveURL(/\/local\?state=CO$/);
    await expect(summary).toHaveText(/Colorado/);
    const shown = await page
      .locator('main [data-actions]')
      .evaluateAll((bars) => bars.map((b) => Number((b as HTMLElement).dataset.actions)));
    expect(shown.length).toBeGreaterThan(0);
    const res = await page.request.get('/api/articles?scope=feed:near-me&state=CO&count=18');
    expect(shown).toEqual(((await res.json()).data as { id: number }[]).map((a) => a.id));

    // Keyboard: the summary opens the list, Tab reaches the states, Enter follows one.
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Wyoming' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/local\?state=WY$/);
    await expect(page.getByText('No local articles available for your selected locations.')).toBeVisible();
    await expect(page.locator('main .empty-state').getByRole('link', { name: 'Select More Locations' })).toHaveAttribute(
      'href',
      '/account/locations',
    );
    await expectNoAxeViolations(page);
  });

  test('works without JavaScript, and keeps the chosen chips', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, DEMO.plus);
    await page.goto('/local');
    const chip = page.getByRole('navigation', { name: 'Filters' }).locator('[data-chip]:not([data-chip="all"])').first();
    const id = await chip.getAttribute('data-chip');
    await chip.click();
    await page.locator('[data-state-filter] summary').click();
    await page.getByRole('navigation', { name: 'Location filter' }).getByRole('link', { name: 'Washington' }).click();
    await expect(page).toHaveURL(new RegExp(`/local\\?tags=${id}&state=WA$`));
    await expect(page.locator('[data-state-filter] summary')).toHaveText(/Washington/);
    await context.close();
  });

  test('a free reader gets the first page split, the notice and no endless loading', async ({ page }) => {
    await newReader(page);
    await open(page, '/local');
    await expect(page.getByText('Subscribe to the paid tier to access local news.')).toBeVisible();
    await expect(page.locator('[data-feed-more]')).toHaveCount(0);
    // A new account follows no location: the empty state, and the filter is still there.
    await expect(page.getByText('No local articles available for your selected locations.')).toBeVisible();
    await expect(page.locator('[data-state-filter]')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
