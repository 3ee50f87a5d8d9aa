// /account/billing and the ads, in Chromium against the local Stripe: cancelling at the period's
// end keeps Plus until Stripe ends the subscription (its customer.subscription.deleted webhook then
// makes the reader free); a second subscription made at Stripe is shown and cancelled at once; free
// readers get ad slots that shift nothing, Plus readers none at all.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { profileOf } from './plus-kit';
import { DEMO, fromSite, newReader, open, signIn } from './readers';
import { endSubscription, subscribeAtStripe, webhooksDelivered } from './stripe';

/** A new reader who subscribes with Stripe's test card through the API the payment form calls. */
async function newSubscriber(page: Page, plan: 'monthly' | 'annual' = 'monthly') {
  const { email } = await newReader(page);
  const res = await page.request.post('/aux/subscriptions', {
    data: { provider: 'stripe', plan, stripeToken: 'pm_card_visa' },
    headers: fromSite(),
  });
  expect(res.status(), await res.text()).toBe(200);
  expect((await profileOf(page)).subscribed).toBe(true);
  return email;
}

test('cancel at period end keeps Plus until the end; the deleted webhook then makes the reader free', async ({ page }) => {
  test.slow();
  await newSubscriber(page);
  await open(page, '/account/billing');
  const plan = page.locator('[data-billing-subscription]');
  const id = await plan.getAttribute('data-billing-subscription');
  await expect(plan.locator('[data-billing-card]')).toContainText('4242');
  await expectNoAxeViolations(page);

  await page.locator('[data-billing-confirm=cancel] summary').click();
  await page.getByRole('button', { name: 'Yes, cancel at period end' }).click();
  await expect(page).toHaveURL(/\/account\/billing/);
  await expect(page.locator('[data-billing-ends]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  expect((await profileOf(page)).subscribed, 'still Plus until the period ends').toBe(true);

  await endSubscription(id!);
  await webhooksDelivered();
  expect((await profileOf(page)).subscribed, 'free once Stripe ended it').toBe(false);
  await open(page, '/account/billing');
  await expect(page.locator('[data-billing-plans]')).toBeVisible();
});

test('resume undoes a cancellation; switching to annual changes the plan', async ({ page }) => {
  test.slow();
  await newSubscriber(page);
  await open(page, '/account/billing');
  await page.locator('[data-billing-confirm=cancel] summary').click();
  await page.getByRole('button', { name: 'Yes, cancel at period end' }).click();
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByRole('button', { name: 'Resume subscription' })).toHaveCount(0);
  await page.locator('[data-billing-confirm=switch] summary').click();
  await page.getByRole('button', { name: /Yes, switch to Annual/ }).click();
  await expect(page.locator('[data-billing-subscription]')).toContainText('Annual');
});

test('a second subscription made at Stripe is shown on the billing page and cancelled there at once', async ({ page }) => {
  test.slow();
  const email = await newSubscriber(page);
  const extra = await subscribeAtStripe(email, 'annual');
  await webhooksDelivered();
  await open(page, '/account/billing');
  const listed = page.locator(`[data-billing-extra="${extra.id}"], [data-billing-subscription="${extra.id}"]`);
  await expect(listed).toHaveCount(1);
  const section = page.locator('[data-billing-extras]');
  await expect(section.getByRole('heading', { name: 'Another subscription is billing you' })).toBeVisible();
  await expectNoAxeViolations(page);
  await section.locator('[data-billing-confirm=cancel-extra] summary').click();
  await section.getByRole('button', { name: 'Yes, cancel it now' }).click();
  await expect(page).toHaveURL(/\/account\/billing$/);
  await expect(page.getByText('The extra subscription is canceled. It will not be charged again.')).toBeVisible();
  await expect(page.locator('[data-billing-extras]')).toHaveCount(0);
  await expect(page.locator('[data-billing-subscription]')).toBeVisible();
  expect((await profileOf(page)).subscribed).toBe(true);
});

test.describe('ads', () => {
  for (const width of [390, 1366]) {
    test(`a free reader sees an ad slot at ${width} px and nothing shifts; a Plus reader gets none in the HTML`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, DEMO.reader);
      await page.addInitScript(() => {
        (window as unknown as { __shift: number }).__shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) (window as unknown as { __shift: number }).__shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await open(page, '/');
      const size = width < 728 ? '320x50' : '728x90';
      const [w, h] = size.split('x').map(Number);
      const slot = page.locator(`[data-ad-slot="${size}"]`).first();
      await expect(slot).toBeVisible();
      const box = (await slot.boundingBox())!;
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([w, h]);
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), 'CLS on / for a free reader').toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('gad'))).toMatch(/^\d{13}$/);

      await page.context().clearCookies();
      await signIn(page, DEMO.plus);
      const html = await (await page.request.get('/')).text();
      expect(html).not.toContain('data-ad');
      expect(html).not.toContain('data-promo=');
      await open(page, '/');
      expect(await page.evaluate(() => localStorage.getItem('gad'))).toBe('0');
    });
  }
});
