// Follows and onboarding with JavaScript off: every chip, follow button and onboarding move is a
// real form the server answers (303 back to the page, or the page again with the problem), and
// what it saves is there afterwards. Nothing the reader types lands in a URL.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newReader } from './readers';

const myTags = async (page: Page, type = '') =>
  ((await (await page.request.get(`/api/my-tags${type ? `?type=${type}` : ''}`)).json()).data as { name: string }[])
    .map((t) => t.name)
    .sort();

test.describe('with JavaScript off', () => {
  // The page again with a problem answers 400, which Chromium logs as a failed load.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 4\d\d/] });

  test('/account/interests: follow and unfollow a category', async ({ page }) => {
    await newReader(page);
    await page.goto('/account/interests');
    const politics = page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: 'Politics' });
    await expect(politics).toHaveAttribute('aria-pressed', 'false');
    await politics.click();
    await expect(politics).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/account\/interests$/);
    expect(await myTags(page)).toEqual(['Politics']);
    await politics.click();
    await expect(politics).toHaveAttribute('aria-pressed', 'false');
    expect(await myTags(page)).toEqual([]);
  });

  test('/account/following: follow and unfollow a curator', async ({ page }) => {
    await newReader(page);
    await page.goto('/account/following');
    const first = page.getByRole('list', { name: 'Discover curators' }).getByRole('listitem').first();
    const name = (await first.locator('span.font-semibold').innerText()).trim();
    await first.getByRole('button', { name: `Follow ${name}` }).click();
    const mine = page.getByRole('list', { name: 'Curators you follow' });
    await expect(mine.getByRole('button', { name: `Unfollow ${name}` })).toBeVisible();
    expect((await (await page.request.get('/api/my-curators')).json()).data.map((c: { name: string }) => c.name)).toEqual([name]);
    await mine.getByRole('button', { name: `Unfollow ${name}` }).click();
    await expect(page.getByText('You have not followed any curators')).toBeVisible();
  });

  test('onboarding from the phone step to Complete: each step saved, the problems on their step', async ({ page }) => {
    test.setTimeout(60_000);
    const me = await newReader(page);
    await page.goto(me.next);
    const flow = page.locator('[data-onboarding]');
    const next = flow.getByRole('button', { name: 'Next', exact: true });
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await expect(flow).toHaveAttribute('data-onboarding', 'phone');

    await phone.fill('+1 303 555 0199');
    await next.click();
    await expect(flow.locator('[data-form-error]')).toHaveText('Please agree to receive text messages, or skip this step.');
    await expect(phone).toHaveValue('+1 303 555 0199');
    await page.getByRole('checkbox').check();
    await next.click();

    await expect(flow).toHaveAttribute('data-onboarding', 'location');
    // The state filter is links: without a script the page comes back showing Texas.
    await flow.locator('[data-state-filter] summary').click();
    await flow.locator('[data-state-filter]').getByRole('link', { name: 'Texas' }).click();
    await expect(page).toHaveURL(/\/onboarding\?step=location&state=TX$/);
    await page.getByRole('list', { name: 'Locations in Texas' }).getByRole('button', { name: 'Austin, TX' }).click();
    await expect(page.getByRole('list', { name: 'Your locations' }).getByRole('button', { name: 'Austin, TX' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(flow).toHaveAttribute('data-onboarding', 'location');
    await next.click();

    await expect(flow).toHaveAttribute('data-onboarding', 'interests');
    await next.click();
    await expect(flow.locator('[data-form-error]')).toHaveText('Follow at least one interest to continue.');
    const science = page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: 'Science' });
    await science.click();
    await expect(science).toHaveAttribute('aria-pressed', 'true');
    await next.click();

    await expect(flow).toHaveAttribute('data-onboarding', 'payment');
    await flow.getByRole('button', { name: 'Back' }).click();
    await expect(flow).toHaveAttribute('data-onboarding', 'interests');
    await next.click();
    await flow.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(page).toHaveURL(/\/trending$/);

    expect((await (await page.request.get('/api/profile')).json()).data).toMatchObject({ onBoarded: true, phone: '+1 303 555 0199' });
    expect(await myTags(page)).toEqual(['Austin-TX', 'Science']);
    expect(page.url()).not.toMatch(/555|phone/);
  });

  test('onboarding: Skip leaves the phone unsaved', async ({ page }) => {
    await newReader(page);
    await page.goto('/onboarding');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+1 303 555 0100');
    await page.locator('[data-onboarding]').getByRole('button', { name: 'Skip' }).click();
    await expect(page.locator('[data-onboarding]')).toHaveAttribute('data-onboarding', 'location');
    expect((await (await page.request.get('/api/profile')).json()).data.phone).toBeNull();
    expect(page.url()).not.toMatch(/555/);
  });
});
