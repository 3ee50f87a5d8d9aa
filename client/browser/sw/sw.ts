/**
 * @module The service worker at /sw.js (scope /): shows each push as a notification (title, body,
 * our icon, the page to open in its data) and opens that page on click (decision
 * 057-push-in-the-browser). Nothing else: no caching of pages or assets, so a deploy is never
 * hidden behind an old copy.
 */
import { clickTarget, openFromClick, PUSH_ICON } from '../../../worker/contracts/push-browser';
import type { WebPushPayload } from '../../../worker/contracts/web-push';

declare const self: ServiceWorkerGlobalScope;

const FALLBACK_TITLE = 'Edgewire';

/** The push's JSON (contracts/web-push.ts WebPushPayload); a push that is not JSON shows as text. */
function payload(data: PushMessageData | null): Partial<WebPushPayload> {
  if (!data) return {};
  try {
    const v: unknown = data.json();
    return v && typeof v === 'object' ? (v as Partial<WebPushPayload>) : {};
  } catch {
    return { body: data.text() };
  }
}

const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v : fallback);

// A new version takes over at once: it holds no state an old page could depend on.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const p = payload(event.data);
  // userVisibleOnly: every push shows a notification, or the browser shows one of its own.
  event.waitUntil(
    self.registration.showNotification(text(p.title, FALLBACK_TITLE), {
      body: text(p.body, ''),
      icon: PUSH_ICON,
      ...(typeof p.tag === 'string' && p.tag ? { tag: p.tag } : {}),
      data: { url: clickTarget(p.url, self.location.origin) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = clickTarget((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(
    openFromClick(
      {
        windows: async () => {
          const mine = await self.clients.matchAll({ type: 'window' });
          const all = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
          return all.map((w) => ({
            url: w.url,
            controlled: mine.some((m) => m.id === w.id),
            focus: () => w.focus(),
            navigate: (to: string) => w.navigate(to),
          }));
        },
        openWindow: (to) => self.clients.openWindow(to),
      },
      url,
    ).then((how) => console.info('push.click', how, url)),
  );
});
