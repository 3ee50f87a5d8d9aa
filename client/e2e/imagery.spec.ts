// The seed's editorial imagery as readers see it: on the front page and on a tag page, at a
// desktop and a phone width, no card shows the same picture as a card near it (stories sharing a
// picture share its file, so the check compares the files' bytes, not their addresses).
import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { open } from './readers.ts';

/** How far apart two cards in page order still count as neighbours (scripts/seed/images/assign.ts). */
const WINDOW = 3;

const digests = new Map<string, Promise<string>>();
function digestOf(request: APIRequestContext, source: string): Promise<string> {
  let digest = digests.get(source);
  if (!digest) {
    digest = request.get(source).then(async (res) => {
      expect(res.status(), source).toBe(200);
      return createHash('sha1')
        .update(await res.body())
        .digest('hex');
    });
    digests.set(source, digest);
  }
  return digest;
}

/** The original picture of every card image on the page, in page order. */
async function pictures(page: Page): Promise<{ source: string; digest: string }[]> {
  const sources = await page
    .locator('.card-img > img')
    .evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).searchParams.get('url') ?? ''));
  const seeded = sources.filter((s) => s.startsWith('/media/seed/articles/'));
  return Promise.all(seeded.map(async (source) => ({ source, digest: await digestOf(page.request, source) })));
}

for (const [path, width] of [
  ['/', 1366],
  ['/', 390],
  ['/trending/sports', 1366],
  ['/trending/sports', 390],
  ['/trending/nba', 390],
] as const) {
  test(`no two neighbouring cards share a picture on ${path} at ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, path);
    const cards = await pictures(page);
    expect(cards.length).toBeGreaterThan(path === '/' ? 40 : 4);
    const repeats: string[] = [];
    for (let i = 0; i < cards.length; i++) {
      for (let j = i + 1; j <= i + WINDOW && j < cards.length; j++) {
        const [a, b] = [cards[i], cards[j]];
        if (a && b && a.source !== b.source && a.digest === b.digest) repeats.push(`${a.source} and ${b.source}`);
      }
    }
    expect(repeats).toEqual([]);
    // Several subjects on a mixed page, and several compositions even on a one-subject page.
    expect(new Set(cards.map((c) => c.digest)).size).toBeGreaterThan(Math.min(cards.length, 8) - 1);
  });
}
