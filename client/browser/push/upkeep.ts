/**
 * @module The page-load check for Web Push, the only push code in the first-load JS: a few lines
 * that read the stored registration's date and load push/device.ts only when there is work (spec
 * §4 "Push token refreshes after 7 days"; a sign-out this browser did not see drops the
 * subscription). The work waits until the page has loaded, off the reader's path.
 */
import { PUSH_RECORD_KEY } from '../../../worker/contracts/push-browser';
import { afterInteractive } from '../lib/after-interactive';

/** `session` is `<html data-session>` ('reader' or 'guest'; absent on pages that do not say). */
export function keepPushUp(session: string | undefined): void {
  if (session !== 'guest' && session !== 'reader') return;
  try {
    const raw = localStorage.getItem(PUSH_RECORD_KEY);
    // device.ts reads the record properly; here only whether anything is due (a bad one is, and is dropped there).
    if (!raw || (session === 'reader' && (JSON.parse(raw) as { refreshAfter?: number }).refreshAfter! > Date.now())) return;
  } catch {
    // Storage blocked or the record unreadable: nothing this page can do.
    return;
  }
  const run = () => void import('./device').then((m) => m.upkeep(session)).catch((error) => console.warn('push', 'upkeep failed', error));
  afterInteractive(run);
}
