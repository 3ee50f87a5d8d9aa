// /account/interests, /locations and /following in Chromium: follows saved as they are toggled,
// the state filter, optimistic curator follows (the list changes before the API answers), focus
// following the moved curator, and the two empty states.
import { expect, expectNoAxeViolations, test } from './fixtures';
import { fromSite, newReader, open } from './readers';

test.describe('account follows', () => {
  test('interests: follow and unfollow categories and topics', async ({ page }) => {
    await newReader(page);
    await open(page, '/account/interests');
    const politics = page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: 'Politics' });
    const space = page.getByRole('list', { name: 'Topics' }).getByRole('button', { name: 'Space' });
    await politics.click();
    await space.click();
    await expect(politics).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await (await page.request.get('/api/my-tags')).json()).data.length).toBe(2);
    await open(page, '/account/interests');
    await expect(politics).toHaveAttribute('aria-pressed', 'true');
    await space.click();
    await expect(space).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await (await page.request.get('/api/my-tags?type=topic')).json()).data.length).toBe(0);
  });

  test("locations: the state filter (50 states plus 'Any State') and following a city", async ({ page }) => {
    await newReader(page);
    await open(page, '/account/locations');
    const filter = page.locator('[data-location-picker] [data-state-filter]');
    await filter.locator('summary').click();
    await expect(filter.getByRole('link')).toHaveCount(51);
    await expect(filter.getByRole('link').first()).toHaveText('Any State');
    await filter.getByRole('link', { name: 'Texas' }).click();
    const list = page.locator('[data-location-results]');
    // Wait for the filtered list itself (places read "City, TX" or "Texas").
    await expect
      .poll(async () => {
        const names = await list.getByRole('button').allInnerTexts();
        return names.length > 0 && names.every((name) => /(, TX|\bTexas)$/.test(name));
      })
      .toBe(true);
    await expect(list.getByRole('button', { name: 'Austin, TX' })).toBeVisible();
    await list.getByRole('button', { name: 'Austin, TX' }).click();
    await expect(page.getByRole('list', { name: 'Your locations' }).getByRole('button', { name: 'Austin, TX' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect
      .poll(async () => (await (await page.request.get('/api/my-tags?type=location')).json()).data.map((t: { name: string }) => t.name))
      .toEqual(['Austin-TX']);
    await open(page, '/account/locations');
    await expect(page.getByRole('list', { name: 'Your locations' }).getByRole('button', { name: 'Austin, TX' })).toBeVisible();
  });

  test('locations: the search box filters the chips as the reader types, grouped by state, and works from the URL', async ({ page }) => {
    test.setTimeout(60_000);
    await newReader(page);
    await open(page, '/account/locations');
    const results = page.locator('[data-location-results]');
    const before = await results.getByRole('button').count();
    expect(before).toBeGreaterThan(50);
    await page.getByRole('searchbox', { name: 'Search locations' }).fill('springfield');
    await expect
      .poll(async () => {
        const names = await results.getByRole('button').allInnerTexts();
        return names.length >= 2 && names.every((name) => /Springfield, [A-Z]{2}$/.test(name));
      })
      .toBe(true);
    // One group per state: Illinois and Massachusetts each have a Springfield.
    await expect(
      results.getByRole('list', { name: 'Locations in Illinois' }).getByRole('button', { name: 'Springfield, IL' }),
    ).toBeVisible();
    await expect(results.getByRole('list', { name: 'Locations in Massachusetts' })).toBeVisible();
    // The same search from the URL (the form's GET without a script), within one state.
    await open(page, '/account/locations?q=springfield&state=IL');
    await expect(page.getByRole('searchbox', { name: 'Search locations' })).toHaveValue('springfield');
    await expect(results.getByRole('button')).toHaveText([/Springfield, IL$/]);
    await expectNoAxeViolations(page);
  });

  test('following: optimistic follow and unfollow, and both empty states', async ({ page }) => {
    await newReader(page);
    await open(page, '/account/following');
    await expect(page.getByText('You have not followed any curators')).toBeVisible();
    // Hold the API's answer back: the list must change before it answers.
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/curators/*/follow', async (route) => {
      await held;
      await route.continue();
    });
    const discover = page.getByRole('list', { name: 'Discover curators' });
    const first = discover.getByRole('listitem').first();
    const name = (await first.locator('span.font-semibold').innerText()).trim();
    const answered = page.waitForResponse((r) => r.url().includes('/api/curators/') && r.request().method() === 'POST');
    await first.getByRole('button', { name: `Follow ${name}` }).click();
    await expect(page.getByRole('list', { name: 'Curators you follow' }).getByRole('button', { name: `Unfollow ${name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Unfollow ${name}` })).toBeFocused();
    answer();
    expect((await answered).status()).toBe(200);
    await page.unroute('**/api/curators/*/follow');
    const total = (await (await page.request.get('/api/curators?count=100')).json()).meta.paging.total;
    const buttons = discover.getByRole('button', { name: /^Follow / });
    while ((await buttons.count()) > 0) await buttons.first().click();
    await expect(page.getByText('You are following everyone already!')).toBeVisible();
    await page.getByLabel('Search curators').fill('zzzz-nobody');
    await expect(page.getByText('No results')).toBeVisible();
    await expect.poll(async () => (await (await page.request.get('/api/my-curators')).json()).data.length).toBe(total);
    await open(page, '/account/following');
    await expect(page.getByText('You are following everyone already!')).toBeVisible();
    await page.getByRole('button', { name: `Unfollow ${name}` }).click();
    await expect(page.getByRole('list', { name: 'Discover curators' }).getByRole('button', { name: `Follow ${name}` })).toBeVisible();
  });

  test("saved: Remove unsaves an article with 'Bookmark removed', and it stays removed", async ({ page }) => {
    await newReader(page);
    expect((await page.request.post('/api/articles/1/bookmark', { data: {}, headers: fromSite() })).status()).toBe(200);
    await open(page, '/account/saved');
    const remove = page.locator('[data-saved-toggle="1"]');
    await expect(remove).toHaveText('Remove');
    await expectNoAxeViolations(page);
    await remove.click();
    await expect(page.locator('[data-toast="success"]')).toHaveText(/Bookmark removed/);
    await expect(remove).toHaveText('Save again');
    await open(page, '/account/saved');
    await expect(page.getByText('You have not saved any articles yet.')).toBeVisible();
  });
});
