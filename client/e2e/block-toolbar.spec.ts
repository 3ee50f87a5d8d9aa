// The admin's block toolbar on the reader pages' rich-content blocks: the demo admin sees the
// draft/published switch and the edit link on the trending page's promo banner and the landing
// page's pricing table, and the switch (a form POST) shows the draft; a reader sees neither.
import { signInAdmin } from './admin-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { DEMO, open, signIn } from './readers.ts';

test('an admin gets the switch and the edit link on the promo banner and the pricing table', async ({ page }) => {
  test.slow();
  await signInAdmin(page);
  await open(page, '/trending');
  const banner = page.locator('[data-block-toolbar="trending-subscribe-banner"]:visible').first();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Edit block' })).toHaveAttribute('href', '/admin/ui-blocks/trending-subscribe-banner');
  await expect(banner.locator('[data-showing]')).toHaveText('published');
  await expectNoAxeViolations(page);
  await banner.getByRole('button', { name: 'Show draft' }).click();
  await expect(page).toHaveURL(/\/trending$/);
  const drafted = page.locator('[data-block-toolbar="trending-subscribe-banner"]:visible').first();
  await expect(drafted.locator('[data-showing]')).toHaveText('draft');
  // The seed's draft of the banner says "try Edgewire Plus free for a month".
  await expect(page.locator('[data-promo="subscribe"]:visible', { hasText: 'try Edgewire Plus free for a month' }).first()).toBeVisible();

  await open(page, '/landing');
  const pricing = page.locator('[data-block-toolbar="pricing-table"]');
  await expect(pricing).toBeVisible();
  await expect(pricing.getByRole('link', { name: 'Edit block' })).toHaveAttribute('href', '/admin/ui-blocks/pricing-table');
  // The admin's choice holds on every page: the pricing table shows its draft too.
  await expect(pricing.locator('[data-showing]')).toHaveText('draft');
  await expectNoAxeViolations(page);
  await pricing.getByRole('button', { name: 'Show published' }).click();
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.locator('[data-block-toolbar="pricing-table"] [data-showing]')).toHaveText('published');
});

test('a reader never sees a block toolbar', async ({ page }) => {
  await signIn(page, DEMO.reader);
  for (const path of ['/trending', '/landing', '/privacy']) {
    await open(page, path);
    await expect(page.locator('[data-block-toolbar]')).toHaveCount(0);
  }
  // The reader does get the banner the admin had tools on.
  await open(page, '/trending');
  await expect(page.locator('[data-promo="subscribe"]').first()).toBeAttached();
});
