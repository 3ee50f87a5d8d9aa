// Buying as a reader meets it (issue 28 item 6): the gate on a paid story says the spec's words,
// the price and three benefits, with one button, for a guest and for a free reader; the thank-you
// step lists what is unlocked; a Plus reader's onboarding has no payment step. axe on each.
import { expect, expectNoAxeViolations, test } from './fixtures';
import { DEMO, open, signIn } from './readers';

type Listed = { id: number; content_type: string; paywall: string };

let paid: number;

test.beforeAll(async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  for (let p = 1; p <= 10 && !paid; p++) {
    const { data } = (await (await page.request.get(`/api/articles?page=${p}&count=100`)).json()) as { data: Listed[] };
    paid = data.find((a) => a.content_type === 'mxm_exclusive' && a.paywall === 'paid')?.id ?? 0;
  }
  expect(paid, 'a seeded paid exclusive').toBeTruthy();
});

for (const who of ['guest', 'free'] as const) {
  test(`the gate offers Plus to a ${who} with its price, three benefits and one button`, async ({ page }) => {
    if (who === 'free') await signIn(page, DEMO.reader);
    await open(page, `/article/${paid}`);
    const gate = page.locator('[data-paywall="subscription"]');
    await expect(gate.getByText('Subscribe to the paid tier to access this content.', { exact: true })).toBeVisible();
    await expect(gate.locator('[data-gate-price]')).toContainText('$89.64 per year');
    await expect(gate.locator('[data-gate-benefits] li')).toHaveCount(3);
    await expect(gate.locator('a.btn')).toHaveCount(1);
    await expect(gate.locator('a.btn')).toHaveAttribute('href', `/subscribe?article=${paid}`);
    await expect(gate.getByRole('link', { name: 'Login' })).toHaveCount(who === 'guest' ? 1 : 0);
    await expectNoAxeViolations(page);
  });
}

test('thank-you lists what is unlocked, each with where to try it', async ({ page }) => {
  await signIn(page, DEMO.plus);
  await open(page, `/subscribe/thank-you?plan=annual&new=yes&article=${paid}`);
  const unlocked = page.locator('[data-unlocked]');
  await expect(unlocked.getByRole('heading', { name: 'Now unlocked' })).toBeVisible();
  await expect(unlocked.getByRole('link', { name: /Unlimited local news/ })).toHaveAttribute('href', '/local');
  await expect(page.getByRole('link', { name: 'Next, Customize Your Experience' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a Plus reader’s onboarding has no payment step: interests is the last, with Complete', async ({ page }) => {
  await signIn(page, DEMO.plus);
  await open(page, '/onboarding?step=payment');
  const steps = page.getByRole('list', { name: 'Steps' });
  await expect(steps.getByRole('listitem')).toHaveText(['1. Phone', '2. Location', '3. Interests']);
  await expect(page.locator('[data-onboarding="interests"]')).toBeVisible();
  await expect(page.locator('[data-onboarding]').getByRole('button', { name: 'Complete', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
