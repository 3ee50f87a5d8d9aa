/**
 * @module The /subscribe funnel's routing, one pure function (spec §2 "Subscribe funnel", §4
 * "Subscription flow"): given the step asked for, who is reading and the query, either the step
 * to show or where to go instead. Steps: '' (plan choice), sign-up, create-account, login (the
 * same screen as sign-up), payment, thank-you, welcome-back. The article a gate sent the reader
 * from rides along every step as `article={id}` (docs/decisions/032) so thank-you and
 * welcome-back can lead back to it. Zod-free: islands import it.
 */

import { articleReturnPath, RETURN_ARTICLE_PARAM } from './gate';
import { idFromText } from './ids';
import { isPlanId, type PlanId } from './plans';
import type { ReaderTier } from './plus';

export const FUNNEL_STEPS = ['', 'sign-up', 'create-account', 'login', 'payment', 'thank-you', 'welcome-back'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The marketing layout: version 0 (or none), 1 or 2. */
export type FunnelVersion = 0 | 1 | 2;

export type FunnelQuery = { plan?: string | null; version?: string | null; new?: string | null; article?: string | null };

export type FunnelAnswer =
  | { show: FunnelStep; plan: PlanId | null; version: FunnelVersion; isNew: boolean; article: number | null }
  | { redirect: string };

/** Where Cancel on the payment step goes. */
export const FUNNEL_CANCEL_URL = '/trending?cancel=yes';

export const isFunnelStep = (v: string): v is FunnelStep => (FUNNEL_STEPS as readonly string[]).includes(v);

export function funnelVersion(v: string | null | undefined): FunnelVersion {
  return v === '1' ? 1 : v === '2' ? 2 : 0;
}

/** The article to return to: an id (contracts/ids.ts), never a URL; anything else is dropped. */
export function funnelArticle(v: string | null | undefined): number | null {
  return idFromText(v);
}

/** Where thank-you and welcome-back lead: back to the article, else the trending stories. */
export const funnelReadingPath = (article: number | null): string => (article && articleReturnPath(String(article))) || '/trending';

export type FunnelUrlQuery = { plan?: PlanId | null; version?: FunnelVersion; isNew?: boolean; article?: number | null };

/** A funnel URL that keeps the plan, the layout version and the article along the way. */
export function funnelUrl(step: FunnelStep, q: FunnelUrlQuery): string {
  // Every value is one of a few fixed words or digits, so nothing needs encoding (and the contracts
  // use no runtime's URL classes).
  const params: string[] = [];
  if (q.plan) params.push(`plan=${q.plan}`);
  if (q.version) params.push(`version=${q.version}`);
  if (q.isNew !== undefined) params.push(`new=${q.isNew ? 'yes' : 'no'}`);
  if (q.article && funnelArticle(String(q.article))) params.push(`${RETURN_ARTICLE_PARAM}=${q.article}`);
  const query = params.join('&');
  return `/subscribe${step ? `/${step}` : ''}${query ? `?${query}` : ''}`;
}

/**
 * The routing rules: the plan choice is open to all; a reader who is signed in skips the account
 * steps (a subscriber to welcome-back, anyone else to payment, new=no); payment needs a reader
 * (a guest goes to login) who is not yet a subscriber (a subscriber goes to thank-you) and a
 * plan (else back to the plan choice); welcome-back is for subscribers only.
 */
export function routeFunnel(step: FunnelStep, reader: ReaderTier, q: FunnelQuery): FunnelAnswer {
  const plan = isPlanId(q.plan) ? q.plan : null;
  const version = funnelVersion(q.version);
  const isNew = q.new === 'yes';
  const article = funnelArticle(q.article);
  const to = (s: FunnelStep, extra: { isNew?: boolean } = {}) => ({ redirect: funnelUrl(s, { plan, version, article, ...extra }) });
  const show = (s: FunnelStep) => ({ show: s, plan, version, isNew, article });
  switch (step) {
    case '':
      return show('');
    case 'sign-up':
    case 'create-account':
    case 'login':
      if (reader === 'plus') return to('welcome-back');
      if (reader === 'free') return to('payment', { isNew: q.new === 'yes' });
      return show(step);
    case 'payment':
      if (reader === 'guest') return to('login');
      if (reader === 'plus') return to('thank-you', { isNew });
      return plan ? show('payment') : to('');
    case 'thank-you':
      if (reader === 'guest') return to('login');
      return show('thank-you');
    case 'welcome-back':
      if (reader === 'guest') return to('login');
      if (reader === 'free') return to('payment', { isNew: false });
      return show('welcome-back');
  }
}

/** After a plan is chosen on the first step: a reader pays, a guest makes an account first. */
export function afterPlanChoice(plan: PlanId, reader: ReaderTier, version: FunnelVersion, article: number | null = null): string {
  if (reader === 'plus') return funnelUrl('welcome-back', { plan, version, article });
  return funnelUrl(reader === 'free' ? 'payment' : 'sign-up', { plan, version, article });
}

/**
 * Sign-up and login inside the funnel reuse the site's forms (POST /signup, /login and their JSON
 * APIs), which carry where to go next as a `redirect` key, never a URL, so nobody can be sent off
 * the site. The funnel's key names the plan, the layout and the article (its id's digits, at most
 * 16 for ID_MAX, so the longest key, 38 characters, fits the forms' 40): subscribe,
 * subscribe-annual-v2-a123, … (funnelArticle reads the digits as every id is read).
 */
const SIGN_IN_KEY = /^subscribe(?:-(monthly|annual))?(?:-v([12]))?(?:-a([1-9]\d{0,15}))?$/;

export function funnelSignInKey(plan: PlanId | null, version: FunnelVersion, article: number | null = null): string {
  const a = article && funnelArticle(String(article)) ? `a${article}` : null;
  return ['subscribe', plan, version ? `v${version}` : null, a].filter(Boolean).join('-');
}

export const isFunnelSignInKey = (v: string | null | undefined): v is string => typeof v === 'string' && SIGN_IN_KEY.test(v);

/**
 * Where a sign-up or login from the funnel continues, or null for any other key. A new account
 * goes on to pay (new=yes); a login goes back through the login step, whose routing sends a
 * subscriber to welcome-back and anyone else to payment (new=no). Onboarding waits: thank-you
 * offers it to new accounts.
 */
export function funnelAfterSignIn(key: string | null | undefined, signedUp: boolean): string | null {
  const m = key ? SIGN_IN_KEY.exec(key) : null;
  if (!m) return null;
  const plan = isPlanId(m[1]) ? m[1] : null;
  const version = funnelVersion(m[2]);
  const article = funnelArticle(m[3]);
  return signedUp ? funnelUrl('payment', { plan, version, article, isNew: true }) : funnelUrl('login', { plan, version, article });
}
