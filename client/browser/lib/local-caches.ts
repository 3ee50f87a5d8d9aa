/**
 * @module The reader's local caches (spec §3 local storage keys; §4 "Sign-out clears local caches"):
 * the guest id (a.uid), the campaign info (utm_url, utm_referrer, signup_article_id), the ad-free
 * value (gad) and the popup display counters. Cleared when a reader signs out with JavaScript
 * (AccountNav, DeleteAccount), and on the first page load after a sign-out the browser did not see
 * (a sign-out posted without JavaScript, a session revoked elsewhere): the document says who is
 * reading (`<html data-session>`), and a marker remembers that a reader was signed in here.
 * Device settings (the app-store snackbar's dismissal) are not the reader's and stay.
 * Storage may be blocked: everything here is best effort.
 */

export const LOCAL_CACHE_KEYS = ['a.uid', 'utm_url', 'utm_referrer', 'signup_article_id', 'gad'] as const;
/** Popup display counters are kept under this prefix (one key per popup). */
export const POPUP_COUNTER_PREFIX = 'popup.';
/** Set while a signed-in reader uses this browser. */
export const SIGNED_IN_MARKER = 'ew.signedIn';

/** localStorage, or null where the browser blocks it (private modes, storage settings). */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function clearLocalCaches(): void {
  const s = localStore();
  if (!s) return;
  for (const key of LOCAL_CACHE_KEYS) s.removeItem(key);
  // Collect first: removing while walking by index would skip keys.
  const counters = Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k): k is string => !!k?.startsWith(POPUP_COUNTER_PREFIX));
  for (const key of counters) s.removeItem(key);
  s.removeItem(SIGNED_IN_MARKER);
}

/** On every page load, before anything reads the caches: `session` is `<html data-session>`. */
export function syncLocalCaches(session: string | undefined): void {
  const s = localStore();
  if (!s) return;
  if (session === 'reader') s.setItem(SIGNED_IN_MARKER, '1');
  else if (session === 'guest' && s.getItem(SIGNED_IN_MARKER)) clearLocalCaches();
}
