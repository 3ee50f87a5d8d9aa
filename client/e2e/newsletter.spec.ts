// The newsletter, as a reader meets it: the footer's form on a page, the confirmation e-mail in the
// local mail catcher, the confirm link's button, the unsubscribe link's button; refusals on the
// page (a bad address, a forged link). axe on every new surface. Each test signs up from an IP of
// its own (CF-Connecting-IP), so the per-IP hourly limit never bites however often the suite runs.
import type { Browser } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { waitForMail } from './mailbox.ts';

const CHECK_INBOX = 'Check your inbox: we sent a link to confirm your subscription (it is valid for 7 days).';
const address = () => `e2e-nl-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const linkIn = (text: string, purpose: string) => new RegExp(`https?://[^\\s]+/newsletter/${purpose}\\?token=[\\w.-]+`).exec(text)?.[0];

async function reader(browser: Browser) {
  const ip = `10.27.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'cf-connecting-ip': ip } });
  return { context, page: await context.newPage() };
}

test('double opt-in through the mail catcher, then the unsubscribe link', async ({ browser }) => {
  // Six pages, five axe scans and a queue delivery: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const { context, page } = await reader(browser);
  const email = address();
  await page.goto('/about');
  const footer = page.locator('footer');
  const form = footer.locator('form[data-newsletter-form]');
  await form.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('heading', { name: 'The Edgewire newsletter' })).toBeVisible();
  await expectNoAxeViolations(page);

  await footer.getByLabel('Your e-mail address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('[data-toast="success"]', { hasText: CHECK_INBOX })).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Confirm your Edgewire newsletter subscription');
  const confirm = linkIn(mail.text, 'confirm')!;
  const unsubscribe = linkIn(mail.text, 'unsubscribe')!;
  expect(confirm, mail.text).toBeTruthy();
  expect(unsubscribe, mail.text).toBeTruthy();

  await page.goto(confirm);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You’re subscribed' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The confirm link again, after unsubscribing: nothing to confirm, and it says so.
  await page.goto(confirm);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page).toHaveURL(/\/newsletter\/gone$/);
  await context.close();
});

test('a bad address is refused on the page with the field named, and a forged link changes nothing', async ({ browser }) => {
  const { context, page } = await reader(browser);
  await page.goto('/about');
  const footer = page.locator('footer');
  await footer.getByLabel('Your e-mail address').fill('not-an-address');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  const field = page.getByRole('main').getByLabel('Your e-mail address');
  await expect(field).toHaveValue('not-an-address');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('main').getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expectNoAxeViolations(page);

  const res = await page.goto('/newsletter/confirm?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJmb3JnZWQta2V5LTEyMzQ1Njc4In0.forged');
  expect(res?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByText('Nothing was changed.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
