// Embeds in an article body: the facade makes no request to YouTube (or Rumble, or X) before the
// reader clicks it, then loads the player, whose states the wrapper follows. Nothing leaves the
// machine: requests to those hosts are answered by a local stub here, and recorded to be counted.
import type { Page, Request } from '@playwright/test';
import { articleHref } from '../../worker/contracts/article-url.ts';
import { adminApi, signInAdmin } from './admin-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fromSite, open } from './readers.ts';

const THIRD_PARTY =
  /^https?:\/\/([^/]*\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|rumble\.com|twitter\.com|x\.com|twimg\.com)\//;
const THUMB = /\/aux\/images\/view\?url=https:\/\/i\.ytimg\.com\//;
const VIDEO = 'M7lc1UVf-VE';

/** YouTube's player as far as the wrapper sees it: told we listen, it is ready and plays. */
const STUB_PLAYER = `<!doctype html><html lang="en"><title>Stub player</title><body style="margin:0;background:#000;color:#fff;font:16px sans-serif">Stub player<script>
addEventListener('message', (e) => {
  let m; try { m = JSON.parse(e.data); } catch { return; }
  if (m.event === 'listening' && !window.told) {
    window.told = true;
    parent.postMessage(JSON.stringify({ event: 'onReady', info: null }), '*');
    parent.postMessage(JSON.stringify({ event: 'infoDelivery', info: { playerState: 1, currentTime: 0.2 } }), '*');
  }
});
</script></body></html>`;

let href = '';

test.beforeAll(async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signInAdmin(admin);
  const title = `Embed check ${Date.now()}`;
  const content = `<p>Before the video.</p><figure data-embed="https://youtu.be/${VIDEO}" data-title="Launch briefing from the pad"></figure><p>After the video.</p><figure data-embed="https://x.com/edgewire/status/1790000000000000000"></figure>`;
  const created = await adminApi<{ id: number }>(admin, 'POST', '/articles', { title, content, status: 'published', paywall: 'free' });
  href = articleHref(created.id, title);
  await admin.context().close();
});

/** Answers every third-party request with the stub (the player) or nothing, and records it. */
async function recordThirdParty(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (THIRD_PARTY.test(r.url())) seen.push(r);
  });
  await page.route(THIRD_PARTY, (route) =>
    /youtube-nocookie\.com\/embed\//.test(route.request().url())
      ? route.fulfill({ status: 200, contentType: 'text/html', body: STUB_PLAYER })
      : route.fulfill({ status: 204, body: '' }),
  );
  return seen;
}

/** The still through our proxy, played by a seeded picture: the proxy's fetch from YouTube never runs. */
async function stillFromSeed(page: Page) {
  const still = await page.request.get('/aux/images/view?url=/media/seed/articles/1.png&width=640&height=360');
  expect(still.status()).toBe(200);
  const body = await still.body();
  await page.route(THUMB, (route) => route.fulfill({ status: 200, contentType: still.headers()['content-type'], body }));
}

