/**
 * @module The little of analytics the entry chunk carries: whether this reader opted out of
 * tracking (DNT / GPC: then nothing is sent, not even the code loaded), and loading the analytics
 * runtime (lib/analytics.ts, its own chunk) once the page is interactive: after `load`, when the
 * browser is idle. Nothing else: what the entry imports is first-load JS.
 */
import { optedOut } from '../../../worker/contracts/opt-out';

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/** Do Not Track or Global Privacy Control: the reader asked not to be tracked. */
export function trackingOptedOut(): boolean {
  const nav = navigator as PrivacyNavigator;
  return optedOut({
    doNotTrack: nav.doNotTrack ?? (window as { doNotTrack?: string }).doNotTrack,
    globalPrivacyControl: nav.globalPrivacyControl,
  });
}

/** Starts the analytics runtime after the page is interactive; a chunk that fails to load is let go. */
export function loadAnalyticsLater(): void {
  if (trackingOptedOut()) return;
  const start = () =>
    void import('./analytics').then(
      (m) => m.startAnalytics(),
      () => undefined,
    );
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 1));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
