// The article page in a real Chromium against the seeded demo data: free articles in full, gated
// ones clipped with the spec's exact messages (and the hidden part absent from the bytes), share
// passes, signed-in readers, scrolling to the comments, and axe on free and gated pages.
//
// Readers sign in as the seeded demo accounts (readers.ts). The share pass comes from
// outside-writes.setup.ts: the app has no route that hands one out (no test-only routes exist in it).
import { readOutside } from './d1.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { DEMO, open, signIn } from './readers.ts';

type Article = { id: number; title: string; content: string | null; content_type: string; paywall: string; comments: number };

/** A sentence past the first 40% of the body (excerpts stop at 25%): what no unentitled reader may receive. */
const hiddenPart = (html: string) => {
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const sentences = text
    .slice(Math.floor(text.length * 0.4))
    .split(/[.!?]\s/)
    .slice(1);
  // Plain words only, so the text reads the same in the HTML source and in the rendered page.
  const plain = sentences.find((s) => s.length >= 25 && /^[\w ,;:-]+$/.test(s));
  expect(plain, 'a plain sentence past the first 40% of the body').toBeTruthy();
  return plain!.slice(0, 60);
};

test.describe('article page', () => {
  const found: Partial<Record<'free' | 'paid' | 'authorized', Article>> = {};

  test.beforeAll(async ({ browser }) => {
    const reader = await (await browser.newContext()).newPage();
    for (let page = 1; page <= 10 && Object.keys(found).length < 3; page++) {
      const res = await reader.request.get(`/api/articles?page=${page}&count=100`);
      for (const a of (await res.json()).data as Article[]) {
        const kind = a.content_type !== 'mxm_exclusive' ? null : a.paywall === 'free' ? 'free' : (a.paywall as 'paid' | 'authorized');
        if (kind && !found[kind]) found[kind] = a;
      }
    }
    expect(Object.keys(found).sort(), 'seeded exclusives of each paywall').toEqual(['authorized', 'free', 'paid']);
    // Full bodies, as a Plus reader gets them, to know what must stay hidden from everyone else.
    await signIn(reader, DEMO.plus);
    for (const a of Object.values(found)) {
      const res = await reader.request.get(`/api/articles/${a.id}`);
      a.content = (await res.json()).data.content;
      expect(a.content, `article ${a.id} body for Plus`).toBeTruthy();
    }
    await reader.context().close();
  });

  test('a free article renders in full and passes axe', async ({ page }) => {
    const a = found.free!;
    const res = await page.goto(`/article/${a.id}?some-title-slug`);
    expect(res!.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(a.title);
    await expect(page.locator('.article-body')).toContainText(hiddenPart(a.content!));
    await expect(page.locator('nav[aria-label="Tags"] a[href^="/trending/"]').first()).toBeVisible();
    await expect(page.locator('a[href="#comments"]')).toHaveText(`${a.comments} comment${a.comments === 1 ? '' : 's'}`);
    await expect(page.locator('#comments-heading')).toContainText('Comments');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/article/${a.id}$`));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expectNoAxeViolations(page);
  });

  test('a guest sees only the excerpt, the fade and the exact messages; the hidden part is not in the bytes', async ({ page }) => {
    const a = found.paid!;
    const hidden = hiddenPart(a.content!);
    const raw = await (await page.request.get(`/article/${a.id}`)).text();
    expect(raw).not.toContain(hidden);
    await page.goto(`/article/${a.id}`);
    await expect(page.getByText('This article requires a paid account.', { exact: true })).toBeVisible();
    await expect(page.getByText('Subscribe to the paid tier to access this content.', { exact: true })).toBeVisible();
    await expect(page.locator('[data-excerpt]')).toBeVisible();
    await expect(page.locator('[data-fade]')).toBeAttached();
    await expect(page.locator('.article-body')).toHaveCount(0);
    expect(await page.content()).not.toContain(hidden);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expectNoAxeViolations(page);

    await page.goto(`/article/${found.authorized!.id}`);
    await expect(page.getByText('This article requires an account.', { exact: true })).toBeVisible();
    expect(await page.content()).not.toContain(hiddenPart(found.authorized!.content!));
  });

  test('a free reader is asked to subscribe; a Plus reader reads everything', async ({ page, context }) => {
    const a = found.paid!;
    await signIn(page, DEMO.reader);
    await page.goto(`/article/${a.id}`);
    await expect(page.getByText('This article requires a paid account.', { exact: true })).toBeVisible();
    await expect(page.getByText('Subscribe to the paid tier to access this content.', { exact: true })).toBeVisible();
    expect(await page.content()).not.toContain(hiddenPart(a.content!));
    await expect(page.locator('.article-body')).toHaveCount(0);
    await page.goto(`/article/${found.authorized!.id}`);
    await expect(page.locator('.article-body')).toContainText(hiddenPart(found.authorized!.content!));

    await context.clearCookies();
    await signIn(page, DEMO.plus);
    await page.goto(`/article/${a.id}`);
    await expect(page.locator('.article-body')).toContainText(hiddenPart(a.content!));
    await expect(page.getByText('This article requires a paid account.')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a share pass in the URL lifts the gate for that article only', async ({ page }) => {
    const a = found.paid!;
    const { articleId, token: pass } = readOutside().sharePass;
    expect(articleId, 'the setup minted its pass for the same paid exclusive').toBe(a.id);
    await page.goto(`/article/${a.id}?some-title-slug&pass=${encodeURIComponent(pass)}`);
    await expect(page.locator('.article-body')).toContainText(hiddenPart(a.content!));
    await expect(page.getByText('This article requires a paid account.')).toHaveCount(0);

    const other = found.authorized!;
    await page.goto(`/article/${other.id}?pass=${encodeURIComponent(pass)}`);
    await expect(page.getByText('This article requires an account.', { exact: true })).toBeVisible();
    expect(await page.content()).not.toContain(hiddenPart(other.content!));
  });

  test('#comments, comment_id and reply_id scroll the comments into view', async ({ page }) => {
    const a = found.free!;
    const comments = page.locator('#comments');
    await open(page, `/article/${a.id}`);
    await expect(comments, 'the body is long enough to push the comments below the fold').not.toBeInViewport();
    for (const suffix of ['#comments', '?comment_id=1', '?reply_id=2&the-slug']) {
      await page.goto('about:blank');
      await open(page, `/article/${a.id}${suffix}`);
      await expect(comments, suffix).toBeInViewport();
    }
    await expect(page.locator('#comments-heading')).toContainText(`(${a.comments})`);
  });
});
