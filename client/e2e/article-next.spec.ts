// An article leads somewhere (issue 28): under the headline the dek, in the body subheadings in
// the headline's family, and after the story, before the comments, "More in {category}" and
// "Latest", at least three other stories each, at a phone's width and a desktop's, axe-clean and
// without sideways scrolling (a story without a category, "Latest" alone: read-next.test.ts).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { open } from './readers.ts';

type Tag = { type: string };
type Article = { id: number; title: string; content_type: string; tags: Tag[] };

/** A seeded story the guest may read in full, as `want` says. */
async function findArticle(page: Page, want: (a: Article) => boolean): Promise<Article> {
  for (let n = 1; n <= 10; n++) {
    const res = await page.request.get(`/api/articles?page=${n}&count=100`);
    const hit = ((await res.json()).data as Article[]).find(want);
    if (hit) return hit;
  }
  throw new Error('no such article in the seeded data');
}

const top = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
const bottom = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);

for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test('an article shows at least three other stories after its body, before the comments', async ({ page }) => {
      // Two page loads and an axe run: more than the default 30 s on a busy machine.
      test.slow();
      const article = await findArticle(page, (a) => a.content_type === 'other' && a.tags.some((t) => t.type === 'category'));
      await open(page, `/article/${article.id}`);
      await expect(page.locator('[data-dek]')).toBeVisible();
      const more = page.locator('[data-next="more"]');
      const latest = page.locator('[data-next="latest"]');
      await expect(more.getByRole('heading', { level: 2 })).toHaveText(/^More in .+/);
      await expect(latest.getByRole('heading', { level: 2 })).toHaveText('Latest');
      const links = page.locator('[data-read-next] article a[href^="/article/"]');
      const hrefs = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(hrefs.length).toBeGreaterThanOrEqual(6);
      expect(await more.locator('article').count()).toBeGreaterThanOrEqual(3);
      expect(await latest.locator('article').count()).toBeGreaterThanOrEqual(3);
      expect(hrefs).not.toContain(`/article/${article.id}`);
      expect(new Set(hrefs).size, 'no story twice').toBe(hrefs.length);
      // After the story, before the comments.
      expect(await top(page, '[data-read-next]')).toBeGreaterThan(await bottom(page, 'main article[data-article-id]'));
      expect(await top(page, '#comments')).toBeGreaterThan(await bottom(page, '[data-read-next]'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.locator('[data-read-next]').scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
      // A story leads to its page.
      const first = links.first();
      const target = new URL((await first.getAttribute('href'))!, page.url()).pathname;
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${target}(\\?|$)`));
    });

    test("the body's subheadings are in the headline's family", async ({ page }) => {
      const article = await findArticle(page, (a) => a.content_type === 'mxm_ai');
      await open(page, `/article/${article.id}`);
      const family = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => getComputedStyle(el).fontFamily);
      const headings = page.locator('.article-body :is(h2, h3, h4)');
      if ((await headings.count()) === 0) {
        // This story has no subheading: the rule is checked on the stylesheet's own element.
        await page.evaluate(() => document.querySelector('.article-body')?.insertAdjacentHTML('beforeend', '<h2>Probe</h2>'));
      }
      expect(await family('.article-body :is(h2, h3, h4)')).toBe(await family('h1'));
    });
  });
}
