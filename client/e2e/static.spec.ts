// Static pages in a real Chromium: /about, /help, /contact-us, the legal pages (seeded rich-content
// blocks), /landing and /thanks. Each renders, hydrates, has no axe violations and logs no errors;
// the site header is hidden on /landing and /thanks; the support form validates on the server,
// shows the messages beside the fields and turns into a thank-you note after a 201.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { DEMO, open, signIn } from './readers.ts';

const PAGES = [
  { path: '/about', heading: 'About Edgewire', header: true },
  { path: '/help', heading: 'Help and Support', header: true },
  { path: '/contact-us', heading: 'Help and Support', header: true },
  { path: '/privacy-policy', heading: 'Privacy Policy', header: true },
  { path: '/privacy', heading: 'Privacy Policy', header: true },
  { path: '/terms', heading: 'Terms of Service', header: true },
  { path: '/landing', heading: /Edgewire Plus/, header: false },
  { path: '/thanks', heading: 'Thank you for joining early access!', header: false },
] as const;

test.describe('static pages', () => {
  for (const p of PAGES) {
    test(`${p.path} renders with ${p.header ? 'the' : 'no'} site header and no axe violations`, async ({ page }) => {
      const response = await page.goto(p.path);
      expect(response!.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(p.heading);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('[data-island="SiteHeader"]')).toHaveCount(p.header ? 1 : 0);
      await expect(page.locator('footer')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('/about shows the app version', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText('Version 1.1.11')).toBeVisible();
  });

  test('legal pages show the seeded block text and the YouTube embed', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.locator('[data-block="sys-privacy-page"]')).toContainText('This Privacy Policy explains how Edgewire');
    // The account box is for readers: a guest sees neither it nor its button.
    await expect(page.locator('[data-block="sys-privacy-page"]')).not.toContainText('Signed in as');
    await expect(page.getByRole('link', { name: 'Manage your account' })).toHaveCount(0);
    // Guests never see the draft-only section.
    await expect(page.getByText('8. Changes to this policy')).toHaveCount(0);

    await signIn(page, DEMO.reader);
    await page.goto('/privacy');
    await expect(page.locator('[data-block="sys-privacy-page"]')).toContainText(/Signed in as \S+\?/);
    await expect(page.getByRole('link', { name: 'Manage your account' })).toHaveAttribute('href', '/account/profile');

    // The block's video is a facade: no request to YouTube until it is clicked (nothing leaves the machine).
    const youtube: string[] = [];
    await page.route(/^https:\/\/([^/]*\.)?(youtube(-nocookie)?\.com|ytimg\.com)\//, (route) => {
      youtube.push(route.request().url());
      return route.fulfill({ status: 204, body: '' });
    });
    await page.goto('/terms');
    await expect(page.locator('[data-block="sys-tos-page"]')).toContainText('These Terms of Service');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('link', { name: 'Play video: YouTube video (YouTube)' }).click();
    const video = page.locator('iframe[title="YouTube video"]');
    await expect(video).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?autoplay=1&enablejsapi=1/);
    await expect(video).toHaveAttribute('sandbox', /allow-scripts/);
    expect(youtube.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?'))).toBe(true);
  });

  test('/landing shows the Edgewire Plus plans linking into the funnel (sign-up, which sends a reader on to payment)', async ({ page }) => {
    await page.goto('/landing');
    await expect(page.getByText('One month is free', { exact: false }).first()).toBeVisible();
    const pricing = page.locator('[data-block="pricing"], [data-pricing-fallback]');
    await expect(pricing).toContainText('$2.49');
    await expect(pricing).toContainText('$89.64');
    await expect(pricing.locator('a[href="/subscribe/sign-up?plan=monthly"]')).toBeVisible();
    await expect(pricing.locator('a[href="/subscribe/sign-up?plan=annual"]')).toBeVisible();
  });

  test("the support form shows the API's field messages, then a thank-you note", async ({ page, consoleErrors }) => {
    // The e2e state persists between runs and the API allows 5 messages per IP per hour: give
    // this run's posts an IP of their own so reruns are not refused.
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    await page.route('**/api/support', (route) => route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': ip } }));
    // Chromium logs the 400 answers to the invalid submits as console errors; they are the point.
    consoleErrors.allow(/status of 400/);

    await open(page, '/help');
    const form = page.locator('[data-support-form]');
    const send = form.getByRole('button', { name: 'Send Message' });

    await send.click();
    await expect(form.locator('[data-field-error="name"]')).toHaveText('Please enter your name.');
    await expect(form.locator('[data-field-error="email"]')).toHaveText('Invalid email format.');
    await expect(form.locator('[data-field-error="subject"]')).toHaveText('Please enter a subject.');
    await expect(form.locator('[data-field-error="message"]')).toHaveText('Please enter a message.');
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name')).toBeFocused();
    await expectNoAxeViolations(page);

    await form.getByLabel('Name').fill('Ada Reader');
    await form.getByLabel('E-mail').fill('ada@example');
    await form.getByLabel('Subject').fill('Billing question');
    await form.getByLabel('Message').fill('How do I switch to the annual plan?');
    await send.click();
    await expect(form.locator('[data-field-error="email"]')).toHaveText('Invalid email format.');
    await expect(form.locator('[data-field-error="name"]')).toHaveCount(0);
    await expect(form.getByLabel('E-mail')).toBeFocused();

    await form.getByLabel('E-mail').fill('ada@example.com');
    await send.click();
    const thanks = page.getByRole('heading', { name: 'Thank you! Your message has been sent.' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(page.getByText('to ada@example.com')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
