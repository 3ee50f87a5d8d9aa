// Search in a real Chromium against the seeded demo data: the header's combobox (1000 ms debounce,
// 'Articles' and 'Topics' groups, 'No results found', click outside, keyboard) and the /search page
// (server-rendered results, live updates with a 300 ms debounce, the address kept in step).
// The seed has published stories about elections and a topic named 'Elections'.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { open } from './readers.ts';

const NO_HITS = 'qzxvkjw';

async function openTrending(page: Page) {
  await open(page, '/trending');
  return headerSearch(page);
}

function headerSearch(page: Page) {
  const form = page.getByRole('search', { name: 'Site' });
  return {
    form,
    input: form.getByRole('combobox', { name: 'Search articles and topics' }),
    listbox: form.getByRole('listbox', { name: 'Search results' }),
    articles: form.getByRole('group', { name: 'Articles' }).getByRole('option'),
    topics: form.getByRole('group', { name: 'Topics' }).getByRole('option'),
  };
}

test.describe('header search', () => {
  test("typing shows 'Articles' and 'Topics', with no axe violations while open", async ({ page }) => {
    test.slow(); // a full axe scan of the front page (13 s alone here, over 30 s beside a busy CI run)
    const s = await openTrending(page);
    await s.input.fill('election');
    await expect(s.listbox).toBeVisible();
    await expect(s.input).toHaveAttribute('aria-expanded', 'true');
    await expect(s.form.getByRole('group', { name: 'Articles' })).toBeVisible();
    await expect(s.topics.filter({ hasText: 'Elections' })).toBeVisible();
    const count = await s.articles.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    await expect(s.articles.first()).toHaveAttribute('data-href', /^\/article\/\d+(\?[a-z0-9-]+)?$/);
    await expectNoAxeViolations(page);
  });

  test("a search with no hits says 'No results found'", async ({ page }) => {
    const s = await openTrending(page);
    await s.input.fill(NO_HITS);
    await expect(s.form.getByText('No results found')).toBeVisible();
    await expect(s.listbox).toBeHidden();
    await expect(s.input).toHaveAttribute('aria-expanded', 'false');
  });

  test('blank text searches nothing', async ({ page }) => {
    const s = await openTrending(page);
    let requests = 0;
    page.on('request', (r) => void (r.url().includes('/api/search') && requests++));
    await s.input.fill('   ');
    // The next real search proves the debounce has had its chance to fire for the blank text.
    await s.input.fill(NO_HITS);
    await expect(s.form.getByText('No results found')).toBeVisible();
    expect(requests).toBe(1);
  });

  test('clicking outside clears the dropdown; Escape closes it', async ({ page }) => {
    const s = await openTrending(page);
    await s.input.fill('election');
    await expect(s.listbox).toBeVisible();
    await page.locator('h1').first().click();
    await expect(s.listbox).toBeHidden();
    await expect(s.input).toHaveAttribute('aria-expanded', 'false');
    // Cleared, not just hidden: the keyboard cannot bring the old results back.
    await s.input.focus();
    await s.input.press('ArrowDown');
    await expect(s.listbox).toBeHidden();

    await s.input.fill('elections');
    await expect(s.listbox).toBeVisible();
    await s.input.press('Escape');
    await expect(s.listbox).toBeHidden();
    await expect(s.input).toHaveValue('elections');
  });

  test('choosing an article opens /article/{id}', async ({ page }) => {
    const s = await openTrending(page);
    await s.input.fill('election');
    const first = s.articles.first();
    await expect(first).toBeVisible();
    const href = await first.getAttribute('data-href');
    await first.click();
    await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === href);
    await expect(page.locator('h1').first()).toBeVisible();
  });

  test('keyboard: ArrowDown then Enter opens the first article', async ({ page }) => {
    const s = await openTrending(page);
    await s.input.fill('election');
    await expect(s.listbox).toBeVisible();
    const href = await s.articles.first().getAttribute('data-href');
    await s.input.press('ArrowDown');
    await expect(s.articles.first()).toHaveAttribute('aria-selected', 'true');
    const firstId = await s.articles.first().getAttribute('id');
    await expect(s.input).toHaveAttribute('aria-activedescendant', firstId!);
    await s.input.press('Enter');
    await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === href);
  });

  test('choosing a topic opens its trending page', async ({ page, consoleErrors }) => {
    // /trending/{tag} belongs to another feature; only the navigation is checked here.
    consoleErrors.allow(/status of 404/);
    const s = await openTrending(page);
    await s.input.fill('elections');
    await s.topics.filter({ hasText: 'Elections' }).first().click();
    await expect(page).toHaveURL(/\/trending\/elections$/);
  });

  test('Enter without a chosen option goes to the /search page', async ({ page }) => {
    const s = await openTrending(page);
    await s.input.fill('election');
    await s.input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=election$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  });

  test('a failed request shows an error text, not a crash', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/ERR_FAILED|Failed to load resource/);
    await page.route('**/api/search?**', (route) => route.abort());
    const s = await openTrending(page);
    await s.input.fill('election');
    await expect(s.form.getByText('Search is unavailable right now. Please try again.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trending' })).toBeAttached();
  });

  test('works at 390 px wide', async ({ page }) => {
    test.slow(); // a full axe scan of the front page, as above
    await page.setViewportSize({ width: 390, height: 844 });
    const s = await openTrending(page);
    await expect(s.input).toBeVisible();
    const box = (await s.input.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await s.input.fill('election');
    await expect(s.listbox).toBeVisible();
    const list = (await s.listbox.boundingBox())!;
    expect(list.x + list.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search box is a plain form to /search', async ({ page }) => {
    await page.goto('/trending');
    await headerSearch(page).input.fill('election');
    await headerSearch(page).input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=election$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Articles' })).toBeVisible();
  });
});

