// Web Push in the browser (issue 27 item 2): the opt-in on /account/notifications (asked from a
// click only, blocked and unsupported said plainly, the page still saving without JavaScript),
// /sw.js showing a push delivered through the DevTools protocol and opening its page on click, and
// the whole way round with the local push service: a reader turns push on, the admin pushes, the
// push service decrypts the sent title, a 410 removes the subscription. See push-kit.ts for how
// Chromium gets a subscription offline.
import type { Page } from '@playwright/test';
import { adminApi, signInAdmin } from './admin-kit';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { clickNotification, clientHashOf, deliverPush, expire, received, shownNotifications, usePushService } from './push-kit';
import { newReader, open } from './readers';

const status = (page: Page) => page.locator('[data-push-status]');
const RECORD = 'push.registration';

/** An article's path from the front page, for a push to open. */
async function anArticle(page: Page): Promise<string> {
  await open(page, '/');
  const href = await page.locator('main a[href^="/article/"]').first().getAttribute('href');
  return new URL(href!, page.url()).pathname;
}

test.describe('push opt-in', () => {
  test('asks for permission only after the click, registers this browser, and turns off again', async ({ page, context }) => {
    await usePushService(context);
    await context.grantPermissions(['notifications']);
    await newReader(page);
    const asked: string[] = [];
    await page.exposeFunction('__asked', (what: string) => void asked.push(what));
    await page.addInitScript(() => {
      const ask = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = () => {
        (window as unknown as { __asked(w: string): void }).__asked('permission');
        return ask();
      };
    });
    const posts: string[] = [];
    page.on(
      'request',
      (r) => r.url().endsWith('/api/notifications') && posts.push(`${r.method()} ${r.postDataJSON()?.fcm_token ? 'token' : ''}`),
    );

    await open(page, '/account/notifications');
    await expect(status(page)).toHaveText('Push notifications are off in this browser.');
    expect(asked, 'nothing is asked on page load').toEqual([]);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Turn on push notifications' }).click();
    await expect(status(page)).toHaveText('Push notifications are on in this browser.');
    expect(asked).toEqual(['permission']);
    expect(posts).toEqual(['POST token']);
    const record = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), RECORD);
    expect(record.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/notify\/[0-9a-f]{64}$/);
    expect(record.refreshAfter).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    await expectNoAxeViolations(page);

    // On after a reload too, read from the browser and the record, nothing asked.
    await open(page, '/account/notifications');
    await expect(status(page)).toHaveText('Push notifications are on in this browser.');
    expect(asked).toEqual(['permission']);

    await page.getByRole('button', { name: 'Turn off push notifications' }).click();
    await expect(status(page)).toHaveText('Push notifications are off in this browser.');
    expect(posts).toEqual(['POST token', 'DELETE token']);
    expect(await page.evaluate((k) => localStorage.getItem(k), RECORD)).toBeNull();
  });

  test('a registration a week old is sent again on the next page, and sign-out removes it', async ({ page, context }) => {
    await usePushService(context);
    await context.grantPermissions(['notifications']);
    await newReader(page);
    await open(page, '/account/notifications');
    await page.getByRole('button', { name: 'Turn on push notifications' }).click();
    await expect(status(page)).toHaveText('Push notifications are on in this browser.');

    // A week later (the stored date moved back): the next page registers again, after it loaded.
    await page.evaluate((k) => {
      const r = JSON.parse(localStorage.getItem(k)!);
      localStorage.setItem(k, JSON.stringify({ ...r, refreshAfter: Date.now() - 1 }));
    }, RECORD);
    const again = page.waitForRequest((r) => r.url().endsWith('/api/notifications') && r.method() === 'POST');
    await open(page, '/about');
    await again;
    await expect.poll(() => page.evaluate((k) => JSON.parse(localStorage.getItem(k)!).refreshAfter, RECORD)).toBeGreaterThan(Date.now());

    const removed = page.waitForRequest((r) => r.url().endsWith('/api/notifications') && r.method() === 'DELETE');
    await open(page, '/account/notifications');
    await page.locator('[data-sign-out]').click();
    expect((await (await removed).response())?.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate((k) => localStorage.getItem(k), RECORD)).toBeNull();
  });

  test('blocked notifications and an unsupported browser are said plainly; without JavaScript the page says what push needs', async ({
    page,
    context,
    browser,
    consoleErrors,
  }) => {
    consoleErrors.allow(/push/);
    await newReader(page);
    // The reader once answered Block: notifications denied for the site (Playwright only grants).
    const origin = new URL(test.info().project.use.baseURL!).origin;
    const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
    const cdp = await context.browser()!.newBrowserCDPSession();
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin,
      browserContextId: targetInfo.browserContextId,
    });
    await open(page, '/account/notifications');
    await expect(status(page)).toContainText('Notifications are blocked for this site in your browser.');
    await expect(page.getByRole('button', { name: /push notifications/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await context.addInitScript(() => {
      delete (window as unknown as { PushManager?: unknown }).PushManager;
    });
    await open(page, '/account/notifications');
    await expect(status(page)).toHaveText(
      'This browser cannot show push notifications. Try a current version of Chrome, Edge, Firefox or Safari.',
    );

    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
    const plain = await noScript.newPage();
    await plain.goto('/account/notifications');
    await expect(status(plain)).toHaveText('Turning on push notifications needs JavaScript in this browser.');
    await expect(plain.getByRole('button', { name: 'Save notification settings' })).toBeVisible();
    await noScript.close();
  });
});

