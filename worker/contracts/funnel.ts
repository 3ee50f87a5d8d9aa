/**
 * @module The /subscribe funnel's routing, one pure function (spec §2 "Subscribe funnel", §4
 * "Subscription flow"): given the step asked for, who is reading and the query, either the step
 * to show or where to go instead. Steps: '' (plan choice), sign-up, create-account, login (the
 * same screen as sign-up), payment, thank-you, welcome-back. Zod-free: islands import it.
 */
import { isPlanId, type PlanId } from './plans';
import type { ReaderTier } from './plus';

export const FUNNEL_STEPS = ['', 'sign-up', 'create-account', 'login', 'payment', 'thank-you', 'welcome-back'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The marketing layout: version 0 (or none), 1 or 2. */
export type FunnelVersion = 0 | 1 | 2;

export type FunnelQuery = { plan?: string | null; version?: string | null; new?: string | null };

export type FunnelAnswer = { show: FunnelStep; plan: PlanId | null; version: FunnelVersion; isNew: boolean } | { redirect: string };

/** Where Cancel on the payment step goes. */
export const FUNNEL_CANCEL_URL = '/trending?cancel=yes';

export const isFunnelStep = (v: string): v is FunnelStep => (FUNNEL_STEPS as readonly string[]).includes(v);

export function funnelVersion(v: string | null | undefined): FunnelVersion {
  return v === '1' ? 1 : v === '2' ? 2 : 0;
}

/** A funnel URL that keeps the plan and the layout version along the way. */
export function funnelUrl(step: FunnelStep, q: { plan?: PlanId | null; version?: FunnelVersion; isNew?: boolean }): string {
  // Every value is one of a few fixed words or digits, so nothing needs encoding (and the contracts
  // use no runtime's URL classes).
  const params: string[] = [];
  if (q.plan) params.push(`plan=${q.plan}`);
  if (q.version) params.push(`version=${q.version}`);
  if (q.isNew !== undefined) params.push(`new=${q.isNew ? 'yes' : 'no'}`);
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
  const to = (s: FunnelStep, extra: { isNew?: boolean } = {}) => ({ redirect: funnelUrl(s, { plan, version, ...extra }) });
  const show = (s: FunnelStep) => ({ show: s, plan, version, isNew });
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
export function afterPlanChoice(plan: PlanId, reader: ReaderTier, version: FunnelVersion): string {
  if (reader === 'plus') return funnelUrl('welcome-back', { plan, version });
  return funnelUrl(reader === 'free' ? 'payment' : 'sign-up', { plan, version });
}
