/**
 * @module The little of analytics the entry chunk carries: whether this reader opted out of
 * tracking (DNT / GPC: then nothing is sent, not even the code loaded), and loading the analytics
 * runtime (lib/analytics.ts, its own chunk) once the page is interactive: after `load`, when the
 * browser is idle. Growth events (nucleus login, signup, subscribe) go from here too.
 */
import type { NucleusEventName } from '../../../worker/contracts/analytics';
import { optedOut } from '../../../worker/contracts/opt-out';
import { callApi } from './api';

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

/**
 * A growth event of the signed-in reader (spec §7 "POST aux /nucleus/event"). keepalive: it is
 * sent just before the page moves on. Its failure is swallowed (spec §7 "Answer handling").
 */
export async function sendNucleus(event: NucleusEventName): Promise<void> {
  if (trackingOptedOut()) return;
  await callApi('/aux/nucleus/event', { event }, 'POST', { keepalive: true });
}
