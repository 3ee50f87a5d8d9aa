// The demo Plus account billed at the local Stripe, in Chromium against the server Playwright
// starts (scripts/start.ts --e2e, which bills it the way `npm start` does at every start): its
// /account/billing shows the card, the invoice with Stripe's hosted link, cancel, switch, update
// card and manage, and manage opens the stand-in's billing portal for that customer. Read only:
// the confirmation steps are opened, never confirmed, as other specs rely on the account being Plus.
import { expect, expectNoAxeViolations, test } from './fixtures';
import { DEMO, open, signIn } from './readers';
import { standInUrl } from './standins';

test('on a fresh server the demo Plus account’s billing shows card, invoices, cancel, switch and manage', async ({ page }) => {
  const stripe = new URL(standInUrl('Stripe')).origin;
  await signIn(page, DEMO.plus);
  await open(page, '/account/billing');

  const plan = page.locator('[data-billing-subscription]');
  await expect(plan.getByRole('heading', { name: 'Edgewire Plus Annual' })).toBeVisible();
  expect(await plan.getAttribute('data-billing-subscription')).toMatch(/^sub_/);
  await expect(plan.locator('[data-billing-status=active]')).toHaveText('Active');
  await expect(plan.locator('[data-billing-card]')).toHaveText(/^Visa ending in 4242, expires \d\d\/\d\d$/);
  // The seed's PLUS20 coupon: 20 % off the annual price, on every charge.
  await expect(plan.locator('[data-billing-next-charge]')).toContainText('$71.71 on ');

  const invoice = page.locator('[data-billing-invoice]').last();
  await expect(invoice).toContainText('$71.71');
  await expect(invoice).toContainText('Paid');
  const hosted = await invoice.getByRole('link').getAttribute('href');
  expect(hosted, 'the invoice lives at the local Stripe').toMatch(new RegExp(`^${stripe}/i/in_`));
  expect((await page.request.get(hosted!)).status()).toBe(200);

  await expect(page.getByRole('button', { name: 'Update card' })).toBeVisible();
  await page.locator('[data-billing-confirm=switch] summary').click();
  await expect(page.getByRole('button', { name: 'Yes, switch to Monthly' })).toBeVisible();
  await page.locator('[data-billing-confirm=cancel] summary').click();
  await expect(page.getByRole('button', { name: 'Yes, cancel at period end' })).toBeVisible();
  await expect(page.locator('[data-billing-unreachable]')).toHaveCount(0);
  await expect(page.locator('[data-billing-extras]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe}/p/session/`));
  await expect(page.getByText(DEMO.plus)).toBeVisible();
  await page.getByRole('link', { name: 'Return to Edgewire' }).click();
  await expect(page).toHaveURL(/\/account\/billing$/);
});
