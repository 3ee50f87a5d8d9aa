/**
 * @module The one access rule for article bodies, used by pages, API, RSS, e-mail and push.
 * Spec: free is always open; authorized needs login; paid needs login and an active subscription;
 * an article is free unless it is exclusive content without a free paywall setting; a valid share
 * pass lifts the gate.
 */

import { isSubscribed } from '../../contracts/plus';

export type AccessArticle = { content_type: string; paywall: string };
export type AccessReader = { signedIn: boolean; subscriptionEnd: number | null };
export type AccessResult = { allowed: true } | { allowed: false; requires: 'account' | 'subscription'; message: string };

export const ACCESS_MESSAGES = {
  account: 'This article requires an account.',
  subscription: 'This article requires a paid account.',
  overlay: 'Subscribe to the paid tier to access this content.',
} as const;

// The Plus rule itself is in the contracts (the browser needs it too); features read it from here.
export { isSubscribed };

export function isFreeArticle(a: AccessArticle): boolean {
  return !(a.content_type === 'mxm_exclusive' && a.paywall !== 'free');
}

export function checkAccess(
  article: AccessArticle,
  reader: AccessReader,
  opts: { nowSeconds: number; sharePassValid?: boolean },
): AccessResult {
  if (isFreeArticle(article) || opts.sharePassValid) return { allowed: true };
  if (article.paywall === 'authorized') {
    return reader.signedIn ? { allowed: true } : { allowed: false, requires: 'account', message: ACCESS_MESSAGES.account };
  }
  // paid (and any unknown paywall value: fail closed)
  if (reader.signedIn && isSubscribed(reader.subscriptionEnd, opts.nowSeconds)) return { allowed: true };
  return { allowed: false, requires: 'subscription', message: ACCESS_MESSAGES.subscription };
}

/**
 * The clipped excerpt sent instead of a gated body: plain text, cut at a word boundary, and never
 * more than a quarter of the text, so a short article is not given away whole by its "excerpt".
 */
export function excerptOf(plainText: string, maxChars = 320): string {
  const text = plainText.replace(/\s+/g, ' ').trim();
  const limit = Math.min(maxChars, Math.floor(text.length / 4));
  if (limit < 1) return '';
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${space > limit * 0.5 ? cut.slice(0, space) : cut}…`;
}
