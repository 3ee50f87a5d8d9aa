// Every page of the back office in Chromium as the demo admin: each one opens, hydrates and passes
// axe in the light and the dark theme; and the popup editor's Preview shows the popup on the
// reader site (a second window, sent by postMessage).
import type { Page } from '@playwright/test';
import { adminApi, signInAdmin } from './admin-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { open } from './readers.ts';

type Row = { id?: number | string; code?: string };
/** The first row's id (a promotional's is its code); null when the list is empty. */
const first = async (page: Page, path: string) => {
  const row = (await adminApi<Row[]>(page, 'GET', path))[0];
  return row ? (row.id ?? row.code ?? null) : null;
};
/** A comment of the first commented article (the reported queue may be empty). */
async function firstComment(page: Page) {
  const articles = await adminApi<{ id: number; comments_count: number }[]>(page, 'GET', '/articles?status=published&count=50');
  const article = articles.find((a) => a.comments_count > 0);
  if (!article) return null;
  const res = await page.request.get(`/aux/articles/${article.id}/comments`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: number }[] }).data[0]?.id ?? null;
}
const at = (section: string, id: unknown, tail = '') => (id === null ? null : `/admin/${section}/${id}${tail}`);

/**
 * The admin pages, those that show one thing opened on a seeded one (its id read from the admin
 * API, so the list follows the seed). Any page missing from here still has its section's list
 * page checked, and the route table test covers every route's guard.
 */
const PAGES: [string, (page: Page) => Promise<string | null>][] = [
  ['dashboard', async () => '/admin'],
  ['articles', async () => '/admin/articles'],
  ['new article', async () => '/admin/articles/new'],
  ['article editor', async (p) => at('articles', await first(p, '/articles?count=1'))],
  ['article delete', async (p) => at('articles', await first(p, '/articles?count=1'), '/delete')],
  ['views', async () => '/admin/views'],
  ['new view', async () => '/admin/views/new'],
  ['view editor', async (p) => at('views', await first(p, '/views'))],
  // The list puts the active view first: the second can be deleted, so its confirm page shows.
  ['view delete', async (p) => at('views', (await adminApi<Row[]>(p, 'GET', '/views'))[1]?.id ?? null, '/delete')],
  ['tags', async () => '/admin/tags'],
  ['new tag', async () => '/admin/tags/new'],
  ['tag editor', async (p) => at('tags', await first(p, '/tags?count=1'))],
  ['tag delete', async (p) => at('tags', await first(p, '/tags?count=1'), '/delete')],
  ['users', async () => '/admin/users'],
  ['new user', async () => '/admin/users/new'],
  ['user detail', async (p) => at('users', await first(p, '/users?count=1'))],
  ['user delete', async (p) => at('users', await first(p, '/users?count=1'), '/delete')],
  ['push', async () => '/admin/push'],
  ['popups', async () => '/admin/popups'],
  ['new popup', async () => '/admin/popups/new'],
  ['popup editor', async (p) => at('popups', await first(p, '/popups'))],
  ['popup delete', async (p) => at('popups', await first(p, '/popups'), '/delete')],
  ['UI blocks', async () => '/admin/ui-blocks'],
  ['new UI block', async () => '/admin/ui-blocks/new'],
  ['UI block editor', async (p) => at('ui-blocks', await first(p, '/ui-blocks'))],
  ['UI block delete', async (p) => at('ui-blocks', await first(p, '/ui-blocks'), '/delete')],
  ['promotionals', async () => '/admin/promotionals'],
  ['new promotional', async () => '/admin/promotionals/new'],
  ['promotional editor', async (p) => at('promotionals', await first(p, '/promotionals'))],
  ['promotional delete', async (p) => at('promotionals', await first(p, '/promotionals'), '/delete')],
  ['newsletter', async () => '/admin/newsletter'],
  ['comments', async () => '/admin/comments'],
  ['comment delete', async (p) => at('comments', await firstComment(p), '/delete')],
  ['audit log', async () => '/admin/audit'],
];

test.describe('every back-office page passes axe', () => {
  test.beforeEach(async ({ page }) => {
    await signInAdmin(page);
  });

  for (const [name, pathOf] of PAGES) {
    test(`${name}, light and dark`, async ({ page }) => {
      // Two axe runs over a dense page: 10-40 s on a busy CI machine.
      test.slow();
      const path = await pathOf(page);
      expect(path, 'the seed has one of these to open').not.toBeNull();
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const res = await open(page, path as string);
        expect(res?.status(), path as string).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
});

test('the popup Preview shows the unsaved popup on the reader site', async ({ page, context }) => {
  await signInAdmin(page);
  await open(page, '/admin/popups/new');
  const title = `Preview check ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Preview' }).click();
  const reader = await opened;
  await reader.waitForLoadState();
  expect(new URL(reader.url()).pathname).toBe('/');
  expect(new URL(reader.url()).searchParams.has('popupPreview')).toBe(true);
  const shown = reader.locator('#popup-preview');
  await expect(shown.getByText('Popup preview')).toBeVisible();
  await expect(shown.getByText(title)).toBeVisible();
  await expect(page.locator('[data-preview-status]')).toHaveText('The preview is open in another window.');
  // Nothing was saved: the preview checks the form, it does not store it.
  const popups = await adminApi<{ config: { title: string } }[]>(page, 'GET', '/popups');
  expect(popups.some((p) => p.config.title === title)).toBe(false);
});

test('the popup editor draws the unsaved popup as it is typed, and asks nothing of an unfinished one', async ({ page }) => {
  await signInAdmin(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/admin/api/popups/preview')) asked.push(r.postData() ?? '');
  });
  await open(page, '/admin/popups/new');
  const live = page.getByRole('region', { name: 'As you edit (not saved)' });
  // A new popup has no title yet: the form knows it is unfinished, so nothing is sent (no 400s).
  await expect(live.getByText('Fill in the required fields to see the popup here.')).toBeVisible();
  const title = `Live check ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(live).toHaveAttribute('data-live-preview', 'ready');
  await expect(live.getByText(title)).toBeVisible();
  expect(asked.some((body) => body.includes(title))).toBe(true);
  // Emptied again: back to the hint, and the last popup is not sent.
  const before = asked.length;
  await page.getByLabel('Title', { exact: true }).fill('');
  await expect(live.getByText('Fill in the required fields to see the popup here.')).toBeVisible();
  expect(asked.length).toBe(before);
});
