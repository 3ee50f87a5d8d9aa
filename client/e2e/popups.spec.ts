// The popup runtime (issue 27 item 1; spec §4): popups an admin made reach readers through
// GET /aux/popups and their trigger chains, as accessible dialogs, with axe on each. Every popup
// here matches only a URL token of its own test (urlMatch on path and query), so it never shows
// in another spec; the seed's popups are kept quiet by the fixtures.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import type { PopupDto } from '../../worker/contracts/admin-popups';
import { adminApi, signInAdmin } from './admin-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { DEMO, newReader, open, signIn } from './readers.ts';

const token = (name: string) => `e2e-popup-${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Makes an active popup as the demo admin; deleted after the test. */
async function makePopup(browser: Browser, made: number[], body: { type: string; config: Record<string, unknown> }) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAdmin(admin);
  const popup = await adminApi<PopupDto>(admin, 'POST', '/popups', { ...body, is_active: true });
  made.push(popup.id);
  await context.close();
  return popup;
}

// Each test signs an admin in to make its popup, opens whole reader pages and runs axe on them.
test.describe.configure({ timeout: 90_000 });

let made: number[] = [];
test.afterEach(async ({ browser }) => {
  if (!made.length) return;
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAdmin(admin);
  for (const id of made) await adminApi(admin, 'DELETE', `/popups/${id}`);
  made = [];
  await context.close();
});

async function firstArticle(page: Page) {
  const res = await page.request.get('/api/articles?page=1&count=20');
  const list = (await res.json()).data as { id: number }[];
  return list[0]!.id;
}

const scrollTo = (page: Page, percent: number) =>
  page.evaluate((p) => window.scrollTo(0, ((document.documentElement.scrollHeight - innerHeight) * p) / 100), percent);

const dialog = (page: Page) => page.locator('dialog[data-popup-dialog]');

test('urlMatch → delay 2 → scroll 50 %: shown only after the scroll, once, not after a reload; Escape closes it and focus returns', async ({
  browser,
  page,
}) => {
  const tag = token('chain');
  const popup = await makePopup(browser, made, {
    type: 'generic-1',
    config: {
      title: 'Chain check',
      body: '<p>Shown after the scroll.</p>',
      actionText: 'Read more',
      actionUrl: '/trending',
      trigger: [{ urlMatch: tag }, { delay: 2 }, { scrollDepth: 50 }],
    },
  });
  await page.setViewportSize({ width: 1366, height: 800 });
  await open(page, `/article/${await firstArticle(page)}?${tag}`);
  // The runtime is not part of the first load: its chunk is fetched once the page is idle.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/chunks\/runtime-/.test(r.name))))
    .toBe(true);
  // Past the delay, not scrolled: nothing.
  await page.waitForTimeout(2600);
  await expect(dialog(page)).toHaveCount(0);
  // Something on the page has focus before the popup opens: it gets it back after.
  const skip = page.getByRole('link', { name: 'Edgewire home' });
  await skip.focus();
  await scrollTo(page, 30);
  await page.waitForTimeout(400);
  await expect(dialog(page)).toHaveCount(0);
  await scrollTo(page, 70);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'Chain check' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Chain check' })).toBeVisible();
  expect(await page.evaluate(() => document.querySelector('dialog[open]')?.contains(document.activeElement))).toBe(true);
  await expectNoAxeViolations(page);
  expect(await page.evaluate((id) => localStorage.getItem(`popup.${id}`), popup.id)).toBe('1');

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(skip).toBeFocused();
  // Dismissed for this page view: scrolling again brings nothing back.
  await scrollTo(page, 0);
  await scrollTo(page, 80);
  await page.waitForTimeout(2600);
  await expect(dialog(page)).toHaveCount(0);

  // Cap 1: a reload, the delay and the scroll show nothing.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForTimeout(2600);
  await scrollTo(page, 80);
  await page.waitForTimeout(1500);
  await expect(dialog(page)).toHaveCount(0);
});

test('the close button closes a bottom popup; the page behind is inert while it is open', async ({ browser, page }) => {
  const tag = token('bottom');
  await makePopup(browser, made, {
    type: 'generic-1',
    config: { title: 'Bottom check', subtitle: 'Docked', position: 'bottom', trigger: [{ urlMatch: tag }] },
  });
  await open(page, `/?${tag}`);
  await expect(dialog(page)).toBeVisible();
  const box = (await dialog(page).boundingBox())!;
  const viewport = page.viewportSize()!;
  // Docked to the bottom edge, not centred.
  expect(Math.abs(box.y + box.height - viewport.height)).toBeLessThanOrEqual(20);
  expect(await page.evaluate(() => document.querySelector('dialog:modal') !== null)).toBe(true);
  await expectNoAxeViolations(page);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toHaveCount(0);
});

test('a userState subscribed popup shows for the Plus reader and not for the free one', async ({ browser, page }) => {
  const tag = token('plus');
  await makePopup(browser, made, {
    type: 'generic-2',
    config: {
      title: 'Thanks for reading Plus',
      body: '<p>Your exclusives are waiting.</p>',
      size: 'large',
      imageUrl: '/media/seed/popups/plus-offer.png',
      trigger: [{ urlMatch: tag, userState: 'subscribed' }],
    },
  });
  await signIn(page, DEMO.plus);
  await open(page, `/?${tag}`);
  await expect(page.getByRole('dialog', { name: 'Thanks for reading Plus' })).toBeVisible();
  await expectNoAxeViolations(page);

  const freeContext = await browser.newContext();
  const free = await freeContext.newPage();
  await signIn(free, DEMO.reader);
  await open(free, `/?${tag}`);
  await expect
    .poll(() => free.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/aux/popups'))))
    .toBe(true);
  await free.waitForTimeout(2500);
  await expect(dialog(free)).toHaveCount(0);
  await freeContext.close();
});

test('the update-profile popup saves a missing phone through the profile API, its errors shown in the popup', async ({
  browser,
  page,
  consoleErrors,
}) => {
  const tag = token('phone');
  await makePopup(browser, made, {
    type: 'update-profile',
    config: {
      title: 'Get breaking news by text',
      subtitle: 'Add your phone number',
      actionText: 'Save phone',
      trigger: [{ urlMatch: tag, userState: 'signed-in', missingPhone: true }],
    },
  });
  await newReader(page);
  await open(page, `/trending?${tag}`);
  const popup = page.getByRole('dialog', { name: 'Get breaking news by text' });
  await expect(popup).toBeVisible();
  const phone = popup.getByLabel('Phone');
  await expect(phone).toBeFocused();
  await phone.fill('12');
  await popup.getByRole('button', { name: 'Save phone' }).click();
  await expect(popup.getByRole('alert')).toHaveText('Please enter a valid phone number.');
  await expectNoAxeViolations(page);
  // A refusal from the API itself shows the same way.
  consoleErrors.allow(/status of 429/);
  await page.route('**/api/profile', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 429, json: { errors: [{ message: 'Too many requests. Try again shortly.', code: 'rate_limited' }] } })
      : route.fallback(),
  );
  await phone.fill('+1 303 555 0142');
  await popup.getByRole('button', { name: 'Save phone' }).click();
  await expect(popup.getByRole('alert')).toHaveText('Too many requests. Try again shortly.');
  await page.unroute('**/api/profile');
  await popup.getByRole('button', { name: 'Save phone' }).click();
  await expect(popup.getByRole('status')).toHaveText('Phone number updated.');
  const profile = (await (await page.request.get('/api/profile')).json()).data as { phone: string };
  expect(profile.phone).toBe('+1 303 555 0142');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
});

test('the admin Preview shows the popup in place on the reader site, and passes axe', async ({ page, context }) => {
  await signInAdmin(page);
  await open(page, '/admin/popups/new');
  const title = `Preview in place ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Preview' }).click();
  const reader = await opened;
  await reader.waitForLoadState();
  const shown = reader.locator('#popup-preview');
  await expect(shown.getByRole('heading', { name: title })).toBeVisible();
  // In place: part of the page, not a modal over it.
  await expect(reader.locator('dialog[open]')).toHaveCount(0);
  // axe on the preview's surface: the whole front page behind it is other specs' business.
  const { violations } = await new AxeBuilder({ page: reader }).include('#popup-preview').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('a preview message from another origin is ignored', async ({ page, context, baseURL }) => {
  // An opaque-origin opener (about:blank) opens the preview page and posts a popup to it.
  await page.goto('about:blank');
  const opened = context.waitForEvent('page');
  await page.evaluate((url) => {
    (window as unknown as { preview: Window | null }).preview = window.open(url);
  }, `${baseURL}/?popupPreview=1`);
  const reader = await opened;
  await expect(reader.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(reader.locator('#popup-preview')).toHaveCount(1);
  await page.evaluate(() => {
    const popup = { id: 0, type: 'generic-1', config: { title: 'Forged popup', trigger: [], body: '' } };
    (window as unknown as { preview: Window }).preview.postMessage({ type: 'edgewire:popup-preview', popup }, '*');
  });
  await reader.waitForTimeout(500);
  await expect(reader.getByText('Forged popup')).toHaveCount(0);
});

test('no popup over the subscribe funnel’s card form; the same popup shows on the next page', async ({ browser, page }) => {
  const tag = token('card');
  await makePopup(browser, made, { type: 'generic-1', config: { title: 'Not over the card form', trigger: [{ urlMatch: tag }] } });
  await newReader(page);
  await open(page, `/subscribe/payment?plan=monthly&${tag}`);
  await expect(page.locator('[data-payment-form]')).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(dialog(page)).toHaveCount(0);
  await open(page, `/trending?${tag}`);
  await expect(page.getByRole('dialog', { name: 'Not over the card form' })).toBeVisible();
});
