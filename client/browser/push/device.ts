/**
 * @module This browser's Web Push registration (decision 057-push-in-the-browser): turn it on
 * (permission, /sw.js, subscribe with the VAPID key, `POST /api/notifications`), off (`DELETE`,
 * unsubscribe), register again when due, and forget it at sign-out. Loaded only by the opt-in
 * island and by the page-load upkeep when there is something to do: never in the first-load JS.
 * Failures are logged (spec: push errors are only logged); the opt-in says what they mean.
 */
import {
  type BrowserPush,
  initialOptIn,
  type OptInState,
  PUSH_RECORD_KEY,
  type PushRecord,
  pushRecord,
  readPushRecord,
  retryDelay,
  SW_PATH,
  SW_SCOPE,
} from '../../../worker/contracts/push-browser';
import { PUSH_KEY_PATH, PUSH_REGISTER_PATH } from '../../../worker/contracts/web-push';
import type { PushKeyDto, PushRegistrationDto, PushRemovalDto } from '../../../worker/contracts/web-push-api';
import { type ApiResult, callApi } from '../lib/api';
import { localStore } from '../lib/local-caches';

const log = (event: string, detail?: unknown) => console.warn('push', event, detail ?? '');

/** Service workers, the Push API and notifications, in a secure context. */
export function pushSupported(): boolean {
  return window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function storedRecord(): PushRecord | null {
  return readPushRecord(localStore()?.getItem(PUSH_RECORD_KEY) ?? null);
}

function keep(record: PushRecord | null) {
  const s = localStore();
  if (record) s?.setItem(PUSH_RECORD_KEY, JSON.stringify(record));
  else s?.removeItem(PUSH_RECORD_KEY);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One API call, retried while the failure is transient, at most 3 times (spec §4/§9). */
export async function withRetries<T>(call: () => Promise<ApiResult<T>>, retries = true): Promise<ApiResult<T>> {
  for (let done = 0; ; done++) {
    const res = await call();
    if (res.ok) return res;
    const wait = retries ? retryDelay(done, res.status, res.retryAfter) : null;
    if (wait === null) return res;
    await sleep(wait);
  }
}

/** The subscription /sw.js holds, if any (no registration is made to find out). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration(SW_SCOPE);
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** What the opt-in shows first, read without asking the reader anything. */
export async function readBrowser(): Promise<OptInState> {
  if (!pushSupported()) {
    log('unsupported browser');
    return initialOptIn({ supported: false, permission: 'default', registered: false });
  }
  const permission = Notification.permission;
  if (permission === 'denied') log('permission blocked');
  const sub = permission === 'granted' ? await currentSubscription().catch(() => null) : null;
  const b: BrowserPush = { supported: true, permission, registered: !!sub && storedRecord()?.endpoint === sub.endpoint };
  return initialOptIn(b);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((v, i) => v === b[i]);

/** This browser's subscription for our key: the one it has, or a new one (an old key's is dropped). */
async function subscribe(key: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(SW_PATH, { scope: SW_SCOPE, updateViaCache: 'none' });
  const reg = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(key);
  const had = await reg.pushManager.getSubscription();
  if (had && sameBytes(had.options.applicationServerKey, applicationServerKey)) return had;
  await had?.unsubscribe();
  return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/** `POST /api/notifications`, retried; keeps the record on success. */
async function register(sub: PushSubscription): Promise<boolean> {
  const token = JSON.stringify(sub.toJSON());
  const res = await withRetries(() => callApi<PushRegistrationDto>(PUSH_REGISTER_PATH, { fcm_token: token }));
  if (!res.ok) {
    log('registration failed', `${res.status} ${res.message}`);
    return false;
  }
  keep(pushRecord(sub.endpoint, token, Date.now(), res.data.refresh_after));
  return true;
}

/** Subscribes with the site's key and registers; `'unavailable'` when the site has no key. */
async function subscribeAndRegister(): Promise<OptInState> {
  const key = await withRetries(() => callApi<PushKeyDto>(PUSH_KEY_PATH));
  if (!key.ok) {
    log('no public key', `${key.status} ${key.message}`);
    return key.status === 404 ? 'unavailable' : 'failed';
  }
  try {
    return (await register(await subscribe(key.data.public_key))) ? 'on' : 'failed';
  } catch (error) {
    log('subscribe failed', error);
    return 'failed';
  }
}

/** The opt-in's button: asks for permission (this runs from the reader's click), then subscribes. */
export async function turnOn(): Promise<OptInState> {
  if (!pushSupported()) return readBrowser();
  // Asked even when granted (it answers at once, no prompt): this click is the only place it is asked.
  const permission = Notification.permission === 'denied' ? 'denied' : await Notification.requestPermission();
  if (permission === 'denied') {
    log('permission blocked');
    return 'blocked';
  }
  // Dismissed without an answer: nothing changed, the reader may ask again.
  if (permission !== 'granted') return 'off';
  return subscribeAndRegister();
}

/** `DELETE /api/notifications` with the token sent, then the browser's subscription goes too. */
async function unregister(record: PushRecord | null, sub: PushSubscription | null, retries: boolean) {
  const token = sub ? JSON.stringify(sub.toJSON()) : record?.token;
  if (token) {
    const res = await withRetries(() => callApi<PushRemovalDto>(PUSH_REGISTER_PATH, { fcm_token: token }, 'DELETE'), retries);
    // Left at the server, the subscription answers its next push with 410 and is removed then.
    if (!res.ok) log('unregister failed', `${res.status} ${res.message}`);
  }
  await sub?.unsubscribe().catch((error) => log('unsubscribe failed', error));
  keep(null);
}

/** The opt-in's Turn off. */
export async function turnOff(): Promise<OptInState> {
  await unregister(storedRecord(), await currentSubscription().catch(() => null), true);
  return 'off';
}

/** Before a sign-out (AccountNav): one quick try, so leaving is never held up by retries. */
export async function forgetOnSignOut(): Promise<void> {
  await unregister(storedRecord(), pushSupported() ? await currentSubscription().catch(() => null) : null, false);
}

/**
 * Page-load upkeep (push/upkeep.ts): a reader's registration that is due is sent again (a new
 * subscription if the browser dropped its own or permission came back); a guest's page means a
 * sign-out this browser did not see, so the subscription is dropped here too.
 */
export async function upkeep(session: 'reader' | 'guest'): Promise<void> {
  const record = storedRecord();
  if (session === 'guest' || !pushSupported() || Notification.permission !== 'granted') {
    await unregister(record, pushSupported() ? await currentSubscription().catch(() => null) : null, session === 'reader');
    return;
  }
  const sub = await currentSubscription().catch(() => null);
  if (sub) await register(sub);
  else await subscribeAndRegister();
}
