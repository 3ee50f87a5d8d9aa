/**
 * @module The page-load check for Web Push, the only push code in the first-load JS: a few lines
 * that read the stored registration and load push/device.ts only when there is work (spec §4 "Push
 * token refreshes after 7 days"; a sign-out this browser did not see drops the subscription). The
 * work waits until the page has loaded, off the reader's path.
 */
import { PUSH_RECORD_KEY, readPushRecord, refreshDue } from '../../../worker/contracts/push-browser';
import { localStore } from '../lib/local-caches';

/** `session` is `<html data-session>` ('reader' or 'guest'; absent on pages that do not say). */
export function keepPushUp(session: string | undefined): void {
  const record = readPushRecord(localStore()?.getItem(PUSH_RECORD_KEY) ?? null);
  if (!record || (session !== 'guest' && session !== 'reader')) return;
  if (session === 'reader' && !refreshDue(record, Date.now())) return;
  const run = () => void import('./device').then((m) => m.upkeep(session)).catch((error) => console.warn('push', 'upkeep failed', error));
  if (document.readyState === 'complete') setTimeout(run, 0);
  else window.addEventListener('load', run, { once: true });
}