test.describe('service worker', () => {
  test('shows a push delivered through DevTools with its title, and opens the article on click', async ({ page, context }) => {
    await usePushService(context);
    await context.grantPermissions(['notifications']);
    await newReader(page);
    const article = await anArticle(page);
    await open(page, '/account/notifications');
    await page.getByRole('button', { name: 'Turn on push notifications' }).click();
    await expect(status(page)).toHaveText('Push notifications are on in this browser.');

    const sw = await page.request.get('/sw.js');
    expect(sw.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect(sw.headers()['cache-control']).toBe('no-cache');

    const title = `Push through DevTools ${Date.now()}`;
    await deliverPush(page, JSON.stringify({ title, body: 'Read it now.', url: article, tag: 'e2e', kind: 'notify' }));
    await expect
      .poll(() => shownNotifications(page))
      .toContainEqual({
        title,
        body: 'Read it now.',
        icon: new URL('/icon-192.png', page.url()).href,
        tag: 'e2e',
        url: new URL(article, page.url()).href,
      });

    await clickNotification(context, title);
    await expect(page).toHaveURL(new URL(article, page.url()).href);
    await expect.poll(async () => (await shownNotifications(page)).map((n) => n.title)).not.toContain(title);
  });
});

test.describe('push end to end', () => {
  test('a reader turns push on, the admin pushes, the local push service decrypts it; a 410 removes the subscription', async ({
    page,
    context,
    browser,
  }) => {
    test.slow();
    await usePushService(context);
    await context.grantPermissions(['notifications']);
    await newReader(page);
    const article = await anArticle(page);

    // A tag of this run only, followed by this reader only: the push's audience is this browser.
    const admin = await (await browser.newContext()).newPage();
    await signInAdmin(admin);
    const stamp = Date.now().toString(36);
    const tag = await adminApi<{ id: number }>(admin, 'POST', '/tags', {
      type: 'topic',
      name: `Push desk ${stamp}`,
      tag: `push-desk-${stamp}`,
    });
    const follow = await page.request.post(`/api/tags/${tag.id}/follow`, { headers: { origin: new URL(page.url()).origin } });
    expect(follow.ok(), await follow.text()).toBe(true);

    await open(page, '/account/notifications');
    await page.getByRole('button', { name: 'Turn on push notifications' }).click();
    await expect(status(page)).toHaveText('Push notifications are on in this browser.');
    const hash = await clientHashOf(page);
    if (!hash) throw new Error('no subscription was made at the local push service');

    const push = async (title: string) => {
      const job = await adminApi<{ id: number }>(admin, 'POST', '/notify', {
        notification: { title, body: 'From the e2e desk.', url: article },
        filters: { tags: [tag.id] },
      });
      await expect
        .poll(async () => (await adminApi<JobRow[]>(admin, 'GET', '/notify?page=1&count=20')).find((j) => j.id === job.id)?.status, {
          timeout: 30_000,
        })
        .toBe('sent');
      return (await adminApi<JobRow[]>(admin, 'GET', '/notify?page=1&count=20')).find((j) => j.id === job.id)!;
    };

    // The admin push page's row for a job: Sent, Failed and Removed are its 4th to 6th cells.
    const expectCounts = async (id: number, counts: { sent: string; failed: string; removed: string }) => {
      await open(admin, '/admin/push');
      const row = admin.locator(`[data-push="${id}"]`);
      await expect(row.locator('td').nth(2)).toHaveText('Sent');
      await expect(row.locator('td').nth(3)).toHaveText(counts.sent);
      await expect(row.locator('td').nth(4)).toHaveText(counts.failed);
      await expect(row.locator('td').nth(5)).toHaveText(counts.removed);
    };

    const title = `Harbour update ${stamp}`;
    const first = await push(title);
    expect({ sent: first.sent, failed: first.failed, removed: first.removed }).toEqual({ sent: 1, failed: 0, removed: 0 });
    const [payload] = await received(hash);
    expect(JSON.parse(payload!)).toMatchObject({ title, url: article });

    // What the push service decrypted is what the browser would hand /sw.js: it shows it.
    await deliverPush(page, payload!);
    await expect.poll(async () => (await shownNotifications(page)).map((n) => n.title)).toContain(title);

    await expectCounts(first.id, { sent: '1', failed: '0', removed: '0' });
    await expectNoAxeViolations(admin);

    // The browser dropped it: the push service answers 410, and the subscription goes.
    await expire(hash);
    const second = await push(`Harbour update, later ${stamp}`);
    expect({ sent: second.sent, failed: second.failed, removed: second.removed }).toEqual({ sent: 0, failed: 0, removed: 1 });
    await expectCounts(second.id, { sent: '0', failed: '0', removed: '1' });
    const third = await push(`Harbour update, last ${stamp}`);
    expect({ sent: third.sent, failed: third.failed, removed: third.removed }).toEqual({ sent: 0, failed: 0, removed: 0 });
    await admin.context().close();
  });
});

type JobRow = { id: number; status: string; sent: number; failed: number; removed: number };
