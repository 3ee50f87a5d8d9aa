/**
 * @module Where an article's gate leads (spec §4 "Article access", §8 messages): a guest on an
 * account-only story signs up; a guest on a paid story sees the plans (/subscribe); a free reader
 * goes straight to paying for the annual plan, or to the plans. Every link to the funnel carries
 * the article as `?article={id}` so the funnel can bring the reader back to it once they have
 * Plus (docs/decisions/032): an id, never a URL, so no one can be sent off the site. Zod-free:
 * the funnel's islands may read it.
 */
import { idFromText } from './ids';
import type { ReaderTier } from './plus';

/** The query value naming the article to return to. */
export const RETURN_ARTICLE_PARAM = 'article';

export type GateLink = {
  /** The DOM hook (`data-gate-action`) and what the link does. */
  action: 'plans' | 'payment' | 'signup' | 'login';
  label: string;
  href: string;
  primary: boolean;
};

/** The links under a gate: `locked` is what the article needs that this reader lacks. */
export function gateLinks(locked: 'account' | 'subscription', reader: Exclude<ReaderTier, 'plus'>, articleId: number): GateLink[] {
  const back = `${RETURN_ARTICLE_PARAM}=${articleId}`;
  const plans: GateLink = { action: 'plans', label: 'See Plans', href: `/subscribe?${back}`, primary: true };
  const login: GateLink = { action: 'login', label: 'Login', href: '/login', primary: false };
  if (locked === 'account') return [login, { action: 'signup', label: 'Sign Up', href: '/signup', primary: true }];
  if (reader === 'guest') return [login, plans];
  return [
    { ...plans, primary: false },
    { action: 'payment', label: 'Subscribe', href: `/subscribe/payment?plan=annual&${back}`, primary: true },
  ];
}

/** The article a funnel URL's `?article=` names, as its path; null for anything but an id. */
export function articleReturnPath(value: string | null | undefined): string | null {
  const id = idFromText(value);
  return id === null ? null : `/article/${id}`;
}
