// Visual baselines (issue 10): the main pages at 390 and 1366 px, light and dark, compared with the
// images committed beside this file (visual.spec.ts-snapshots/). A layout change shows as a failing
// diff in the HTML report; a deliberate one updates them: `npx playwright test --config
// client/e2e/playwright.config.ts visual.spec.ts --update-snapshots`, then look at the new images.
// The first screenful is compared (what a reader sees on arrival; lazy images below it load at
// unpredictable times). Dates and "… ago" labels are set to fixed words first (see settle). The
// data is the seed's, fresh in CI.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, signIn } from './readers.ts';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** The lead story of the front page: the same seeded article in every run. */
async function leadArticle(page: Page): Promise<string> {
  await page.goto('/');
  return (await page.locator('[data-zone] a[href^="/article/"]').first().getAttribute('href'))!;
}

const PAGES: { name: string; path: (page: Page) => Promise<string>; signedIn?: boolean }[] = [
  { name: 'front', path: async () => '/' },
  { name: 'article', path: leadArticle },
  { name: 'tag', path: async () => '/trending/politics' },
  { name: 'login', path: async () => '/login' },
  { name: 'profile', path: async () => '/account/profile', signedIn: true },
  { name: 'edge-cases', path: async () => '/design/edge-cases' },
];

/** Every picture in the first screenful has loaded and faded in (enhance-images.ts). */
async function settle(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const waiting = () =>
    page.evaluate(
      () =>
        [...document.images].filter(
          (img) => img.getBoundingClientRect().top < window.innerHeight && (!img.complete || img.classList.contains('img-pending')),
        ).length,
    );
  await expect.poll(waiting, { message: 'pictures in the first screenful still loading' }).toBe(0);
  // Dates and "… ago" follow the clock (the seed anchors its stories on today's UTC midnight): the
  // same words in every run keep the layout around them the same (weekdays in the text too).
  // Vote counts move whenever another spec votes (engagement.spec.ts): fixed digits, same widths.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[data-time]'))
      el.textContent = el.tagName === 'H1' ? 'Monday, June 1, 2026' : '2 hours ago';
    for (const el of document.querySelectorAll('[data-count]')) el.textContent = '12';
    // Seeded stories name the weekday they were published on, which moves with the clock too.
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      n.textContent = n.textContent!.replace(/\b(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/g, 'Monday');
  });
}

for (const scheme of ['light', 'dark'] as const) {
  for (const size of WIDTHS) {
    test.describe(`${scheme}, ${size.width} px`, () => {
      test.use({ colorScheme: scheme, viewport: { width: size.width, height: size.height }, reducedMotion: 'reduce' });

      for (const p of PAGES) {
        test(p.name, async ({ page, consoleErrors }) => {
          // The edge-case page's broken picture is broken on purpose.
          consoleErrors.allow(/status of 404/);
          if (p.signedIn) await signIn(page, DEMO.reader);
          await page.goto(await p.path(page));
          await settle(page);
          await expect(page).toHaveScreenshot(`${p.name}-${size.name}-${scheme}.png`, { maxDiffPixelRatio: 0.001 });
        });
      }
    });
  }
}
