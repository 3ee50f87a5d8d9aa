/** @module Browser entry of the reader pages: local bookkeeping, then the islands of reader pages. */
import { ISLAND_LOADERS } from './island-loaders';
import './enhance-article';
import './enhance-embeds';
import './enhance-images';
import './enhance-snackbar';
import { rememberAdFree } from './lib/ad-free';
import { afterInteractive } from './lib/after-interactive';
import { rememberCampaign } from './lib/campaign';
import { hydrateIslands } from './lib/hydrate';
import { syncLocalCaches } from './lib/local-caches';
import { loadAnalyticsLater } from './lib/tracking';
import { keepPushUp } from './push/upkeep';

// A sign-out this browser did not see clears the caches first; then a guest gets a fresh id.
syncLocalCaches(document.documentElement.dataset.session);
rememberCampaign();
rememberAdFree();
hydrateIslands(ISLAND_LOADERS);
// Page views, reads and pings: their own chunk, once the page is interactive (none under DNT / GPC).
loadAnalyticsLater();
// Web Push: a due registration is renewed, a signed-out one dropped; its code loads only then.
keepPushUp(document.documentElement.dataset.session);
// The back office's popup editor opens a reader page with ?popupPreview: only then is the preview
// code loaded (its own chunk), so reader pages never carry it.
if (new URLSearchParams(location.search).has('popupPreview')) {
  void import('./components/popups/preview').then((m) => m.mountPopupPreview());
}
// Popups (spec §4) start once the page is loaded and the browser is idle, from a chunk of their
// own, so they never weigh on the first-load JS or delay the islands above. Not in the preview.
else
  afterInteractive(() => void import('./components/popups/runtime').then((m) => m.startPopups()).catch((e) => console.warn('popups', e)));
