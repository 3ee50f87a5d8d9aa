// The back office's editorial must-shows in Chromium as the demo admin. These change what every
// reader sees (the active view, the demo reader's account), so they run in their own project after
// every other spec (playwright.config.ts `after-all`), one at a time, and put things back.
import type { Browser, Page } from '@playwright/test';
import { adminApi, runCron, signInAdmin } from './admin-kit.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, open, signIn } from './readers.ts';

test.describe.configure({ mode: 'serial' });

/** The editor's local date and time fields for `at`, in `timeZone` (what a person there types). */
function localFields(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A page of an anonymous reader (no cookies), as a cached guest page is served. */
async function guest(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

/** Chooses a tag in the article editor's typeahead (the ArticleTagPicker island). */
async function pickTag(page: Page, name: string) {
  // By keyboard: the first match is highlighted, Enter adds it (and does not submit the editor).
  const box = page.getByRole('combobox', { name: 'Find a tag' });
  await box.fill(name);
  await expect(page.getByRole('option', { name: new RegExp(`^${name}`) })).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen tags' })).toContainText(name);
}

const stamp = Date.now();
const TAG = { type: 'topic', name: `Scheduled desk ${stamp}`, tag: `scheduled-desk-${stamp}` };
const TITLE = `Harbour bridge reopens after night works ${stamp}`;
const EDITED = `Harbour bridge reopens early after night works ${stamp}`;
let articleId = 0;

test.describe('the editorial day', () => {
  // The editor in Chicago: the schedule is typed in the editor's zone, not the server's (UTC).
  test.use({ timezoneId: 'America/Chicago' });

  test('an article with tags and a schedule a minute ahead is published by the cron and shows on /trending/{tag}', async ({
    page,
    browser,
  }) => {
    test.slow();
    await signInAdmin(page);
    await adminApi(page, 'POST', '/tags', TAG);

    await open(page, '/admin/articles/new');
    await expect(page.locator('[data-rich-text="ready"]')).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.type('The bridge opened to traffic at dawn, a day ahead of the plan.');
    await pickTag(page, TAG.name);
    const due = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
    const local = localFields(due, 'America/Chicago');
    await page.getByLabel('Date', { exact: true }).fill(local.day);
    await page.getByLabel('Time', { exact: true }).fill(local.time);
    await page.getByRole('button', { name: 'Create article' }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/\d+$/);
    articleId = Number(new URL(page.url()).pathname.split('/').pop());

    const saved = await adminApi<{ status: string; scheduled_date: number | null; tags: { name: string }[] }>(
      page,
      'GET',
      `/articles/${articleId}`,
    );
    expect(saved.status).toBe('drafted');
    expect(saved.scheduled_date).toBe(due.getTime() / 1000);
    expect(saved.tags.map((t) => t.name)).toEqual([TAG.name]);

    const reader = await guest(browser);
    // Before its minute nothing shows; the cron's run for that minute publishes it.
    await runCron(page, due.getTime() - 60_000);
    let res = await reader.page.goto(`/trending/${TAG.tag}`);
    expect(res?.status()).toBe(200);
    await expect(reader.page.getByText(TITLE)).toHaveCount(0);
    await runCron(page, due.getTime());
    await expect(async () => {
      res = await reader.page.goto(`/trending/${TAG.tag}`);
      await expect(reader.page.locator(`a[href^="/article/${articleId}"]`).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(reader.page.getByText(TITLE).first()).toBeVisible();
    expect((await adminApi<{ status: string }>(page, 'GET', `/articles/${articleId}`)).status).toBe('published');
    await reader.close();
  });

  test('deactivating the demo free reader stops their open session at once', async ({ page, browser }) => {
    const readerContext = await browser.newContext();
    const reader = await readerContext.newPage();
    await signIn(reader, DEMO.reader);
    expect((await reader.request.get('/api/profile')).status()).toBe(200);

    await signInAdmin(page);
    await open(page, '/admin/users');
    await page.getByLabel('E-mail or username').fill(DEMO.reader);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('row', { name: DEMO.reader }).getByRole('link', { name: 'reader', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'reader' })).toBeVisible();
    const userPath = new URL(page.url()).pathname;
    try {
      await page.getByRole('button', { name: 'Deactivate' }).click();
      await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();

      // The reader's open session ends: the API refuses it and the page shows them signed out.
      expect((await reader.request.get('/api/profile')).status()).toBe(401);
      await reader.goto('/account');
      await expect(reader).toHaveURL(/\/login/);
      // And they cannot sign in again while deactivated.
      const again = await reader.request.post('/api/auth/sign-in', {
        data: { method: 'password-sign-in', email: DEMO.reader, password: 'edgewire-demo' },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(again.status()).toBeGreaterThanOrEqual(400);
    } finally {
      await open(page, userPath);
      const activate = page.getByRole('button', { name: 'Activate' });
      if (await activate.isVisible()) await activate.click();
      await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
      await readerContext.close();
    }
    // Activated again, the demo reader signs in as before.
    const after = await browser.newContext();
    await signIn(await after.newPage(), DEMO.reader);
    await after.close();
  });
});

/** Fills zone `n` of the view editor (0-based): title, layout, a tag and an article, both chosen by typeahead. */
async function fillZone(page: Page, n: number, zone: { title: string; layout: string; tag: string; article: string }) {
  const fields = page.locator(`fieldset[data-zone-index="${n}"]`);
  await fields.getByLabel('Zone title').fill(zone.title);
  // Layouts are pictures (radios named by what they show); a new zone's fields start open.
  // The radio is visually hidden inside its picture (and the sticky Save bar may cover the picture
  // mid-scroll): chosen by keyboard, as the editor allows.
  const layout = fields.getByRole('radio', { name: new RegExp(`^Layout ${zone.layout}:`) });
  await layout.press('Space');
  await expect(layout).toBeChecked();
  await fields.getByRole('combobox', { name: 'Find a tag' }).fill(zone.tag);
  await fields
    .getByRole('option', { name: new RegExp(`^${zone.tag}`) })
    .first()
    .click();
  await expect(fields.getByRole('list', { name: 'Chosen tags of this zone' })).toContainText(zone.tag);
  // A zone's cards are the articles it lists (its tags label it and lead to more).
  await fields.getByRole('combobox', { name: 'Find an article' }).fill(zone.article);
  await fields.getByRole('option', { name: zone.article }).first().click();
  await expect(fields.getByRole('list', { name: 'Chosen articles of this zone' })).toContainText(zone.article);
}

const zoneTitles = (page: Page) =>
  page.locator('fieldset[data-zone-id] input[name$=".title"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

test.describe('a view of three zones', () => {
  test('built in the editor, reordered by keyboard and activated, it is the front page; an edited title shows there within 5 s', async ({
    page,
    browser,
  }) => {
    test.slow();
    expect(articleId, 'the scheduled article of the test before').toBeGreaterThan(0);
    await signInAdmin(page);
    const views = await adminApi<{ id: number; is_active: boolean }[]>(page, 'GET', '/views');
    const before = views.find((v) => v.is_active)?.id;
    const [a, b, c] = [`Harbour ${stamp}`, `Markets ${stamp}`, `Match day ${stamp}`] as const;
    try {
      await open(page, '/admin/views/new');
      await page.getByLabel('View title').fill(`Editorial day ${stamp}`);
      await page.getByRole('button', { name: 'Create view' }).click();
      await expect(page.locator('[data-zone-list][data-sortable="ready"]')).toBeVisible();
      const published = await adminApi<{ title: string }[]>(page, 'GET', '/articles?status=published&count=2');
      const [one, two] = published.map((p) => p.title);
      if (!one || !two) throw new Error('the seed has published articles');
      await fillZone(page, 0, { title: a, layout: '2', tag: TAG.name, article: TITLE });
      await page.locator('#zones-add').click();
      await fillZone(page, 1, { title: b, layout: '1', tag: 'Business', article: one });
      await page.locator('#zones-add').click();
      await fillZone(page, 2, { title: c, layout: '0', tag: 'Sports', article: two });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.locator('[data-zone-list][data-sortable="ready"]')).toBeVisible();
      expect(await zoneTitles(page)).toEqual([a, b, c]);

      // The keyboard: the handle takes Space to pick the zone up, arrows to move it, Space to drop.
      const handle = page.locator('fieldset[data-zone-index="2"] button[data-zone-handle]');
      // Each key waits for dnd-kit's own announcement: it measures the zones after the pick-up.
      const said = page.locator('[id^="DndLiveRegion"]');
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowUp');
      await expect(said).toContainText('is over position 2');
      await page.keyboard.press('ArrowUp');
      await expect(said).toContainText('is over position 1');
      await page.keyboard.press('Space');
      await expect(page.locator('[data-zone-status]')).toContainText(`moved to position 1`);
      expect(await zoneTitles(page)).toEqual([c, a, b]);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.locator('[data-zone-list][data-sortable="ready"]')).toBeVisible();
      expect(await zoneTitles(page)).toEqual([c, a, b]);

      await page.getByRole('button', { name: /^Activate/ }).click();
      const reader = await guest(browser);
      await expect(async () => {
        await reader.page.goto('/');
        const shown = await reader.page.locator('section[data-zone] > h2').allTextContents();
        expect(shown.slice(0, 3)).toEqual([c, a, b]);
      }).toPass({ timeout: 10_000 });
      await expect(reader.page.getByText(TITLE).first()).toBeVisible();

      // The title edited in the article editor: the anonymous front page shows it within 5 s.
      await open(page, `/admin/articles/${articleId}`);
      await page.getByLabel('Title', { exact: true }).fill(EDITED);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue(EDITED);
      const savedAt = Date.now();
      await expect(async () => {
        await reader.page.goto('/');
        await expect(reader.page.getByText(EDITED).first()).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 5_000, intervals: [250] });
      expect(Date.now() - savedAt).toBeLessThan(5_000);
      await reader.close();
    } finally {
      if (before) await adminApi(page, 'POST', `/views/${before}/activate`);
    }
  });
});
