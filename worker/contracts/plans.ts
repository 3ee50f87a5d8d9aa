/**
 * @module Edgewire Plus's plans and prices, the one source for every page that shows them
 * (/landing, the /subscribe funnel, onboarding's payment step, the pricing block's fallback,
 * billing). The figures are the spec's (§9); what is charged is Stripe's price, whose ids come from
 * configuration (STRIPE_PRICE_MONTHLY, STRIPE_PRICE_ANNUAL). Zod-free: islands import it.
 */

export const PLAN_IDS = ['monthly', 'annual'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  /** What one billing period costs, in cents. */
  cents: number;
  /** How the price is said: "per month" (billed every 4 weeks) or "per year". */
  per: string;
  /** The price per week the cards lead with. */
  weeklyCents: number;
  billed: string;
  /** The price struck through beside it, if any. */
  struckCents: number | null;
  savingsPercent: number | null;
};

export const PLANS: Record<PlanId, Plan> = {
  monthly: {
    id: 'monthly',
    name: 'Monthly',
    cents: 996,
    per: 'per month',
    weeklyCents: 249,
    billed: 'Billed every 4 weeks',
    struckCents: null,
    savingsPercent: null,
  },
  annual: {
    id: 'annual',
    name: 'Annual',
    cents: 8964,
    per: 'per year',
    weeklyCents: 186,
    billed: 'Billed once a year',
    struckCents: 11_952,
    savingsPercent: 30,
  },
};

/** The monthly price shown while a promotional token is present (spec §9). */
export const PROMOTIONAL_MONTHLY_CENTS = 928;

/** What Plus gives (spec §1), most wanted first: the funnel, /landing, the article gate and the e-mails. */
export const PLUS_BENEFITS = [
  'No ads, on every page',
  'Every paid exclusive from our editors',
  'Unlimited local news from over 200 US cities',
  'Up and down voting and your whole For You feed',
] as const;

/** A first subscription starts with one free month. */
export const FREE_TRIAL_DAYS = 30;

export const isPlanId = (v: unknown): v is PlanId => v === 'monthly' || v === 'annual';

/** "$9.96": prices are in US dollars. */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The plan's price for this reader: the promotional monthly price when a token is present. */
export function priceCents(plan: PlanId, promotional: boolean): number {
  return plan === 'monthly' && promotional ? PROMOTIONAL_MONTHLY_CENTS : PLANS[plan].cents;
}

/** A coupon's effect on a price, as Stripe applies it: percent off, or an amount off (never below 0). */
export function discountedCents(cents: number, coupon: { percentOff: number | null; amountOffCents: number | null } | null): number {
  if (!coupon) return cents;
  if (coupon.percentOff !== null) return Math.round(cents * (1 - coupon.percentOff / 100));
  return Math.max(0, cents - (coupon.amountOffCents ?? 0));
}
