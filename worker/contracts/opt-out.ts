/**
 * @module Who asked not to be tracked, for the browser (before it loads any analytics code) and the
 * server (which keeps nothing from such a request) alike. Its own module: the entry chunk takes it
 * without the analytics runtime.
 */

/**
 * A reader who asked not to be tracked: Do Not Track ("1"; old browsers said "yes") or Global
 * Privacy Control. Read from `navigator` in the browser and from the DNT / Sec-GPC headers on the server.
 */
export function optedOut(signals: { doNotTrack?: string | null; globalPrivacyControl?: boolean | string | null }): boolean {
  const dnt = signals.doNotTrack?.trim().toLowerCase();
  const gpc = signals.globalPrivacyControl;
  return dnt === '1' || dnt === 'yes' || gpc === true || (typeof gpc === 'string' && gpc.trim() === '1');
}
