// Onboarding ('Customize your experience') in Chromium, with and without Skip: the phone step's
// SMS consent (with the opt-in short code), Back/Next/Skip, the state filter, the interest that
// makes a reader onboarded, 'Complete' → /trending; the sign-up prompt modal (Escape, focus trap,
// close button, 'Sign Up'); axe on every step.
import { expect, expectNoAxeViolations, test } from './fixtures';
import { newReader, open } from './readers';

const primary = (page: import('@playwright/test').Page, name: 'Next' | 'Complete') =>
  page.locator('[data-onboarding]').getByRole('button', { name, exact: true });

test.describe('onboarding', () => {
  test('a guest is sent to /login', async ({ page }) => {
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('with Skip: location, interests, payment, Complete → /trending', async ({ page }) => {
    test.setTimeout(60_000);
    const me = await newReader(page);
    expect(me.next).toBe('/onboarding');
    await open(page, me.next);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customize your experience');
    const flow = page.locator('[data-onboarding]');
    await expect(flow).toHaveAttribute('data-onboarding', 'phone');
    await expect(primary(page, 'Next')).toBeDisabled();
    await expect(flow.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await flow.getByRole('button', { name: 'Skip' }).click();

    await expect(flow).toHaveAttribute('data-onboarding', 'location');
    await expect(flow.getByRole('button', { name: 'Skip' })).toHaveCount(0);
    await expect(flow.getByRole('heading', { name: 'Choose your locations' })).toBeFocused();
    const filter = page.locator('[data-location-picker] [data-state-filter]');
    await filter.locator('summary').click();
    await expect(filter.getByRole('link')).toHaveCount(51);
    await filter.getByRole('link', { name: 'Colorado' }).click();
    await page.getByRole('list', { name: 'Locations in Colorado' }).getByRole('button', { name: 'Denver, CO' }).click();
    await expect(page.getByRole('list', { name: 'Your locations' }).getByRole('button', { name: 'Denver, CO' })).toBeVisible();
    await expectNoAxeViolations(page);
    await primary(page, 'Next').click();

    await expect(flow).toHaveAttribute('data-onboarding', 'interests');
    await expect(primary(page, 'Next')).toBeDisabled();
    await expect(page.getByText('Follow at least one interest to continue.')).toBeVisible();
    await page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: 'Science' }).click();
    await expect(primary(page, 'Next')).toBeEnabled();
    await expectNoAxeViolations(page);
    await primary(page, 'Next').click();

    await expect(flow).toHaveAttribute('data-onboarding', 'payment');
    // The real payment, skippable: a plan choice opens the card form; Complete finishes without paying.
    await expect(flow.locator('[data-onboarding-payment=choose]')).toBeVisible();
    await expect(flow.locator('[data-plan-choice=annual]')).toBeVisible();
    await expect(primary(page, 'Next')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await primary(page, 'Complete').click();
    await expect(page).toHaveURL(/\/trending$/);

    const profile = (await (await page.request.get('/api/profile')).json()).data;
    expect(profile).toMatchObject({ onBoarded: true, phone: null });
    const tags = (await (await page.request.get('/api/my-tags')).json()).data.map((t: { name: string }) => t.name).sort();
    expect(tags).toEqual(['Denver-CO', 'Science']);
  });

  test('without Skip: the phone from ?phone=, consent required, Back keeps it, Complete → /trending', async ({ page }) => {
    test.setTimeout(60_000);
    await newReader(page);
    await open(page, '/onboarding?phone=%2B1%20303%20555%200199');
    const flow = page.locator('[data-onboarding]');
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toHaveValue('+1 303 555 0199');
    const consent = page.getByRole('checkbox');
    await expect(flow).toContainText('36363');
    await expect(primary(page, 'Next')).toBeDisabled();
    await consent.check();
    await primary(page, 'Next').click();

    await expect(flow).toHaveAttribute('data-onboarding', 'location');
    await flow.getByRole('button', { name: 'Back' }).click();
    await expect(flow).toHaveAttribute('data-onboarding', 'phone');
    await expect(phone).toHaveValue('+1 303 555 0199');
    await expect(consent).toBeChecked();
    await primary(page, 'Next').click();
    await primary(page, 'Next').click();
    await page.getByRole('list', { name: 'Topics' }).getByRole('button', { name: 'Space' }).click();
    await primary(page, 'Next').click();
    await expect(flow).toHaveAttribute('data-onboarding', 'payment');
    await flow.getByRole('button', { name: 'Back' }).click();
    await expect(flow).toHaveAttribute('data-onboarding', 'interests');
    await expect(page.getByRole('list', { name: 'Topics' }).getByRole('button', { name: 'Space' })).toHaveAttribute('aria-pressed', 'true');
    await primary(page, 'Next').click();
    await primary(page, 'Complete').click();
    await expect(page).toHaveURL(/\/trending$/);

    expect((await (await page.request.get('/api/profile')).json()).data).toMatchObject({ onBoarded: true, phone: '+1 303 555 0199' });
    await open(page, '/account/profile');
    await expect(page.getByText('Text alerts are on for this number.')).toBeVisible();
  });
});

test.describe('sign-up prompt modal', () => {
  test("guests' vote and save buttons open it; Escape, the focus trap, the close button and 'Sign Up'", async ({ page }) => {
    await open(page, '/trending');
    await page.locator('main a[href^="/article/"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const upvote = page.getByRole('button', { name: 'Upvote' });
    await upvote.click();
    const dialog = page.getByRole('dialog', { name: 'Get an Edgewire Account' });
    // The page holds the subscribe prompt too (closed): this is the sign-up prompt's <dialog>.
    const modal = page.locator('[data-modal]').filter({ hasText: 'Get an Edgewire Account' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Sign up for a free account today!');
    await expect(modal).toHaveClass(/max-w-md/);
    await expectNoAxeViolations(page);

    // Tab and Shift+Tab never leave the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    // Escape closes after the 170 ms animation and gives focus back. The closing state lasts only
    // 170 ms, too short to poll for on a loaded machine, so an observer records that it happened.
    await modal.evaluate((d) => {
      const w = window as unknown as { sawClosing?: boolean };
      w.sawClosing = false;
      new MutationObserver(() => {
        if (d.hasAttribute('data-closing')) w.sawClosing = true;
      }).observe(d, { attributes: true, attributeFilter: ['data-closing'] });
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { sawClosing?: boolean }).sawClosing)).toBe(true);
    await expect(upvote).toBeFocused();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Downvote' }).click();
    await dialog.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
