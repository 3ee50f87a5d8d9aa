/**
 * @module The browser's Web Push rules (decision 057-push-in-the-browser), pure so they are tested
 * here and run as they are in the opt-in island, the page-load upkeep and /sw.js: when a
 * registration is due again (spec §4/§9 "Push token refreshes after 7 days"), how long to wait
 * before retrying one that failed ("registration retries up to 3 times"), what the opt-in shows,
 * and where a notification's click leads.
 */
import { PUSH_REFRESH_SECONDS, PUSH_REGISTER_RETRIES } from './web-push';

/**
 * localStorage: this browser's registration: the subscription as sent (`token`, what DELETE sends
 * back when the browser's own copy is gone), its endpoint, and when to register again (epoch ms).
 */
export const PUSH_RECORD_KEY = 'push.registration';
/** The service worker's script and scope (the Worker serves it: features/static/service-worker.ts). */
export const SW_PATH = '/sw.js';
export const SW_SCOPE = '/';
/** Shown beside every notification: a raster icon, which every platform draws (an SVG is not). */
export const PUSH_ICON = '/icon-192.png';

export type PushRecord = { endpoint: string; token: string; refreshAfter: number };

/** The record as stored, or null when it is missing or not ours (storage is the reader's to edit). */
export function readPushRecord(raw: string | null): PushRecord | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<PushRecord> | null;
    if (!v || typeof v.endpoint !== 'string' || typeof v.token !== 'string' || typeof v.refreshAfter !== 'number') return null;
    return { endpoint: v.endpoint, token: v.token, refreshAfter: v.refreshAfter };
  } catch {
    return null;
  }
}

/**
 * What to keep after a registration: the server's `refresh_after` (epoch seconds) when it sent
 * one, else seven days from now; never later than seven days, so a wrong clock cannot stop it.
 */
export function pushRecord(endpoint: string, token: string, nowMs: number, refreshAfterSeconds?: number): PushRecord {
  const week = nowMs + PUSH_REFRESH_SECONDS * 1000;
  const server = refreshAfterSeconds ? refreshAfterSeconds * 1000 : week;
  return { endpoint, token, refreshAfter: Math.min(server, week) };
}

/** Whether this page load registers again: the date has come. */
export const refreshDue = (record: PushRecord, nowMs: number) => nowMs >= record.refreshAfter;

/** Waits before retries 1, 2 and 3 (ms); the spec gives the count, not the pace. */
export const PUSH_RETRY_DELAYS_MS = [1000, 3000, 9000] as const;

/**
 * How long to wait before trying a failed registration again, or null to stop: after
 * PUSH_REGISTER_RETRIES retries, and at once for an answer that another try cannot change (a 4xx
 * other than 408 and 429: the reader signed out, the subscription was refused). `status` 0 is no
 * answer at all (offline). A Retry-After longer than the delay is honoured.
 */
export function retryDelay(retriesDone: number, status: number, retryAfterSeconds?: number): number | null {
  if (retriesDone >= PUSH_REGISTER_RETRIES) return null;
  const transient = status === 0 || status === 408 || status === 429 || status >= 500;
  if (!transient) return null;
  const base = PUSH_RETRY_DELAYS_MS[Math.min(retriesDone, PUSH_RETRY_DELAYS_MS.length - 1)] ?? 0;
  return Math.max(base, (retryAfterSeconds ?? 0) * 1000);
}

/** What the opt-in shows for this browser. */
export type OptInState = 'checking' | 'unsupported' | 'unavailable' | 'blocked' | 'off' | 'working' | 'stopping' | 'on' | 'failed';

/** What the browser can do, read once the island is in the browser. */
export type BrowserPush = {
  /** Service workers, the Push API and notifications are all there (and the page is a secure context). */
  supported: boolean;
  permission: 'default' | 'granted' | 'denied';
  /** This browser holds a subscription and we registered it (the record names its endpoint). */
  registered: boolean;
};

/** The state before the reader does anything: nothing to offer, blocked, on or off. */
export function initialOptIn(b: BrowserPush): OptInState {
  if (!b.supported) return 'unsupported';
  if (b.permission === 'denied') return 'blocked';
  return b.permission === 'granted' && b.registered ? 'on' : 'off';
}

/** The words for each state: what the page says plainly (spec: the errors themselves are only logged). */
export const OPT_IN_MESSAGES: Record<OptInState, string> = {
  checking: 'Checking whether this browser can show notifications…',
  unsupported: 'This browser cannot show push notifications. Try a current version of Chrome, Edge, Firefox or Safari.',
  unavailable: 'Push notifications are not available on this site right now.',
  blocked:
    'Notifications are blocked for this site in your browser. To get them, allow notifications for this site in your browser’s settings, then reload this page.',
  off: 'Push notifications are off in this browser.',
  working: 'Turning push notifications on…',
  stopping: 'Turning push notifications off…',
  on: 'Push notifications are on in this browser.',
  failed: 'We could not turn push notifications on. Please try again.',
};

/** Without JavaScript: the opt-in needs the browser's permission, which only a script can ask for. */
export const OPT_IN_NO_SCRIPT = 'Turning on push notifications needs JavaScript in this browser.';

/**
 * The page a notification opens: its `url` when it is a path on this site or an http(s) address
 * (the sender checked it too: contracts/notify.ts isPushUrl), else the front page.
 */
export function clickTarget(url: unknown, origin: string): string {
  if (typeof url !== 'string' || url === '') return `${origin}/`;
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return `${origin}${url}`;
  return /^https?:\/\/[^\s/?#\\@]+([/?#][^\s\\]*)?$/i.test(url) ? url : `${origin}/`;
}

/** The little of the service worker's `Clients` a click needs, so the choice is tested here. */
export type ClickClients = {
  /** Windows of this site: `controlled` those this service worker controls (which it may navigate). */
  windows(): Promise<{ url: string; controlled: boolean; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> }[]>;
  openWindow(url: string): Promise<unknown>;
};

/**
 * A click opens the notification's page: the tab already showing it comes to the front; otherwise a
 * new window. A browser may refuse the window (`openWindow` needs the click's permission, which
 * expires after a few seconds); then an open tab of ours is taken to the page instead. Answers
 * what was done, for the log and the tests.
 */
export async function openFromClick(clients: ClickClients, url: string): Promise<'focused' | 'opened' | 'navigated' | 'none'> {
  const wins = await clients.windows();
  const same = wins.find((w) => w.url === url);
  if (same) {
    await same.focus().catch(() => {});
    return 'focused';
  }
  try {
    // Resolves null for another site's page, which still opened; a refusal rejects.
    await clients.openWindow(url);
    return 'opened';
  } catch {
    // Refused: fall through to a tab we can take there.
  }
  const ours = wins.find((w) => w.controlled);
  if (!ours) return 'none';
  await ours.navigate(url);
  await ours.focus().catch(() => {});
  return 'navigated';
}