test.describe('/search page', () => {
  test('renders results for ?q= and updates them as the reader types', async ({ page }) => {
    const response = await open(page, '/search?q=election');
    expect(response!.status()).toBe(200);
    const main = page.getByRole('main');
    const input = main.getByRole('searchbox', { name: 'Search articles and topics' });
    await expect(input).toHaveValue('election');
    // One search box on the page: the header leaves its own out here.
    await expect(page.getByRole('searchbox')).toHaveCount(1);
    await expect(page.getByRole('search', { name: 'Site' })).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 2, name: 'Articles' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Elections', exact: true })).toHaveAttribute('href', '/trending/elections');
    await expect(main.locator('a[href^="/article/"]').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await input.fill('markets');
    await expect(main.getByRole('link', { name: 'Markets', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=markets$/);
    await expect(main.getByRole('link', { name: 'Elections', exact: true })).toBeHidden();

    await input.fill(NO_HITS);
    await expect(main.getByText('No results found')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${NO_HITS}$`));

    await input.fill('');
    await expect(main.getByText('Type a word or two to search articles and topics.')).toBeVisible();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('a slow, older answer never replaces a newer one', async ({ page }) => {
    let slowSettled!: () => void;
    const settled = new Promise<void>((resolve) => (slowSettled = resolve));
    let answerSlow!: () => void;
    const newerShown = new Promise<void>((resolve) => (answerSlow = resolve));
    await page.route('**/api/search?q=election', async (route) => {
      // A slow server for the first search only: it answers once the newer results are on screen.
      const response = await route.fetch();
      await newerShown;
      await route.fulfill({ response }).catch(() => undefined);
      slowSettled();
    });
    await open(page, '/search');
    const main = page.getByRole('main');
    const input = main.getByRole('searchbox', { name: 'Search articles and topics' });
    const slowRequest = page.waitForRequest(/\/api\/search\?q=election$/);
    await input.fill('election');
    await slowRequest;
    await input.fill('markets');
    await expect(main.getByRole('link', { name: 'Markets', exact: true })).toBeVisible();
    answerSlow();
    await settled;
    await expect(main.getByRole('link', { name: 'Markets', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Elections', exact: true })).toHaveCount(0);
  });

  test('blank q shows the prompt and seven suggested topics', async ({ page }) => {
    await page.goto('/search');
    const main = page.getByRole('main');
    await expect(main.getByText('Type a word or two to search articles and topics.')).toBeVisible();
    await expect(main.getByRole('region', { name: 'Popular topics' }).getByRole('link')).toHaveCount(7);
    await expectNoAxeViolations(page);
  });

  test("'No results found', FTS syntax and over-long text all answer 200", async ({ page }) => {
    for (const q of [NO_HITS, '"NEAR(a b', 'x'.repeat(10_001)]) {
      const response = await page.goto(`/search?q=${encodeURIComponent(q)}`);
      expect(response!.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    }
    await expect(page.getByRole('main').getByText('No results found')).toBeVisible();
  });
});
