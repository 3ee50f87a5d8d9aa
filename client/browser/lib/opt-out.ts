/** @module This browser's answer to "may we track?" (contracts/opt-out.ts reads it). */
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
