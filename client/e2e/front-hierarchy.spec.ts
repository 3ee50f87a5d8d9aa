// The front page reads as a newspaper (issue 28): the lead headline is the largest type, at most two
// sign-up/subscribe prompts per page for a guest, a desktop page of at most 6,000 px, action bars
// that never wrap (the front page, an article, a tag page and the edge cases), category labels that
// lead to their tag pages, strips that show they scroll, and one left edge across page types.
// Contract: prompts are [data-promo] (the banners and the paywalled zones' gate, merged:
// worker/contracts/prompts.ts); action bars are .actions; the lead story is .zone-lead.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Sign-up and subscribe prompts a guest can see: the banners and gates ([data-promo]), and any
 * other visible link to sign up or to the plans inside the page's main content that is not a
 * story's own link (a gated card leads to the plans through its headline) nor inside a prompt.
 */
const visiblePrompts = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')!;
    const seen = (el: Element) => (el as HTMLElement).checkVisibility() && el.getBoundingClientRect().height > 0;
    const boxes = [...main.querySelectorAll('[data-promo]')].filter(seen);
    const loose = [...main.querySelectorAll('a[href^="/signup"], a[href^="/subscribe"], a[href^="/landing"]')].filter(
      (a) => seen(a) && !a.closest('[data-promo]') && !a.closest('article'),
    );
    return [...boxes, ...loose].map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80));
  });

/** Every visible piece of text on the page with its font size, largest first. */
const textSizes = (page: Page) =>
  page.evaluate(() => {
    const out: { size: number; text: string; headline: boolean; lead: boolean }[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!own || !(el as HTMLElement).checkVisibility()) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      out.push({
        size: Number.parseFloat(getComputedStyle(el).fontSize),
        text: (el.textContent ?? '').trim().slice(0, 60),
        headline: Boolean(el.closest('[data-zone] h3')),
        lead: Boolean(el.closest('.zone-lead h3')),
      });
    }
    return out.sort((a, b) => b.size - a.size);
  });

/** Action bars whose controls do not sit on one line, or that overflow their box. */
const wrappedBars = (page: Page) =>
  page.evaluate(() => {
    const bad: string[] = [];
    for (const bar of document.querySelectorAll<HTMLElement>('.actions')) {
      if (!bar.checkVisibility()) continue;
      const controls = [...bar.querySelectorAll<HTMLElement>('.action')].filter((c) => c.checkVisibility());
      const tops = controls.map((c) => Math.round(c.getBoundingClientRect().top));
      const oneLine = tops.every((t) => Math.abs(t - tops[0]!) <= 2);
      const fits = bar.scrollWidth <= bar.clientWidth + 1;
      if (!oneLine || !fits) bad.push(`${bar.dataset.actions}: tops ${tops.join(',')}, ${bar.scrollWidth} in ${bar.clientWidth}`);
    }
    return bad;
  });

