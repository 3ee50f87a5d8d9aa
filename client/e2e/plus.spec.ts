// Edgewire Plus end to end, in Chromium against the local Stripe (scripts/standins/stripe.ts) that
// the e2e server starts: the funnel from /landing to a paid article, a declined card, 3D Secure,
// the coupon, subscribers sent into the funnel, and the three marketing layouts. Billing and ads:
// billing.spec.ts.
import { expect, expectNoAxeViolations, test } from './fixtures';
import { authenticate, CARD, fillCard, profileOf, signUpInFunnel } from './plus-kit';
import { DEMO, open, signIn } from './readers';
import { advanceSubscription, webhooksDelivered } from './stripe';

type Listed = { id: number; content_type: string; paywall: string };

/** A seeded paid exclusive: what only Plus may read in full. */
async function paidArticle(page: import('@playwright/test').Page): Promise<number> {
  for (let n = 1; n <= 10; n++) {
    const { data } = (await (await page.request.get(`/api/articles?page=${n}&count=100`)).json()) as { data: Listed[] };
    const found = data.find((a) => a.content_type === 'mxm_exclusive' && a.paywall === 'paid');
    if (found) return found.id;
  }
  throw new Error('no seeded paid exclusive');
}

test.describe('the subscribe funnel', () => {
  test.slow(); // a sign-up, Stripe.js, a subscription and its webhooks per test

  test('a guest: /landing → annual → sign-up → payment with 4242 → thank-you → a paid article opens in full', async ({ page }) => {
    await open(page, '/landing');
    await expectNoAxeViolations(page);
    // The pricing block's annual button: a guest makes an account first.
    await page.locator('a[href="/subscribe/sign-up?plan=annual"]').first().click();
    await expect(page).toHaveURL(/\/subscribe\/sign-up\?plan=annual$/);
    await expect(page.locator('header[role=banner], [data-island=SiteHeader]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await signUpInFunnel(page);

    await expect(page).toHaveURL(/\/subscribe\/payment\?plan=annual&new=yes/);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('[data-plan-summary]')).toContainText('89.64');
    await fillCard(page, CARD.ok);
    await expectNoAxeViolations(page);
    await page.locator('[data-subscribe]').click();
    await expect(page.locator('[data-payment-success]')).toHaveText('Subscription created!');
    // The page reloads after 2 s; the funnel sends a subscriber on to thank-you.
    await expect(page).toHaveURL(/\/subscribe\/thank-you/, { timeout: 15_000 });
    await expect(page.locator('[data-thank-you=new]').getByRole('link', { name: 'Next, Customize Your Experience' })).toBeVisible();
    await expectNoAxeViolations(page);

    expect((await profileOf(page)).subscribed).toBe(true);
    const id = await paidArticle(page);
    await open(page, `/article/${id}`);
    await expect(page.getByText('This article requires a paid account.')).toHaveCount(0);
    await expect(page.locator('[data-ad]')).toHaveCount(0);
  });

  test('4000 0000 0000 0002: the decline in red, and no subscription', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 400 .*\/aux\/subscriptions/);
    await open(page, '/subscribe/sign-up?plan=monthly');
    await signUpInFunnel(page);
    await expect(page).toHaveURL(/\/subscribe\/payment\?plan=monthly/);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await fillCard(page, CARD.declined);
    await page.locator('[data-subscribe]').click();
    const error = page.locator('[data-payment-error]');
    await expect(error).toHaveText('Your card was declined.');
    await expect(error).toHaveCSS('color', /rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)|rgb\(2\d\d, 1\d\d, 1\d\d\)/);
    await expect(page.locator('[data-payment-success]')).not.toHaveText('Subscription created!');
    expect((await profileOf(page)).subscribed).toBe(false);
    await open(page, '/account/billing');
    await expect(page.locator('[data-billing-subscription]')).toHaveCount(0);
  });

  test('4000 0025 0000 3155 passes the 3D Secure step', async ({ page }) => {
    await open(page, '/subscribe/sign-up?plan=monthly');
    await signUpInFunnel(page);
    await expect(page).toHaveURL(/\/subscribe\/payment\?plan=monthly/);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await fillCard(page, CARD.authenticate);
    await page.locator('[data-subscribe]').click();
    await authenticate(page, 'Complete');
    await expect(page.locator('[data-payment-success]')).toHaveText('Subscription created!');
    await expect(page).toHaveURL(/\/subscribe\/thank-you/, { timeout: 15_000 });
    expect((await profileOf(page)).subscribed).toBe(true);
  });

  test('the coupon lowers the price shown and the price charged', async ({ page }) => {
    await open(page, '/subscribe/sign-up?plan=monthly');
    await signUpInFunnel(page);
    await expect(page).toHaveURL(/\/subscribe\/payment\?plan=monthly/);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const form = page.locator('[data-payment-form]');
    // The promotional's coupon comes filled in; without it the list price shows.
    await form.getByLabel('Coupon code').fill('');
    await form.locator('[data-coupon-apply]').click();
    await expect(page.locator('[data-plan-summary]')).toHaveAttribute('data-price-cents', '996');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.locator('[data-payment-form]').getByLabel('Coupon code').fill('PLUS20');
    await page.locator('[data-coupon-apply]').click();
    // 20 percent off 9.96
    await expect(page.locator('[data-plan-summary]')).toHaveAttribute('data-price-cents', '797');
    await expect(page.locator('[data-plan-summary]')).toContainText('7.97');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await fillCard(page, CARD.ok);
    await page.locator('[data-subscribe]').click();
    await expect(page.locator('[data-payment-success]')).toHaveText('Subscription created!');

    await expect(page).toHaveURL(/\/subscribe\/thank-you/, { timeout: 15_000 });

    // What Stripe charges once the free month is over: the stand-in ends the trial and bills.
    await open(page, '/account/billing');
    const id = await page.locator('[data-billing-subscription]').getAttribute('data-billing-subscription');
    await advanceSubscription(id!);
    await webhooksDelivered();
    await open(page, '/account/billing');
    await expect(page.locator('[data-billing-invoices]')).toContainText('$7.97');
  });

  test('a subscriber sent to payment lands on thank-you, sent to login on welcome-back', async ({ page }) => {
    await signIn(page, DEMO.plus);
    await open(page, '/subscribe/payment?plan=annual');
    await expect(page).toHaveURL(/\/subscribe\/thank-you/);
    await open(page, '/subscribe/login');
    await expect(page).toHaveURL(/\/subscribe\/welcome-back/);
    await expect(page.getByRole('heading', { name: 'You are already a subscriber!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Reading' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const version of ['0', '1', '2']) {
    test(`version ${version} of the funnel renders`, async ({ page }) => {
      const res = await open(page, `/subscribe?version=${version}`);
      expect(res!.status()).toBe(200);
      await expect(page.locator('[data-funnel-version]').first()).toHaveAttribute('data-funnel-version', version);
      await expect(page.locator('h1')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
