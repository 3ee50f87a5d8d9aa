/**
 * @module The spec's ad-free flag (§4 "Ad-free flag", local storage key 'gad'): 0 for subscribers,
 * otherwise a timestamp (milliseconds), written on every page load from what the server drew the
 * page for (`<html data-gad="0">` for Plus readers only; pages/renderer.tsx). Storage may
 * be blocked: best effort.
 */
import { localStore } from './local-caches';

export const AD_FREE_KEY = 'gad';

/** Called on every page load (entry.tsx). */
export function rememberAdFree(root: HTMLElement = document.documentElement): void {
  localStore()?.setItem(AD_FREE_KEY, root.dataset.gad === '0' ? '0' : String(Date.now()));
}