for (const w of WIDTHS) {
  test.describe(`front page at ${w.width} px`, () => {
    test.use({ viewport: { width: w.width, height: w.height } });

    test('a guest sees at most two sign-up/subscribe prompts', async ({ page }) => {
      await ready(page, '/');
      // 'In Case You Missed It' too: scroll to the end so the lazy section is on the page.
      await page.locator('#icymi').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      const prompts = await visiblePrompts(page);
      expect(prompts.length, prompts.join(' | ')).toBeGreaterThan(0);
      expect(prompts.length, prompts.join(' | ')).toBeLessThanOrEqual(2);
      // A paywalled zone says so in its title, and its words are in the prompt after it.
      await expect(page.locator('[data-zone][data-gated] .zone-plus').first()).toBeVisible();
      await expect(page.locator('[data-promo="gate"]:visible')).toHaveCount(1);
      await expect(page.locator('[data-promo="gate"]:visible')).toContainText('Subscribe to the paid tier to access this content.');
    });

    test('the largest text on the page is the lead headline', async ({ page }) => {
      await ready(page, '/');
      const sizes = await textSizes(page);
      const top = sizes[0]!;
      expect(top.lead, `largest: ${top.size}px "${top.text}"`).toBe(true);
      // Strictly larger than anything that is not a headline (the date, the logo, the ad, the prompts).
      const other = sizes.find((s) => !s.headline)!;
      expect(top.size, `next: ${other.size}px "${other.text}"`).toBeGreaterThan(other.size);
      const date = await page.locator('main h1').evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
      expect(date).toBeLessThan(top.size);
    });

    test('no action bar wraps: the front page, an article, a tag page and the edge cases', async ({ page, consoleErrors }) => {
      test.slow();
      // The edge cases include a picture that fails to load, on purpose.
      consoleErrors.allow(/status of 404/);
      await ready(page, '/');
      expect(await wrappedBars(page)).toEqual([]);
      const article = await page.locator('[data-zone] a.card-stretch').first().getAttribute('href');
      for (const path of [article!, '/trending/politics', '/design/edge-cases']) {
        await ready(page, path);
        expect(await page.locator('.actions:visible').count(), path).toBeGreaterThan(0);
        expect(await wrappedBars(page), path).toEqual([]);
      }
    });

    test("a card's category label leads to its tag page", async ({ page }) => {
      await ready(page, '/');
      const label = page.locator('[data-zone] a.card-tag').first();
      await expect(label).toBeVisible();
      const href = await label.getAttribute('href');
      expect(href).toMatch(/^\/trending\/[\w-]+$/);
      await label.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('[data-tag-header]')).toBeVisible();
    });

    test('the content starts at the header logo’s edge on every page type', async ({ page }) => {
      const edges: Record<string, number> = {};
      for (const path of ['/', '/trending/politics', '/about', '/search']) {
        await ready(page, path);
        const logo = await page.locator('.site-header .logo').boundingBox();
        const h1 = await page.locator('main h1').first().boundingBox();
        edges[path] = Math.round(h1!.x - logo!.x);
      }
      const article = '/article/1';
      await ready(page, article);
      edges[article] = Math.round(
        (await page.locator('main h1').first().boundingBox())!.x - (await page.locator('.site-header .logo').boundingBox())!.x,
      );
      for (const [path, dx] of Object.entries(edges)) expect(Math.abs(dx), `${path} left edge vs logo`).toBeLessThanOrEqual(1);
    });
  });
}

test.describe('desktop front page', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  // As served (the review measured 7,931 px so): 'In Case You Missed It' adds its 25 stories lazily
  // once a reader reaches it, as an endless page does, and is not counted.
  test('is at most 6,000 px tall for a guest', async ({ page }) => {
    // axe over ~70 cards takes a while on a busy machine.
    test.slow();
    await ready(page, '/');
    await page.waitForLoadState('networkidle');
    // "… ago" follows the clock: measure with a long label on every card, as late in the day.
    await page.evaluate(() => {
      for (const el of document.querySelectorAll('main [data-time]')) if (el.tagName !== 'H1') el.textContent = 'about 11 hours ago';
    });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, 'page height at 1366 px').toBeLessThanOrEqual(6000);
    await expectNoAxeViolations(page);
  });
});

test.describe('phone strips', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('snap and fade at the edge while there is more to scroll', async ({ page }) => {
    await ready(page, '/');
    const strip = page.locator('.zone-strip').first();
    const style = await strip.evaluate((el) => {
      const s = getComputedStyle(el);
      return { snap: s.scrollSnapType, mask: s.maskImage || s.webkitMaskImage, scrolls: el.scrollWidth > el.clientWidth };
    });
    expect(style.scrolls).toBe(true);
    expect(style.snap).toContain('x');
    expect(style.mask).toContain('gradient');
  });

  test('the top ad is whole on a phone', async ({ page }) => {
    await ready(page, '/');
    const box = await page.locator('[data-ad-slot="320x50"]').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // Its words are not cut: the headline fits its box (up to two lines), and so does the link.
    const cut = await page
      .locator('[data-ad-slot="320x50"]')
      .evaluate((slot) =>
        [...slot.querySelectorAll<HTMLElement>('.ad-headline, .ad-cta')].some(
          (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
        ),
      );
    expect(cut).toBe(false);
  });
});
