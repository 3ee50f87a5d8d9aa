/**
 * @module The one access rule for article bodies (spec §4 "Article access"), and the badge a card
 * wears, decided by that same rule so a badge never says something the gate does not. Free is
 * always open; authorized needs login; paid needs login and an active subscription; an article is
 * free unless it is exclusive content without a free paywall setting; a valid share pass lifts the
 * gate. Zod-free: cards are drawn by islands too (worker/features/articles/access.ts re-exports it).
 */
import { isSubscribed } from './plus';

export type AccessArticle = { content_type: string; paywall: string };
export type AccessReader = { signedIn: boolean; subscriptionEnd: number | null };
export type AccessResult = { allowed: true } | { allowed: false; requires: 'account' | 'subscription'; message: string };

export const ACCESS_MESSAGES = {
  account: 'This article requires an account.',
  subscription: 'This article requires a paid account.',
  overlay: 'Subscribe to the paid tier to access this content.',
} as const;

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
 * What a card's badge says: 'plus' for what a free reader cannot read, 'account' for what a guest
 * cannot read (but any account can), null for what everyone can. It asks checkAccess about a
 * signed-in reader without Plus and about a guest, so it is the same for every reader: the
 * trending zones are one HTML shared by guests, free and Plus readers. (Time plays no part: the
 * free reader has no subscription_end.)
 */
export type AccessBadge = 'plus' | 'account' | null;
const FREE_READER: AccessReader = { signedIn: true, subscriptionEnd: null };
const GUEST: AccessReader = { signedIn: false, subscriptionEnd: null };

export function accessBadge(article: AccessArticle): AccessBadge {
  if (!checkAccess(article, FREE_READER, { nowSeconds: 0 }).allowed) return 'plus';
  if (!checkAccess(article, GUEST, { nowSeconds: 0 }).allowed) return 'account';
  return null;
}

/** The badges' words (the card and the article page say the same). */
export const BADGE_LABELS: Record<'plus' | 'account', string> = { plus: 'Plus', account: 'Free account' };
