/**
 * @module The little of analytics the entry chunk carries: unless this reader opted out of
 * tracking (DNT / GPC, lib/opt-out.ts: then nothing is sent, not even the code loaded), loading the analytics
 * runtime (lib/analytics.ts, its own chunk) once the page is interactive: after `load`, when the
 * browser is idle. Nothing else: what the entry imports is first-load JS.
 */
import { afterInteractive } from './after-interactive';
import { trackingOptedOut } from './opt-out';

/** Starts the analytics runtime after the page is interactive; a chunk that fails to load is let go. */
export function loadAnalyticsLater(): void {
  if (trackingOptedOut()) return;
  // A chunk that fails to load is let go: analytics never shows an error.
  afterInteractive(
    () =>
      void import('./analytics').then(
        (m) => m.startAnalytics(),
        () => undefined,
      ),
  );
}
