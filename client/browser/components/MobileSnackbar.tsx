/**
 * @module App-store snackbar. Spec: it appears 1 second after load on mobile. The server renders
 * it hidden on every page; ../enhance-snackbar.ts shows it on phones and tablets (see
 * isMobileDevice) unless the reader closed it in the last 30 days (remembered in localStorage), or
 * the page shows the store badges in its own content (the account screens' 'Get the App'): a store
 * shown twice on one screen is noise. Plain DOM rather than a React island (issue 28): on a phone's
 * front page it was the one island that loaded React at load, for a bar that only shows and hides.
 */
import { StoreBadges, type StoreLinks } from './ui/StoreBadge';

export type MobileSnackbarProps = StoreLinks;

export function MobileSnackbar({ appStoreUrl, playStoreUrl }: MobileSnackbarProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fixed bar, not a document section; the region role names it for screen readers
    <div
      role="region"
      aria-label="Get the Edgewire app"
      data-snackbar
      hidden
      className="fixed inset-x-3 bottom-3 z-30 mx-auto grid max-w-xl grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 rounded-xl bg-slate-900 px-4 py-3 text-white shadow-lg [&[hidden]]:hidden"
    >
      <p className="text-sm font-semibold">Get the Edgewire app</p>
      {/* Under the title on its own line (source order still title, stores, close). */}
      <StoreBadges appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} size="sm" className="col-span-2 row-start-2" />
      <button
        type="button"
        data-snackbar-close
        aria-label="Close app promotion"
        className="col-start-2 row-start-1 rounded-md px-2 py-1 text-lg leading-none hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-white"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
