// Forms are real forms: they work with JavaScript off, a form filled before the page's script ran
// still signs in once it has, and no form anywhere submits by GET (except search), so nothing a
// reader types lands in a URL.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, newReader, open, signIn } from './readers';

const noSecretsIn = (url: string) => expect(url).not.toMatch(/password|email=|%40|@/);

test.describe('with JavaScript off', () => {
  // A form that comes back with errors answers with their status (400, 401, …), which Chromium
  // logs as a failed load: that is the point of these tests.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 4\d\d/] });

  test('sign-in shows its errors, then signs in and goes on', async ({ page, browser }) => {
    const other = await browser.newPage();
    const { email, password } = await newReader(other);
    await other.close();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.locator('[data-field-error="email"]')).toHaveText('Invalid email address.');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Incorrect password.')).toBeVisible();
    // The address comes back filled in; the password never does.
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    noSecretsIn(page.url());
  });

  test('sign-up refuses a mismatch, then creates the account', async ({ page }) => {
    const email = `nojs-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    await page.goto('/signup');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Confirm password').fill('secret-pass-2');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Your passwords to not match.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Confirm password').fill('secret-pass-1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    noSecretsIn(page.url());
  });

  test('forgot password: the empty address is refused, then /login says the link is on its way', async ({ page }) => {
    await page.goto('/forgotpassword');
    await page.getByRole('button', { name: 'Request Reset Link' }).click();
    await expect(page.locator('[data-field-error="email"]')).toHaveText('Please enter a valid email.');
    await page.getByLabel('E-mail').fill(DEMO.reader);
    await page.getByRole('button', { name: 'Request Reset Link' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(`If ${DEMO.reader} exists, you will recieve a reset link within 1-2 minutes.`)).toBeVisible();
  });

  test('the support form shows each problem on its field, then the thank-you note', async ({ page }) => {
    // Its own address for this run: the form allows 5 messages per address per hour.
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    await page.route('**/help', (route) => route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': ip } }));
    await page.goto('/help');
    const form = page.locator('[data-support-form]');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.locator('[data-field-error="name"]')).toHaveText('Please enter your name.');
    await expect(form.locator('[data-field-error="message"]')).toHaveText('Please enter a message.');
    await form.getByLabel('Name').fill('Ada Reader');
    await form.getByLabel('E-mail').fill('ada@example.com');
    await form.getByLabel('Subject').fill('No script');
    await form.getByLabel('Message').fill('Does this work without JavaScript?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you! Your message has been sent.' })).toBeVisible();
    await expect(page.getByText('to ada@example.com')).toBeVisible();
    noSecretsIn(page.url());
  });

  test('on a phone, Menu and Settings menu open their lists, and Sign Out signs out', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { email, password } = await newReader(page);
    await signIn(page, email, password);
    await page.goto('/account/profile');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(main.getByRole('link', { name: 'Trending' })).toBeVisible();
    // The open header menu covers the page (without a script it closes by leaving the page).
    await page.goto('/account/profile');
    const settings = page.getByRole('navigation', { name: 'Account settings' });
    await expect(settings).toBeHidden();
    await page.getByRole('button', { name: 'Settings menu' }).click();
    await expect(settings.getByRole('link', { name: 'Notifications' })).toBeVisible();
    await settings.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$|\/trending$|\/landing$/);
    await page.goto('/account/profile');
    await expect(page).toHaveURL(/\/login/);
  });
});

test('a login form filled before the script ran signs in once the script has run', async ({ page, browser }) => {
  const other = await browser.newPage();
  const { email, password } = await newReader(other);
  await other.close();
  // Hold every script back 2 s, as a slow phone would (a bounded delay is the scenario itself, not
  // a wait); a password manager fills the form at load, before the script has run.
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  noSecretsIn(page.url());
});

/** Every form on the page: how it submits. */
const formsOf = (page: Page) =>
  page.locator('form').evaluateAll((forms) =>
    forms.map((f) => ({
      method: (f.getAttribute('method') ?? 'get').toLowerCase(),
      search: f.getAttribute('role') === 'search',
      html: f.outerHTML.slice(0, 120),
    })),
  );

test('no form on any page submits by GET, except search', async ({ page }) => {
  const guestPages = [
    '/',
    '/trending',
    '/article/1',
    '/search?q=news',
    '/login',
    '/signup',
    '/forgotpassword',
    '/help',
    '/contact-us',
    '/about',
    '/landing',
  ];
  const readerPages = [
    '/foryou',
    '/local',
    '/onboarding',
    '/account/profile',
    '/account/notifications',
    '/account/saved',
    '/account/interests',
  ];
  const seen: string[] = [];
  const check = async (path: string) => {
    await open(page, path);
    for (const f of await formsOf(page)) {
      seen.push(path);
      expect(f.method === 'post' || f.search, `${path}: ${f.html}`).toBe(true);
    }
  };
  for (const path of guestPages) await check(path);
  await signIn(page, DEMO.reader);
  for (const path of readerPages) await check(path);
  // The walk really met forms (login, support, profile, search), not only empty pages.
  expect(new Set(seen)).toEqual(expect.objectContaining({ size: expect.any(Number) }));
  expect(seen).toEqual(expect.arrayContaining(['/login', '/help', '/account/profile', '/trending']));
});
