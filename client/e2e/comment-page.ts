// What the comment specs share: the section's parts, a free story of their own, and a request held
// until the test lets it go (so an optimistic state stays on screen long enough to check).
import type { Page, Route } from '@playwright/test';

export const section = (page: Page) => page.locator('#comments');
export const items = (page: Page) => section(page).locator('ol[data-comments] > li');
export const byText = (page: Page, text: string) => section(page).locator('li[data-comment]', { hasText: text }).first();

/**
 * The first free story among the front page's stories at `indexes`: each test has its own, since
 * tests run in parallel and count comments.
 */
export async function freeStory(page: Page, indexes: number[]) {
  // Plain loads (no wait for hydration): some callers run without JavaScript.
  await page.goto('/trending');
  const paths = await page
    .locator('main a[href^="/article/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!.split('#')[0]!))]);
  for (const i of indexes) {
    await page.goto(paths[i]!);
    if ((await page.locator('[data-paywall]').count()) === 0) {
      // Leave the story, so the caller's next visit is a real load (not a jump to #comments).
      await page.goto('about:blank');
      return { path: paths[i]!, id: Number(/\/article\/(\d+)/.exec(paths[i]!)![1]) };
    }
  }
  throw new Error(`no free story at ${indexes.join(', ')}`);
}

/** Holds the next matching request until the test releases it: the optimistic state stays visible. */
export async function holdNext(page: Page, method: string, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let held = false;
  // The route stays (falling back for everything else): removing it while it holds a request
  // would let that request go at once.
  await page.route(pattern, async (route: Route) => {
    if (held || route.request().method() !== method) return route.fallback();
    held = true;
    await released;
    await route.fallback();
  });
  return release;
}
