// Web Push in Chromium without Google's push service (decision 057-push-in-the-browser).
// Headless Chromium cannot subscribe on its own here: in a Playwright context (off the record)
// `pushManager.subscribe` fails at once ("Registration failed - permission denied"), and in a
// persistent profile it waits forever for FCM, which is not reachable offline. So the one part of
// the browser that needs Google, the push service, is replaced by the local one (web-push-testing,
// started with the e2e server): `PushManager.prototype.subscribe` / `getSubscription` answer with a
// subscription made there (its endpoint, its p256dh and auth), and `unsubscribe` expires it there,
// as a real push service would answer 410. Everything else is the browser's own: the permission,
// the service worker at /sw.js, the page's code, and pushes reach the worker through the DevTools
// protocol (`ServiceWorker.deliverPushMessage`).
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect } from './fixtures';
import { standInUrl } from './standins';

export const pushService = () => standInUrl('web push service');

type Made = { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };

async function service<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${pushService()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`push service ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 200 && res.headers.get('content-type')?.includes('json') ? await res.json() : {}) as T;
}

/** The decrypted payloads the local push service received for one subscription. */
export async function received(clientHash: string): Promise<string[]> {
  return (await service<{ data: { messages: string[] } }>('/get-notifications', { clientHash })).data.messages;
}

/** Makes the subscription's endpoint answer 410 Gone from now on (the reader's browser dropped it). */
export const expire = (clientHash: string) => service(`/expire-subscription/${clientHash}`, {});

/**
 * Gives every page of `context` a PushManager backed by the local push service. The subscription
 * made is kept in the page's localStorage (so getSubscription finds it after a reload); the test
 * reads its clientHash from there.
 */
export async function usePushService(context: BrowserContext) {
  await context.exposeBinding('__e2ePushSubscribe', (_source, applicationServerKey: string) =>
    service<{ data: Made }>('/subscribe', { applicationServerKey }).then((r) => r.data),
  );
  await context.exposeBinding('__e2ePushExpire', (_source, clientHash: string) => expire(clientHash));
  await context.addInitScript(() => {
    if (!('PushManager' in window)) return;
    const KEY = 'e2e.pushSubscription';
    type Made = { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string; serverKey: string };
    const w = window as unknown as {
      __e2ePushSubscribe(key: string): Promise<Omit<Made, 'serverKey'>>;
      __e2ePushExpire(hash: string): Promise<void>;
    };
    const toB64u = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const fromB64u = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const asSubscription = (m: Made) =>
      ({
        endpoint: m.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: fromB64u(m.serverKey).buffer },
        getKey: (name: 'p256dh' | 'auth') => fromB64u(m.keys[name]).buffer,
        toJSON: () => ({ endpoint: m.endpoint, expirationTime: null, keys: m.keys }),
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          await w.__e2ePushExpire(m.clientHash);
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey;
      const bytes = typeof key === 'string' ? fromB64u(key) : new Uint8Array(key as ArrayBuffer);
      const made = { ...(await w.__e2ePushSubscribe(toB64u(bytes))), serverKey: toB64u(bytes) };
      localStorage.setItem(KEY, JSON.stringify(made));
      return asSubscription(made);
    };
    PushManager.prototype.getSubscription = async () => {
      const raw = localStorage.getItem(KEY);
      return raw ? asSubscription(JSON.parse(raw) as Made) : null;
    };
  });
}

/** The clientHash of the subscription this page's PushManager made (see usePushService). */
export const clientHashOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('e2e.pushSubscription') ?? 'null') as { clientHash: string } | null)?.clientHash);

/** The registration id of /sw.js at this origin, once its worker is activated (DevTools protocol). */
export async function swRegistrationId(cdp: CDPSession, origin: string): Promise<string> {
  let id: string | undefined;
  const activated = new Set<string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
    id ??= e.registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)?.registrationId;
  });
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => {
    for (const v of e.versions) if (v.status === 'activated') activated.add(v.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  // A push handed to a registration whose worker is still installing is dropped.
  await expect.poll(() => id && activated.has(id), { message: 'the /sw.js registration, activated' }).toBe(true);
  return id!;
}

/** Hands /sw.js a push, as the browser does when its push service delivers one. */
export async function deliverPush(page: Page, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = await swRegistrationId(cdp, origin);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  await cdp.detach();
}

/** What the specs use of a service worker's global scope (the e2e project has the DOM's types, not the worker's). */
type WorkerScope = {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
};

/** The service worker at /sw.js (the newest: a stopped worker's handle stays listed a while). */
export async function serviceWorker(context: BrowserContext) {
  const found = context.serviceWorkers().filter((w) => new URL(w.url()).pathname === '/sw.js');
  return found.at(-1) ?? (await context.waitForEvent('serviceworker', { predicate: (w) => new URL(w.url()).pathname === '/sw.js' }));
}

/** The notifications /sw.js is showing (read through its registration, from the page): title, body, icon, the page a click opens. */
export async function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration('/');
    return ((await reg?.getNotifications()) ?? []).map((n) => ({
      title: n.title,
      body: n.body,
      icon: n.icon,
      tag: n.tag,
      url: (n.data as { url: string }).url,
    }));
  });
}

/**
 * Clicks the notification titled `title`: the browser's click event, dispatched in the worker
 * (headless Chromium has no notification to click). Such an event carries no permission to open a
 * window, so /sw.js takes the open tab to the page: decision 057-push-in-the-browser.
 */
export async function clickNotification(context: BrowserContext, title: string) {
  const sw = await serviceWorker(context);
  await sw.evaluate(async (t) => {
    const scope = self as unknown as WorkerScope;
    const n = (await scope.registration.getNotifications()).find((x) => x.title === t);
    if (!n) throw new Error(`no notification titled ${t}`);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: n }));
  }, title);
}
