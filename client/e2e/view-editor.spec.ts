// The back office's view editor and UI block editor as an editor uses them (issue 28): zones
// collapsed to a line each so the demo view's editor fits in 4,000 px at 1366 (and a view of 30
// zones lays out cleanly), a Preview of the front page with an unsaved change that saves nothing,
// and a block's words edited in the rich text editor, previewed live, saved and shown. Nothing here
// changes what readers see: the preview writes nothing and the block is one of the test's own.
import type { Page } from '@playwright/test';
import { adminApi, signInAdmin } from './admin-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { open } from './readers.ts';

type ViewRow = { id: number; title: string; is_active: boolean; version: number };

const activeView = async (page: Page) => {
  const views = await adminApi<ViewRow[]>(page, 'GET', '/views');
  const active = views.find((v) => v.is_active);
  if (!active) throw new Error('the seed has an active view');
  return active;
};

const pageSize = (page: Page) =>
  page.evaluate(() => ({ height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth, inner: innerWidth }));

/** The editor with its zones ready (drag and drop loaded). */
async function openEditor(page: Page, id: number) {
  await open(page, `/admin/views/${id}`);
  await expect(page.locator('[data-zone-list][data-sortable="ready"]')).toBeVisible();
}

test.describe('the view editor', () => {
  test('the demo view’s editor is at most 4,000 px tall at 1366 with its zones collapsed, Save always in view', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAdmin(page);
    const view = await activeView(page);
    await openEditor(page, view.id);
    const zones = page.locator('fieldset[data-zone-id]');
    expect(await zones.count()).toBeGreaterThanOrEqual(10);
    // Every saved zone is one line: its title and summary show, its fields do not.
    await expect(page.locator('fieldset[data-zone-id] details[open]')).toHaveCount(0);
    await expect(zones.first().locator('[data-zone-summary]')).toContainText(/Layout \d+ · \d+ cards? · .*articles?/);
    const size = await pageSize(page);
    expect(size.height).toBeLessThanOrEqual(4_000);
    // The Save bar sticks to the window's bottom while the zones scroll under it.
    const save = page.locator('[data-save-bar]').getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeInViewport();
    await expectNoAxeViolations(page);

    // Opening a zone shows its fields, the layouts as pictures among them.
    await zones.nth(1).locator('summary').click();
    await expect(zones.nth(1).getByLabel('Zone title')).toBeVisible();
    await expect(zones.nth(1).getByRole('radio', { name: /^Layout 1:/ })).toBeChecked();
  });

  test('a view of 30 zones lays out as 30 lines, no wider than a phone', async ({ page }) => {
    test.slow();
    await signInAdmin(page);
    const zones = Array.from({ length: 30 }, (_, i) => ({
      title: `Desk ${i + 1} with a rather long zone title to wrap`,
      web_layout: [0, 3, 5, 9][i % 4],
    }));
    const view = await adminApi<ViewRow>(page, 'POST', '/views', { title: `Thirty zones ${Date.now()}`, zones });
    try {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await openEditor(page, view.id);
        await expect(page.locator('fieldset[data-zone-id]')).toHaveCount(30);
        await expect(page.locator('fieldset[data-zone-id] details[open]')).toHaveCount(0);
        const size = await pageSize(page);
        expect(size.width, `${width} px`).toBeLessThanOrEqual(size.inner);
        expect(size.height, `${width} px`).toBeLessThanOrEqual(width === 1366 ? 4_000 : 6_000);
      }
    } finally {
      await adminApi(page, 'DELETE', `/views/${view.id}`);
    }
  });

  test('Preview shows the front page with an unsaved change in a new tab, and saves nothing', async ({ page, context }) => {
    test.slow();
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAdmin(page);
    const view = await activeView(page);
    await openEditor(page, view.id);
    const zone = page.locator('fieldset[data-zone-id]').nth(1);
    await zone.locator('summary').click();
    const title = `Unsaved desk ${Date.now()}`;
    await zone.getByLabel('Zone title').fill(title);
    await expect(zone.locator('[data-zone-title]')).toContainText(title);
    const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /^Preview/ }).click()]);
    await preview.waitForLoadState();
    await expect(preview.locator('[data-view-preview]')).toContainText('Nothing is saved');
    await expect(preview.locator('section[data-zone] > h2', { hasText: title })).toBeVisible();
    await expectNoAxeViolations(preview);
    await preview.close();
    // Not saved: the view is at the same version, and the editor still holds the change.
    expect((await activeView(page)).version).toBe(view.version);
    await expect(zone.getByLabel('Zone title')).toHaveValue(title);
  });
});

test.describe('the UI block editor', () => {
  test('a block’s words edited in the rich text editor preview live, save, and show', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAdmin(page);
    const id = `rich-${Date.now()}`;
    await adminApi(page, 'POST', '/ui-blocks', {
      id,
      name: 'Rich text test',
      draft: { children: [{ element: 'paragraph', data: { html: 'Read the morning briefing' } }] },
    });
    try {
      await open(page, `/admin/ui-blocks/${id}`);
      const words = page.locator('[data-block-text-editor]');
      await expect(words.locator('[data-rich-text="ready"]')).toBeVisible();
      // The JSON is the advanced view now, closed.
      await expect(page.locator('#block-advanced')).not.toHaveAttribute('open');
      const box = words.getByRole('textbox', { name: /^Text 1/ });
      await box.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' and ');
      await words.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('the late edition');
      // The live preview is the server's own render of the unsaved draft.
      await expect(page.locator('[data-block-live-preview] strong')).toHaveText('the late edition');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('region', { name: 'Draft (saved)' }).locator('strong')).toHaveText('the late edition');
      const saved = await adminApi<{ draft: { children: { data: { html: string } }[] } }>(page, 'GET', `/ui-blocks/${id}`);
      expect(saved.draft.children[0]!.data.html).toBe('Read the morning briefing and <strong>the late edition</strong>');
    } finally {
      await adminApi(page, 'DELETE', `/ui-blocks/${id}`);
    }
  });
});
