// The back office in Chromium as the demo admin, with axe on every page it opens.
import { parse } from 'csv-parse/sync';
import { adminApi, signInAdmin } from './admin-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { open } from './readers.ts';

test.describe('back office', () => {
  test.beforeEach(async ({ page }) => {
    await signInAdmin(page);
  });

  test('the dashboard draws its charts, shows the totals and passes axe', async ({ page }) => {
    await open(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // uPlot draws into a canvas inside each chart once its chunk has loaded.
    await expect(page.locator('.admin-chart canvas')).toHaveCount(3);
    await expect(page.locator('[data-metric="page_views"]')).toHaveText(/^\d[\d,]*$/);
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /\/aux\/admin\/exports\/dashboard\?start=\d+/);
    await expectNoAxeViolations(page);
  });

  test('the admin script never loads on a reader page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await open(page, '/');
    expect(scripts.some((s) => s.startsWith('/assets/admin-'))).toBe(false);
    expect(scripts.some((s) => s.startsWith('/assets/entry-'))).toBe(true);
  });

  test('the audit log lists writes and passes axe', async ({ page }) => {
    await open(page, '/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the users export parses as CSV with one row per user', async ({ page }) => {
    // Other specs sign readers up meanwhile: the export's count lies between the totals before and after.
    const total = async () =>
      ((await (await page.request.get('/admin/api/users?count=1')).json()) as { meta: { paging: { total: number } } }).meta.paging.total;
    const before = await total();
    const res = await page.request.get('/aux/admin/exports/users');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/csv/);
    const rows = parse(await res.text(), { bom: true, columns: true }) as Record<string, string>[];
    const after = await total();
    expect(rows.length).toBeGreaterThanOrEqual(before);
    expect(rows.length).toBeLessThanOrEqual(after);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.some((r) => r.email === 'admin@edgewire.test')).toBe(true);
  });

  test('a reader is refused the back office', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const guest = await page.goto('/admin');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(guest?.status()).toBe(200);
    await context.close();
  });

  test('the admin API answers the stats of the window', async ({ page }) => {
    const stats = await adminApi<{ days: unknown[] }>(page, 'GET', '/stats');
    expect(stats.days.length).toBeGreaterThanOrEqual(7);
  });
});
