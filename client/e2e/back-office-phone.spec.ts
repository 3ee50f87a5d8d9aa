// The back office on a phone and the audit log's diff (issue 28): no list page scrolls the page
// sideways at 390 px (tables stack or scroll inside their own box), and an audit entry shows each
// changed field with its two sides, a 100 KB body folded away behind its first words.
import type { Page } from '@playwright/test';
import { adminApi, signInAdmin } from './admin-kit';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The dashboard (/admin) is left to its own issue-28 work (its charts and by-day table).
const LISTS = [
  '/admin/articles',
  '/admin/users',
  '/admin/audit',
  '/admin/tags',
  '/admin/views',
  '/admin/push',
  '/admin/popups',
  '/admin/ui-blocks',
  '/admin/promotionals',
  '/admin/newsletter',
  '/admin/comments',
];

const sideways = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));

test('no back-office list scrolls the page sideways at 390 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  const wide: string[] = [];
  for (const path of LISTS) {
    await page.goto(path);
    const { scroll, inner } = await sideways(page);
    if (scroll > inner) wide.push(`${path}: ${scroll} px`);
  }
  expect(wide).toEqual([]);
});

test('the audit log shows a change field by field and folds a 100 KB value, at 1366 and 390 px', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAdmin(page);
  const title = `Audit diff ${Date.now()}`;
  const content = `<p>${'A long body that goes on. '.repeat(4_000)}</p>`;
  expect(content.length).toBeGreaterThan(100_000);
  const { id } = await adminApi<{ id: number }>(page, 'POST', '/articles', { title, content, status: 'drafted', paywall: 'free' });
  await adminApi(page, 'PATCH', `/articles/${id}`, { title: `${title} (edited)` });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/audit?entity=article&entity_id=${id}`);
    const diffs = page.locator('[data-audit-diff]');
    await expect(diffs).toHaveCount(2);
    // Newest first: the edit names only the title, before and after.
    const edit = diffs.first();
    await expect(edit.locator('[data-audit-field]')).toHaveCount(1);
    await expect(edit.locator('[data-audit-field="title"] del')).toHaveText(title);
    await expect(edit.locator('[data-audit-field="title"] ins')).toHaveText(`${title} (edited)`);
    // The create's body is folded: its first words and its length, the rest one click away.
    const body = diffs.last().locator('[data-audit-field="content"] details[data-audit-long]');
    await expect(body).not.toHaveAttribute('open');
    await expect(body.locator('summary')).toContainText('characters');
    const folded = await body.boundingBox();
    expect(folded!.height).toBeLessThan(120);
    await body.locator('summary').click();
    await expect(body.locator('pre')).toBeVisible();
    expect((await body.boundingBox())!.height).toBeLessThan(420);
    const { scroll, inner } = await sideways(page);
    expect(scroll).toBeLessThanOrEqual(inner);
    await expectNoAxeViolations(page);
  }
});
