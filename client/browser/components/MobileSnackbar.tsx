/**
 * @module App-store snackbar (an island). Spec: it appears 1 second after load on mobile. It
 * renders nothing on the server and during hydration, then shows on phones and tablets (see
 * isMobileDevice) unless the reader closed it in the last 30 days (remembered in localStorage),
 * or the page shows the store badges in its own content (the account screens' 'Get the App'): a
 * store shown twice on one screen is noise.
 */
import { useEffect, useState } from 'react';
import { isMobileDevice } from '../../../worker/contracts/layouts';
import { StoreBadges, type StoreLinks } from './ui/StoreBadge';

export type MobileSnackbarProps = StoreLinks;

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

export function MobileSnackbar({ appStoreUrl, playStoreUrl }: MobileSnackbarProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const uaData = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
    if (!isMobileDevice(navigator.userAgent, uaData?.mobile) || dismissedRecently()) return;
    if (document.querySelector('main [data-store-badges]')) return;
    const timer = setTimeout(() => setOpen(true), DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!open) return null;
  const close = () => {
    setOpen(false);
    try {
      localStorage.setItem(SNACKBAR_KEY, String(Date.now()));
    } catch {
      // storage blocked: nothing to remember
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fixed bar, not a document section; the region role names it for screen readers
    <div
      role="region"
      aria-label="Get the Edgewire app"
      data-snackbar
      className="fixed inset-x-3 bottom-3 z-30 mx-auto grid max-w-xl grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 rounded-xl bg-slate-900 px-4 py-3 text-white shadow-lg"
    >
      <p className="text-sm font-semibold">Get the Edgewire app</p>
      {/* Under the title on its own line (source order still title, stores, close). */}
      <StoreBadges appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} size="sm" className="col-span-2 row-start-2" />
      <button
        type="button"
        onClick={close}
        aria-label="Close app promotion"
        className="col-start-2 row-start-1 rounded-md px-2 py-1 text-lg leading-none hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-white"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
