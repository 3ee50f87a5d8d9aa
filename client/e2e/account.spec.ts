// /account in Chromium: a save on every settings page with its toast, the spec's messages, the
// theme kept across reloads without a flash (checked in the server HTML, before any script), the
// mobile menu toggle, sign-out, deletion after a confirmation modal, and axe on every page.
import { expect, expectNoAxeViolations, test } from './fixtures';
import { DEMO, fromSite, newReader, open, signIn } from './readers';

const toast = (page: import('@playwright/test').Page, type: string, text: string) =>
  page.locator(`[data-toast="${type}"]`, { hasText: text });
const SECTIONS = ['profile', 'billing', 'notifications', 'saved', 'interests', 'locations', 'following', 'theme'];

test.describe('account pages', () => {
  test('every section renders with the header and sidebar, and has no axe violations', async ({ page }) => {
    test.setTimeout(120_000);
    await newReader(page);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/profile$/);
    for (const s of SECTIONS) {
      await open(page, `/account/${s}`);
      await expect(page.locator('[data-island="SiteHeader"]')).toHaveCount(1);
      const nav = page.getByRole('navigation', { name: 'Account settings' });
      await expect(nav.getByRole('link', { name: 'Help and Support' })).toHaveAttribute('href', '/help');
      await expect(nav.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
      await expect(nav.getByRole('link', { name: /About \(version 1\.1\.11\)/ })).toBeVisible();
      await expect(nav.locator(`a[href="/account/${s}"]`)).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);
    }
  });

  test('profile: one Save for the details (disabled while unchanged), the e-mail rule, phone and password, each with its message', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const me = await newReader(page);
    await open(page, '/account/profile');
    const details = page.getByRole('button', { name: 'Save details' });
    await expect(details).toBeDisabled();
    const username = page.getByRole('textbox', { name: 'Username' });
    await username.fill(`e2e_${Date.now().toString(36)}`);
    await expect(details).toBeEnabled();
    await details.click();
    await expect(toast(page, 'success', 'Username updated.')).toBeVisible();
    await expect(details).toBeDisabled();

    const email = page.getByRole('textbox', { name: 'E-mail', exact: true });
    await email.fill('not+allowed@example.com');
    await details.click();
    await expect(page.getByText('Invalid email format', { exact: true })).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill(`new-${me.email}`);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+1 512 555 0142');
    await details.click();
    await expect(toast(page, 'success', 'Email updated. Phone number updated.')).toBeVisible();

    const save = page.getByRole('button', { name: 'Save Password' });
    await expect(save).toBeDisabled();
    await page.getByLabel('New password').fill('abc');
    await page.getByLabel('Confirm password').fill('abc');
    await save.click();
    await expect(page.getByText('New password must be 6 or more characters in length.')).toBeVisible();
    await page.getByLabel('New password').fill('brand-new-pw');
    await page.getByLabel('Confirm password').fill('brand-new-pw2');
    await save.click();
    await expect(page.getByText('New Password and Confirm Password do not match.')).toBeVisible();
    await page.getByLabel('Confirm password').fill('brand-new-pw');
    await save.click();
    await expect(toast(page, 'success', 'Password updated.')).toBeVisible();
    await expect(save).toBeDisabled();

    // Still signed in (a fresh session), and everything saved.
    await open(page, '/account/profile');
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(`new-${me.email}`);
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 512 555 0142');
    await expectNoAxeViolations(page);
  });

  test("a taken username shows 'Could not update user.' and the reason on the field", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 409/);
    await newReader(page);
    await open(page, '/account/profile');
    await page.getByRole('textbox', { name: 'Username' }).fill('reader');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(toast(page, 'error', 'Could not update user.')).toBeVisible();
    await expect(page.getByText('That username is already taken.')).toBeVisible();
  });

  test('notifications are saved once, 1200 ms after the last change', async ({ page }) => {
    await newReader(page);
    await open(page, '/account/notifications');
    const patches: number[] = [];
    page.on('request', (r) => r.method() === 'PATCH' && r.url().endsWith('/api/profile') && patches.push(Date.now()));
    const t0 = Date.now();
    await page.getByRole('switch', { name: 'Breaking news' }).click();
    await page.getByRole('switch', { name: 'Comments' }).click();
    const last = Date.now();
    await page.getByRole('switch', { name: 'Morning and evening briefing' }).click();
    await expect(toast(page, 'success', 'Notification settings updated.')).toBeVisible();
    expect(patches).toHaveLength(1);
    expect(patches[0]! - last).toBeGreaterThanOrEqual(1100);
    expect(t0).toBeLessThan(patches[0]!);
    await open(page, '/account/notifications');
    for (const name of ['Breaking news', 'Comments', 'Morning and evening briefing'])
      await expect(page.getByRole('switch', { name })).not.toBeChecked();
    const profile = await (await page.request.get('/api/profile')).json();
    expect(profile.data).toMatchObject({
      notification_breaking: false,
      notification_am_pm: false,
      email_notification_comments: 'none',
      push_notification_comments: 'none',
    });
  });

  test('theme: switches at once, is saved, and the server renders it on <html> before any script', async ({ page, browser }) => {
    await newReader(page);
    await open(page, '/account/theme');
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(toast(page, 'success', 'Theme settings updated.')).toBeVisible();
    // The HTML as it leaves the server: the class is already there, so there is nothing to flash.
    const html = await (await page.request.get('/trending')).text();
    expect(/<html[^>]*>/.exec(html)![0]).toContain('class="dark"');
    // And a browser that runs no script at all paints dark on reload.
    const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const still = await noJs.newPage();
    await still.goto('/account/theme');
    await expect(still.locator('html')).toHaveClass('dark');
    await expect(still.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await noJs.close();

    await page.reload();
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Light' }).check();
    await expect(page.locator('html')).toHaveClass('light');
    await expect(toast(page, 'success', 'Theme settings updated.')).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile') && r.request().method() === 'PATCH');
    await page.getByRole('radio', { name: 'Follow device' }).check();
    await expect(page.locator('html')).not.toHaveClass(/dark|light/);
    expect((await saved).status()).toBe(200);
    await expect(toast(page, 'success', 'Theme settings updated.').last()).toBeVisible();
    expect(/<html[^>]*>/.exec(await (await page.request.get('/account/theme')).text())![0]).not.toContain('class=');
  });

  test("saved and billing: a demo reader's bookmarks, a Plus plan, and the free reader's way into the funnel", async ({
    page,
    browser,
  }) => {
    await signIn(page, DEMO.plus);
    await open(page, '/account/saved');
    await expect(page.getByText(/^\d+ saved articles?$/)).toBeVisible();
    expect(await page.locator('[data-account-section] article').count()).toBeGreaterThan(0);
    await open(page, '/account/billing');
    // The demo Plus reader's annual subscription, billed at the local Stripe at every start: the plan and its renewal.
    await expect(page.getByRole('heading', { name: 'Edgewire Plus Annual' })).toBeVisible();
    await expect(page.getByText(/^Renews on /)).toBeVisible();
    // The free reader in a browser of its own: in this one, the Plus reader's page-hide analytics
    // beacon can still be in flight when the sign-up replaces the session, and its answer (the old
    // session refused) would clear the new cookie.
    const free = await (await browser.newContext()).newPage();
    await newReader(free);
    await open(free, '/account/billing');
    await expect(free.locator('[data-billing-plan=annual]')).toHaveAttribute('href', '/subscribe/payment?plan=annual');
    await expect(free.locator('[data-billing-plan=monthly]')).toHaveAttribute('href', '/subscribe/payment?plan=monthly');
    await open(free, '/account/saved');
    await expect(free.getByText('You have not saved any articles yet.')).toBeVisible();
    await free.context().close();
  });

  test('on a phone, a Menu/Back toggle switches between the section list and the section (keyboard too)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.reader);
    await open(page, '/account/profile');
    const toggle = page.locator('[data-account-menu-toggle]');
    const nav = page.getByRole('navigation', { name: 'Account settings' });
    const section = page.locator('[data-account-section]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(section).toBeVisible();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(section).toBeHidden();
    await expect(toggle).toHaveText(/Back to Profile/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Space');
    await expect(section).toBeVisible();
    await expect(nav).toBeHidden();
  });

  test('Sign Out ends the session and goes to /', async ({ page }) => {
    await newReader(page);
    await open(page, '/account/profile');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/profile')).status()).toBe(401);
  });

  test('deleting the account asks first, then removes it and goes to /', async ({ page }) => {
    const me = await newReader(page);
    await open(page, '/account/profile');
    const opener = page.getByRole('button', { name: 'Delete Account' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/profile')).status()).toBe(401);
    const again = await page.request.post('/api/auth/sign-in', {
      data: { method: 'password-sign-in', email: me.email, password: me.password },
      headers: fromSite(),
    });
    expect(again.status()).toBe(401);
  });
});
