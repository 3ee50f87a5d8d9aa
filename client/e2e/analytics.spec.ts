// Analytics from the browser (issue 27 item 3) in Chromium: a burst of events leaves as one
// request, the page view and a read are sent by the page itself (the read after the article has
// been in view for a few seconds), what is queued when the page goes away leaves by sendBeacon, a
// sign-in sends its nucleus event, a reader with Global Privacy Control sends nothing, and reading
// an article moves the dashboard's page views and the article's reads through the real queue
// consumer and the cron's rollup (scripts/dev/cron-trigger.ts).
// The browser says it is an ordinary Chrome: the Worker takes HeadlessChrome for a robot and keeps
// none of its analytics (features/analytics/counting.ts), which is why the other specs add nothing.
import type { Page, Request } from '@playwright/test';
import type { StatsDto } from '../../worker/contracts/stats';
import { adminApi, runCron, signInAdmin } from './admin-kit.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, DEMO_PASSWORD, open } from './readers.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
test.use({ userAgent: CHROME });

type Item = { name: string; data?: Record<string, unknown>; duration?: number };
type Sent = { sessionId: string; events?: Item[]; spans?: Item[] };

const isAnalytics = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/aux/analytics';
const bodyOf = (r: Request) => JSON.parse(r.postData() ?? '{}') as Sent;
const carries = (r: Request, name: string) =>
  isAnalytics(r) && [...(bodyOf(r).events ?? []), ...(bodyOf(r).spans ?? [])].some((i) => i.name === name);

/** Every analytics request the page sends, as it sent it. */
function recordAnalytics(page: Page) {
  const sent: Sent[] = [];
  page.on('request', (r) => {
    if (isAnalytics(r)) sent.push(bodyOf(r));
  });
  return sent;
}

test('20 events within 200 ms leave the browser as 1 request, with the page view before them', async ({ page }) => {
  const sent = recordAnalytics(page);
  const pageView = page.waitForRequest((r) => carries(r, 'page-view'));
  await open(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-analytics', 'on');
  const view = bodyOf(await pageView);
  expect(view.events?.find((e) => e.name === 'page-view')?.data).toEqual({ path: '/' });
  expect(view.sessionId).toBe(await page.evaluate(() => localStorage.getItem('a.uid')));

  const burst = page.waitForRequest((r) => carries(r, 'e2e-burst'));
  const spread = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const at: number[] = [];
        for (let i = 0; i < 20; i++)
          setTimeout(() => {
            at.push(performance.now());
            document.dispatchEvent(new CustomEvent('ew:track', { detail: { name: 'e2e-burst', data: { i } } }));
            if (at.length === 20) resolve(at[19]! - at[0]!);
          }, i * 9);
      }),
  );
  expect(spread, 'the 20 events were made within 200 ms').toBeLessThan(200);
  const request = await burst;
  const body = bodyOf(request);
  expect(body.events?.map((e) => e.data?.i)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  expect(sent.filter((b) => b.events?.some((e) => e.name === 'e2e-burst'))).toHaveLength(1);
  expect((await request.response())?.status()).toBe(202);
});

test('leaving the page sends what is left by sendBeacon: how long the page was visible', async ({ page }) => {
  const pageView = page.waitForRequest((r) => carries(r, 'page-view'));
  await open(page, '/');
  await pageView;
  // Playwright does not report a beacon sent while its page is torn down (the server gets it), so
  // the page is told it is going away without going: the same listener, a live page.
  const beacon = page.waitForRequest((r) => carries(r, 'page-visible'));
  await page.evaluate(() => {
    document.dispatchEvent(new CustomEvent('ew:track', { detail: { name: 'e2e-last' } }));
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
  });
  const request = await beacon;
  expect(request.resourceType(), 'sent by navigator.sendBeacon').toBe('ping');
  expect(request.headers()['content-type']).toMatch(/^text\/plain/);
  const body = bodyOf(request);
  expect(body.events?.map((e) => e.name)).toEqual(['e2e-last']);
  const span = body.spans?.find((s) => s.name === 'page-visible');
  expect(span?.data).toEqual({ path: '/' });
  expect(span?.duration).toBeGreaterThan(0);
  expect((await request.response())?.status()).toBe(202);
});

test('signing in sends the nucleus login event', async ({ page }) => {
  await open(page, '/login');
  const nucleus = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/aux/nucleus/event'));
  await page.getByLabel('E-mail').fill(DEMO.reader);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const request = await nucleus;
  // Sent with keepalive as the page moves on to /trending, so its answer may go unseen here
  // (worker/features/analytics/nucleus.test.ts holds the server to it).
  expect(request.postDataJSON()).toEqual({ event: 'login' });
  await expect(page).toHaveURL(/\/trending$/);
});

test('a reader with Global Privacy Control sends nothing and loads no analytics code', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const requests: string[] = [];
  page.on('request', (r) => {
    if (isAnalytics(r) || /\/chunks\/analytics-/.test(r.url())) requests.push(r.url());
  });
  await open(page, '/');
  await page.waitForLoadState('networkidle');
  await open(page, '/trending/politics');
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-analytics', /.*/);
});

test("reading an article moves the admin dashboard's page views and the article's reads", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const admin = await (await browser.newContext()).newPage();
  await signInAdmin(admin);
  const stats = async () => {
    await runCron(admin, Date.now());
    return adminApi<StatsDto>(admin, 'GET', '/stats');
  };
  const before = await stats();
  // The dashboard lists the most read articles only, and the seed's week of traffic fills that list:
  // the most read one stays in it with one read more (an empty list: the newest story).
  const { data: newest } = (await (await page.request.get('/api/articles?count=1')).json()) as { data: { id: number; title: string }[] };
  const article = before.top_articles[0] ?? newest[0]!;
  const readsOf = (s: StatsDto) => s.top_articles.find((t) => t.id === article.id)?.views ?? 0;

  const read = page.waitForRequest((r) => carries(r, 'article-read'), { timeout: 20_000 });
  await open(page, `/article/${article.id}`);
  const request = await read;
  expect(bodyOf(request).events?.find((e) => e.name === 'article-read')?.data).toEqual({ articleId: article.id });
  expect((await request.response())?.status()).toBe(202);

  // The queue consumer writes the events, the cron's rollup counts them: poll the two.
  await expect
    .poll(
      async () => {
        const now = await stats();
        return { pageViews: now.totals.page_views > before.totals.page_views, reads: readsOf(now) > readsOf(before) };
      },
      { timeout: 30_000, message: 'the dashboard counted the page view and the read' },
    )
    .toEqual({ pageViews: true, reads: true });

  // And the dashboard page says so.
  await open(admin, '/admin');
  const shown = Number((await admin.locator('[data-metric="page_views"]').textContent())!.replaceAll(',', ''));
  expect(shown).toBeGreaterThan(before.totals.page_views);
  const row = admin.getByRole('table', { name: 'Top articles by reads' }).getByRole('row').filter({ hasText: article.title });
  await expect(row.getByRole('cell').last()).toHaveText(String(readsOf(before) + 1));
  await admin.context().close();
});
