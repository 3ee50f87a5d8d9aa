// Card images in a real Chromium: they come through the image proxy (/aux/images/view), wait
// hidden over their blurhash, fade in to full opacity, and a broken one becomes /placeholder.svg.
// Without JavaScript they simply show. The proxy refuses loopback sources.
import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { open } from './readers.ts';

const CARD_IMG = '.card-img > img';
const opacity = (img: Locator) => img.evaluate((el) => getComputedStyle(el).opacity);
const loaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

test.describe('card images', () => {
  test('load through the image proxy, fade in from their blurhash and reach opacity 1', async ({ page }) => {
    await open(page, '/trending');

    const images = page.locator(CARD_IMG);
    expect(await images.count()).toBeGreaterThan(10);
    const first = images.first();
    await expect(first).toHaveAttribute('src', /^\/aux\/images\/view\?url=\/media\/[^&]+&width=\d+&height=\d+$/);
    await expect(first).toHaveAttribute('alt', '');

    // The last card is far below the fold, so lazy loading has not fetched it: it waits hidden.
    // Its 32×32 blurhash is decoded only as it nears the viewport (no long task at start-up).
    const last = images.last();
    const box = last.locator('..');
    await expect(last).toHaveClass(/\bimg-pending\b/);
    expect(await opacity(last)).toBe('0');
    // Seeded articles all carry a blurhash computed from their pixels.
    await expect(box).toHaveAttribute('data-blurhash', /^.{6,}$/);
    expect(await box.evaluate((el) => el.style.backgroundImage)).toBe('');

    const src = (await last.getAttribute('src'))!;
    expect(src).toMatch(/^\/aux\/images\/view\?/);
    const response = page.waitForResponse((r) => r.url().endsWith(src));
    await last.scrollIntoViewIfNeeded();
    const res = await response;
    await expect.poll(() => box.evaluate((el) => el.style.backgroundImage)).toMatch(/^url\("data:image\/png;base64,/);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    await expect.poll(() => loaded(last), { message: 'last card image loaded' }).toBe(true);
    await expect(last).not.toHaveClass(/\bimg-pending\b/);
    await expect.poll(() => opacity(last), { message: 'faded in to full opacity' }).toBe('1');
    expect(await last.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('2s');

    // The first image, in view from the start, is loaded and fully visible too.
    await expect.poll(() => loaded(first)).toBe(true);
    await expect.poll(() => opacity(first)).toBe('1');

    await expectNoAxeViolations(page);
  });

  test('a broken image shows the placeholder picture', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    let failed = 0;
    await page.route('**/aux/images/view?**', (route) => {
      if (failed++ === 0) return route.fulfill({ status: 404, contentType: 'application/json', body: '{"errors":[]}' });
      return route.continue();
    });
    await page.goto('/trending');
    const placeholder = page.locator(`${CARD_IMG}[src$="/placeholder.svg"]`);
    await expect(placeholder).toHaveCount(1);
    await expect(placeholder).toHaveAttribute('alt', '');
    await expect.poll(() => loaded(placeholder)).toBe(true);
    await expect.poll(() => opacity(placeholder)).toBe('1');
    expect(failed).toBeGreaterThan(1);
    await expectNoAxeViolations(page);
  });

  test('without JavaScript, images show as they load', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/trending');
      const first = page.locator(CARD_IMG).first();
      await expect.poll(() => loaded(first)).toBe(true);
      await expect(first).not.toHaveClass(/\bimg-pending\b/);
      expect(await opacity(first)).toBe('1');
    } finally {
      await context.close();
    }
  });
});

test.describe('image proxy', () => {
  test('refuses loopback sources with a 400 naming url', async ({ request }) => {
    for (const source of ['http://127.0.0.1/x', 'http://localhost/x', 'http://[::1]/x', 'http://169.254.169.254/latest/meta-data/']) {
      const res = await request.get(`/aux/images/view?url=${encodeURIComponent(source)}&width=284`);
      expect(res.status(), source).toBe(400);
      const body = await res.json();
      expect(body.errors[0], source).toMatchObject({ code: 'validation', path: 'url' });
    }
  });

  test('serves a seeded image resized to the requested size', async ({ request }) => {
    const res = await request.get(`/aux/images/view?url=${encodeURIComponent('/media/seed/articles/1.png')}&width=284&height=160`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/jpeg');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    const bytes = await res.body();
    // JPEG: find the start-of-frame marker and read height and width from it.
    let i = 2;
    while (i < bytes.length && !(bytes[i] === 0xff && bytes[i + 1]! >= 0xc0 && bytes[i + 1]! <= 0xc2)) i += 2 + bytes.readUInt16BE(i + 2);
    expect({ height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) }).toEqual({ height: 160, width: 284 });
  });
});