test('a YouTube facade makes no request to YouTube before the click and loads the player after', async ({ page }) => {
  const seen = await recordThirdParty(page);
  await stillFromSeed(page);
  await open(page, href);

  const facade = page.locator('[data-embed-facade][data-provider="youtube"]');
  await expect(facade).toBeVisible();
  await expect(facade.getByText('Launch briefing from the pad')).toBeVisible();
  const play = facade.getByRole('link', { name: 'Play video: Launch briefing from the pad (YouTube)' });
  await expect(play).toHaveAttribute('href', `https://www.youtube.com/watch?v=${VIDEO}`);
  const thumb = facade.locator('img.embed-thumb');
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  await expect(page.locator('[data-embed-facade][data-provider="x"]')).toBeVisible();
  await expectNoAxeViolations(page);

  // Scrolled through, hovered and focused: still nothing to or from YouTube, Rumble or X.
  await play.hover();
  await play.focus();
  await page.mouse.wheel(0, 2000);
  expect(await page.locator('iframe').count()).toBe(0);
  expect(seen.map((r) => r.url())).toEqual([]);

  const player = page.waitForRequest((r) => r.url().startsWith(`https://www.youtube-nocookie.com/embed/${VIDEO}?`));
  await play.click();
  const request = await player;
  expect(request.url()).toContain('autoplay=1&enablejsapi=1');
  const iframe = facade.locator('iframe');
  await expect(iframe).toHaveAttribute('title', 'Launch briefing from the pad');
  await expect(facade).toHaveAttribute('data-state', 'player');
  // The wrapper heard the player (ready → cued 5, then its report: playing 1).
  await expect(facade).toHaveAttribute('data-player-state', '1');
  // A message from anyone else (here, the page itself) changes nothing.
  await page.evaluate(() => window.postMessage(JSON.stringify({ event: 'onStateChange', info: 0 }), '*'));
  await page.waitForTimeout(100); // a message event is a task: give it one to be (not) heard
  await expect(facade).toHaveAttribute('data-player-state', '1');
  expect(seen.every((r) => /youtube-nocookie\.com\/embed\//.test(r.url()))).toBe(true);
  // The X post's facade is still a facade.
  expect(await page.locator('[data-provider="x"] iframe').count()).toBe(0);
});

test('offline, the proxy answers the still with a blank and the facade shows its poster, title and play button', async ({ page }) => {
  // No route for the still: the real proxy tries YouTube, cannot reach it here, and answers a
  // transparent pixel (fallback=blank), so nothing is logged and nothing is drawn broken.
  await recordThirdParty(page);
  const still = page.waitForResponse(THUMB);
  await open(page, href);
  const facade = page.locator('[data-embed-facade][data-provider="youtube"]');
  await facade.scrollIntoViewIfNeeded();
  const res = await still;
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-store');
  const thumb = facade.locator('img.embed-thumb');
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expect(facade.getByText('Launch briefing from the pad')).toBeVisible();
  await expect(facade.locator('.embed-play')).toBeVisible();
  expect(await facade.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/gradient/);
});

test('a still that fails in the browser is hidden over the poster', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/net::ERR_FAILED|Failed to load resource/);
  await recordThirdParty(page);
  await page.route(THUMB, (route) => route.abort('failed'));
  await open(page, href);
  const thumb = page.locator('[data-embed-facade][data-provider="youtube"] img.embed-thumb');
  await thumb.evaluate((img) => img.scrollIntoView());
  // Hidden, so Chromium draws no broken-image icon over the poster.
  await expect(thumb).toBeHidden();
});

test('bad embeds: an editor cannot store an unknown URL or an iframe', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signInAdmin(admin);
  const res = await admin.request.post('/admin/api/articles', {
    data: { title: 'Bad embed', content: '<figure data-embed="https://example.com/clip"></figure>' },
    headers: fromSite(),
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).errors[0]).toMatchObject({ message: 'Unknown Embed URL', path: 'content' });
  await admin.context().close();
});

test('the article editor inserts an embed by URL, says a bad one, and the body keeps it through a save', async ({ page }) => {
  await signInAdmin(page);
  const created = await adminApi<{ id: number }>(page, 'POST', '/articles', {
    title: `Editor embed ${Date.now()}`,
    content: '<p>Text.</p>',
  });
  await open(page, `/admin/articles/${created.id}`);
  await expect(page.locator('[data-rich-text="ready"]')).toBeVisible();
  const answers = ['https://example.com/clip'];
  page.on('dialog', (d) => void d.accept(answers.shift() ?? ''));
  await page.getByRole('textbox', { name: 'Body' }).click();
  await page.getByRole('button', { name: 'Embed a video or post' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unknown Embed URL' })).toBeVisible();

  answers.push(`https://www.youtube.com/watch?v=${VIDEO}`, 'Council meeting');
  await page.getByRole('button', { name: 'Embed a video or post' }).click();
  await expect(page.locator('[data-embed-editor]')).toContainText('YouTube video: Council meeting');
  await expect(page.getByRole('status').filter({ hasText: 'Unknown Embed URL' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(async () => (await adminApi<{ content: string }>(page, 'GET', `/articles/${created.id}`)).content)
    .toContain(`<figure data-embed="https://www.youtube.com/watch?v=${VIDEO}" data-title="Council meeting"></figure>`);
});
