/**
 * @module Campaign info a reader brings (spec's local storage keys utm_url, utm_referrer,
 * signup_article_id) and the guest's stable anonymous id (a.uid). Recorded on arrival, sent once
 * with a sign-up, then cleared. Storage may be blocked: everything here is best effort.
 */
import { idFromText } from '../../../worker/contracts/ids';
import { localStore } from './local-caches';

const KEYS = { url: 'utm_url', referrer: 'utm_referrer', article: 'signup_article_id', anon: 'a.uid' } as const;

/** Called on every page load (client/entry.tsx). */
export function rememberCampaign(): void {
  const s = localStore();
  if (!s) return;
  if (!s.getItem(KEYS.anon)) s.setItem(KEYS.anon, crypto.randomUUID());
  const params = new URLSearchParams(location.search);
  if ([...params.keys()].some((k) => k.startsWith('utm_')) && !s.getItem(KEYS.url)) {
    s.setItem(KEYS.url, location.href.slice(0, 2048));
    s.setItem(KEYS.referrer, document.referrer.slice(0, 2048));
  }
  const article = idFromText(/^\/(?:article|articles|news)\/([^/]+)$/.exec(location.pathname)?.[1]);
  if (article !== null) s.setItem(KEYS.article, String(article));
}

export function readCampaign(): { utm_url?: string; utm_referrer?: string; signup_article_id?: number } {
  const s = localStore();
  if (!s) return {};
  const id = idFromText(s.getItem(KEYS.article));
  return {
    ...(s.getItem(KEYS.url) ? { utm_url: s.getItem(KEYS.url)! } : {}),
    ...(s.getItem(KEYS.referrer) ? { utm_referrer: s.getItem(KEYS.referrer)! } : {}),
    ...(id !== null ? { signup_article_id: id } : {}),
  };
}

export function clearCampaign(): void {
  const s = localStore();
  for (const k of [KEYS.url, KEYS.referrer, KEYS.article]) s?.removeItem(k);
}

export const anonymousId = (): string | null => localStore()?.getItem(KEYS.anon) ?? null;
