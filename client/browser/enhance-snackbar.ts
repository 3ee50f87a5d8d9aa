/**
 * @module Shows the app-store snackbar (components/MobileSnackbar.tsx) 1 second after load on a
 * phone or tablet, unless closed in the last 30 days or the page shows the stores in its content;
 * its × closes it and remembers that on this device.
 */
import { isMobileDevice } from '../../worker/contracts/layouts';

export const SNACKBAR_KEY = 'ew.snackbar.dismissed';
const DELAY_MS = 1000;
const REMEMBER_MS = 30 * 86_400_000;

function dismissedRecently(): boolean {
  try {
    const at = Number(localStorage.getItem(SNACKBAR_KEY));
    return Number.isFinite(at) && at > 0 && Date.now() - at < REMEMBER_MS;
  } catch {
    return false; // storage blocked: show it, closing still works for this page
  }
}

function enhanceSnackbar(): void {
  const bar = document.querySelector<HTMLElement>('[data-snackbar]');
  if (!bar) return;
  const uaData = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (!isMobileDevice(navigator.userAgent, uaData?.mobile) || dismissedRecently()) return;
  if (document.querySelector('main [data-store-badges]')) return;
  bar.querySelector('[data-snackbar-close]')?.addEventListener('click', () => {
    bar.hidden = true;
    try {
      localStorage.setItem(SNACKBAR_KEY, String(Date.now()));
    } catch {
      // storage blocked: nothing to remember
    }
  });
  setTimeout(() => {
    bar.hidden = false;
  }, DELAY_MS);
}

// The entry is an async module and can run before the page's end has been parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', enhanceSnackbar, { once: true });
else enhanceSnackbar();
