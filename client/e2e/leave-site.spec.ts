// Leaving for the publisher's original story, in Chromium against the seeded demo data: the article
// page links the story with a note naming its host; a click asks first in the leave-site modal
// (axe-clean in light and dark, keyboard in and out), Cancel keeps the page, Continue goes there;
// without JavaScript the link simply goes. The publisher's site is answered by page.route: nothing
// leaves this machine.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { open } from './readers.ts';

type Article = { id: number; title: string; url: string | null; content_type: string; tags: { type: string; name: string }[] };

/** A seeded story from another publisher (not an Edgewire exclusive) with its original's address. */
async function findStory(page: Page, which: (a: Article) => boolean): Promise<Article> {
  for (let n = 1; n <= 10; n++) {
    const res = await page.request.get(`/api/articles?page=${n}&count=100`);
    const hit = ((await res.json()).data as Article[]).find(which);
    if (hit) return hit;
  }
  throw new Error('no such article in the seeded data');
}
const fromOutside = (a: Article) => a.content_type !== 'mxm_exclusive' && /^https:\/\//.test(a.url ?? '');

/** The publisher's site, answered here; returns the Referer each page load of it carried. */
async function standInFor(target: Page | BrowserContext, url: string) {
  const referers: (string | undefined)[] = [];
  await target.route(`${new URL(url).origin}/**`, (route) => {
    if (route.request().isNavigationRequest()) referers.push(route.request().headers().referer);
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Publisher</title><h1>The original story</h1>' });
  });
  return referers;
}

test.describe('leave-site confirmation', () => {
  test('the link asks first: the modal names the host, Cancel and Escape keep the page, axe passes light and dark', async ({ page }) => {
    const a = await findStory(page, fromOutside);
    const host = new URL(a.url!).host;
    const publication = a.tags.find((t) => t.type === 'publication')?.name;
    expect(publication, 'seeded stories carry their publication').toBeTruthy();
    const referers = await standInFor(page, a.url!);
    await open(page, `/article/${a.id}`);

    const link = page.getByRole('link', { name: `Read the original story at ${publication}` });
    await expect(link).toHaveAttribute('href', a.url!);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).not.toHaveAttribute('target', /./);
    await expect(page.getByText(`Opens ${host}`, { exact: true })).toBeVisible();

    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Leaving Edgewire' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`You’re leaving Edgewire for ${host}, a site we don’t run.`);
    const go = dialog.getByRole('link', { name: 'Continue' });
    await expect(go).toHaveAttribute('href', a.url!);
    await expect(go).toHaveAttribute('rel', 'noopener noreferrer');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
    }

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(`/article/${a.id}`);

    // From the keyboard: Enter opens it, Tab stays inside, Escape closes it and focus comes back.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    await expect(page.locator('h1')).toHaveText(a.title);
    expect(referers, 'nothing went to the publisher').toEqual([]);
  });

  test('Continue goes to the publisher’s story in the same tab, sending no Referer', async ({ page, context }) => {
    const a = await findStory(page, fromOutside);
    const referers = await standInFor(page, a.url!);
    await open(page, `/article/${a.id}`);
    await page.locator('a[data-leave]').click();
    const pages = context.pages().length;
    await page.getByRole('dialog', { name: 'Leaving Edgewire' }).getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(a.url!);
    await expect(page.locator('h1')).toHaveText('The original story');
    expect(context.pages()).toHaveLength(pages);
    expect(referers).toEqual([undefined]);
  });

  test('without JavaScript it is a plain link with its note, and following it leaves at once', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const a = await findStory(page, fromOutside);
    await standInFor(context, a.url!);
    await page.goto(`/article/${a.id}`);
    const link = page.locator('a[data-leave]');
    await expect(link).toHaveAttribute('href', a.url!);
    await expect(link).toHaveAccessibleDescription(`Opens ${new URL(a.url!).host}`);
    await expect(page.getByText(`Opens ${new URL(a.url!).host}`, { exact: true })).toBeVisible();
    await link.click();
    await page.waitForURL(a.url!);
    await expect(page.locator('h1')).toHaveText('The original story');
    await context.close();
  });

  test('an Edgewire exclusive has no link out', async ({ page }) => {
    const own = await findStory(page, (a) => a.content_type === 'mxm_exclusive' && a.url !== null);
    await open(page, `/article/${own.id}`);
    await expect(page.locator('h1')).toHaveText(own.title);
    await expect(page.locator('a[data-leave]')).toHaveCount(0);
  });
});
