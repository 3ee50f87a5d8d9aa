/**
 * @module Where an article's gate leads (spec §4 "Article access", §8 messages): a guest on an
 * account-only story signs up; a guest or a free reader on a paid story sees the plans
 * (/subscribe). Every link to the funnel carries
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
  action: 'plans' | 'signup' | 'login';
  label: string;
  href: string;
  /** The gate's one call to action (a button); the other link is a line of text for those who have it already. */
  primary: boolean;
};

/**
 * The links under a gate: `locked` is what the article needs that this reader lacks. One call to
 * action each (issue 28): Sign Up for an account-only story, the plans for a paid one (a guest and
 * a free reader alike: the plan choice shows both prices and leads a signed-in reader straight to
 * payment); a guest also gets a quiet Login, for the account or the Plus they already have.
 */
export function gateLinks(locked: 'account' | 'subscription', reader: Exclude<ReaderTier, 'plus'>, articleId: number): GateLink[] {
  const back = `${RETURN_ARTICLE_PARAM}=${articleId}`;
  const cta: GateLink =
    locked === 'account'
      ? { action: 'signup', label: 'Sign Up', href: '/signup', primary: true }
      : { action: 'plans', label: 'Subscribe', href: `/subscribe?${back}`, primary: true };
  if (reader !== 'guest') return [cta];
  return [cta, { action: 'login', label: 'Login', href: '/login', primary: false }];
}

/** The article a funnel URL's `?article=` names, as its path; null for anything but an id. */
export function articleReturnPath(value: string | null | undefined): string | null {
  const id = idFromText(value);
  return id === null ? null : `/article/${id}`;
}
