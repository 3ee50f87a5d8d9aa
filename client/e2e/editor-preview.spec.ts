// The article editor's story fields and Preview, and the dashboard of a fresh start, in Chromium as
// the demo admin (issue 28 item 8). The server is seeded as `npm start` seeds it, a week of demo
// traffic included, and start.ts rolls it up once before the first request.

import { SignJWT } from 'jose';
import { adminApi, signInAdmin } from './admin-kit.ts';
import { localSecret } from './d1.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { open } from './readers.ts';

// The preview link's rule (worker/features/articles/preview.ts), signed here as the Worker signs it:
// the share pass's HS256 with SHARE_PASS_SECRET, the preview's own audience, 24 hours.
const PREVIEW_PARAM = 'token';
const PREVIEW_TTL_SECONDS = 24 * 3600;
async function previewLink(secret: string, articleId: number, now: number) {
  const token = await new SignJWT({ art: articleId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('edgewire')
    .setAudience('edgewire-preview')
    .setJti(crypto.randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + PREVIEW_TTL_SECONDS)
    .sign(new TextEncoder().encode(secret));
  return { href: `/preview/article/${articleId}?${PREVIEW_PARAM}=${encodeURIComponent(token)}` };
}

const DRAFT_TEXT = `Unpublished paragraph ${Date.now().toString(36)}`;

test.describe('article editor', () => {
  test.beforeEach(async ({ page }) => {
    await signInAdmin(page);
  });

  test('a draft’s Preview shows it as readers will; an expired or tampered link does not', async ({ page, browser }) => {
    // Six pages and two axe runs: more than the default budget on a busy machine.
    test.slow();
    const title = `Preview draft ${Date.now().toString(36)}`;
    const draft = await adminApi<{ id: number }>(page, 'POST', '/articles', {
      title,
      content: `<p>Opening line.</p><p>${DRAFT_TEXT}</p>`,
      status: 'drafted',
      dek: 'A dek the preview carries.',
    });
    await open(page, `/admin/articles/${draft.id}`);
    for (const label of ['Dek', 'Byline (author)', 'Slug', 'SEO title', 'SEO description', 'Social image URL'])
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await expect(page.locator('[data-local-zone]')).toHaveText(/^Times in your time zone, /);
    await expect(page.getByLabel('Dek', { exact: true })).toHaveValue('A dek the preview carries.');
    await page.getByRole('link', { name: 'Preview' }).click();
    await expect(page).toHaveURL(new RegExp(`/preview/article/${draft.id}\\?${PREVIEW_PARAM}=`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(DRAFT_TEXT)).toBeVisible();
    await expect(page.locator('[data-preview-banner]')).toBeVisible();
    await expectNoAxeViolations(page);

    // Anyone holding the link sees it (a colleague without an account): a fresh, signed-out browser.
    const link = page.url();
    const guest = await browser.newContext();
    const other = await guest.newPage();
    await other.goto(link);
    await expect(other.getByText(DRAFT_TEXT)).toBeVisible();
    // Tampered: one character of the signature changed. Expired: signed a day and a minute ago.
    const token = new URL(link).searchParams.get(PREVIEW_PARAM)!;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const old = await previewLink(localSecret('SHARE_PASS_SECRET'), draft.id, Math.floor(Date.now() / 1000) - PREVIEW_TTL_SECONDS - 60);
    for (const href of [`/preview/article/${draft.id}?${PREVIEW_PARAM}=${encodeURIComponent(tampered)}`, old.href]) {
      const res = await other.goto(href);
      expect(res?.status()).toBe(403);
      await expect(other.getByRole('heading', { level: 1, name: 'This preview link has expired or is not valid' })).toBeVisible();
      await expect(other.getByText(DRAFT_TEXT)).toHaveCount(0);
      await expect(other.getByText(title)).toHaveCount(0);
    }
    await expectNoAxeViolations(other);
    await guest.close();
  });
});

test.describe('dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signInAdmin(page);
  });

  const total = async (page: import('@playwright/test').Page, metric: string) =>
    Number((await page.locator(`[data-metric="${metric}"]`).innerText()).replace(/,/g, ''));

  test('a fresh start shows visits and page views above 0, legends with totals and the hovered day', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, '/admin');
    expect(await total(page, 'visits')).toBeGreaterThan(0);
    expect(await total(page, 'page_views')).toBeGreaterThan(0);
    await expect(page.locator('.admin-chart canvas')).toHaveCount(3);
    // The legend: each series with its total (never "--"), then the day under the pointer.
    const visits = page.locator('[data-legend="visits"]').first();
    await expect(visits).toContainText(String(await page.locator('[data-metric="visits"]').innerText()));
    await expect(page.locator('[data-chart-legend]').first()).not.toContainText('--');
    const chart = page.locator('.admin-chart').first();
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
    await expect(page.locator('[data-chart-legend] p').first()).toHaveText(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d+$/);
    // The by-day table fits its box at 1366, and the page never scrolls sideways.
    const fits = await page.locator('section[aria-label="Every metric by day"]').evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('at 390 the page does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/admin');
    expect(await total(page, 'visits')).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
