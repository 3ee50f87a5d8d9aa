// Signed-in readers for the account and onboarding specs. A fresh account per test that changes
// one (sign-up from a distinct CF-Connecting-IP each, so the per-IP sign-up limit never bites
// however often the suite runs), or a seeded demo account for read-only checks.
// Also what several specs need to wait on the page rather than on the clock: open() (a page whose
// islands have hydrated) and the page-clock helpers controlTimers() / afterTimers().
import { expect, type Page, test } from '@playwright/test';

export const DEMO_PASSWORD = 'edgewire-demo';
export const DEMO = { reader: 'reader@edgewire.test', plus: 'plus@edgewire.test' } as const;

let seq = 0;
const ip = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${(seq++ % 250) + 1}`;

/**
 * Headers for an unsafe API call the test makes itself (page.request, request): the Worker refuses
 * any POST, PATCH or DELETE that does not show it comes from the site (worker/http/csrf.ts). The
 * pages' own fetches need nothing, the browser sends Sec-Fetch-Site for them.
 */
export function fromSite(headers: Record<string, string> = {}): Record<string, string> {
  return { ...headers, origin: new URL(test.info().project.use.baseURL!).origin };
}

/** Signs a brand-new account up in this page's browser context; returns its e-mail and where sign-up sends it. */
export async function newReader(page: Page, password = 'secret-pass-1') {
  const email = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await page.request.post('/api/signup', {
    data: { email, password, confirm_password: password },
    headers: fromSite({ 'cf-connecting-ip': ip() }),
  });
  expect(res.status(), await res.text()).toBe(201);
  const { data } = (await res.json()) as { data: { next: string } };
  return { email, password, next: data.next };
}

/** Signs a demo account in (its session cookie lands in this page's context). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/auth/sign-in', {
    data: { method: 'password-sign-in', email, password },
    headers: fromSite(),
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens a page and waits until every island on it has hydrated. */
export async function open(page: Page, path: string) {
  const res = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return res;
}

/**
 * Puts the page's timers under the test's control (page.clock: time still flows by itself until
 * afterTimers moves it on) and notes which islands have run their effects. Call before the page
 * loads. React hands each commit to its DevTools hook once the commit's effects have run (timers
 * set, observers attached); the minimal hook installed here records the island roots that got
 * that far. html[data-hydrated] cannot tell: the entry sets it as soon as it has handed every
 * island to React, before React has hydrated them and run their effects.
 */
export async function controlTimers(page: Page) {
  await page.clock.install();
  await page.addInitScript(() => {
    const settled = new WeakSet<Element>();
    Object.assign(window, {
      __e2eSettled: settled,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot: (_renderer: number, root: { containerInfo: Element }) => settled.add(root.containerInfo),
      },
    });
  });
}

/**
 * Once the island `name` has hydrated and set its timers, moves the page's clock on by `ms` at
 * once: every timer due by then has fired, and the page has rendered what they changed, when this
 * returns. "Nothing happens within `ms`" is then a plain check of the page, without sleeping.
 * Needs controlTimers() before the page loaded.
 */
export async function afterTimers(page: Page, name: string, ms: number) {
  const island = page.locator(`[data-island="${name}"]`);
  await expect
    .poll(() => island.evaluate((el) => (window as unknown as { __e2eSettled: WeakSet<Element> }).__e2eSettled.has(el)), {
      message: `the ${name} island has hydrated and run its effects`,
    })
    .toBe(true);
  await page.clock.runFor(ms);
  // React renders a timer's state change in a task it posts from that timer; a message posted
  // now is handled after it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
