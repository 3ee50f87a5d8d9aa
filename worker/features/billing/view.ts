/**
 * @module Stripe's objects (and the kept subscription row) as the facts the billing rules read and
 * the rows the page lists. Pure: no request leaves from here.
 */
import type Stripe from 'stripe';
import type { CardView, InvoiceView } from '../../contracts/billing';
import { discountedCents } from '../../contracts/plans';
import { money } from './mail';
import type { KeptSubscription } from './queries';
import { brandName, invoiceStatus, planOfPrice, type SubscriptionFacts } from './rules';

export type PriceIds = { monthly: string; annual: string };

export const priceIdsOf = (env: Pick<Env, 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_ANNUAL'>): PriceIds => ({
  monthly: env.STRIPE_PRICE_MONTHLY,
  annual: env.STRIPE_PRICE_ANNUAL,
});

/**
 * A price with the subscription's discounts that still apply at `at` (a discount with an end stops
 * there). Discounts are read only when expanded with their coupon (`discounts.source.coupon`).
 */
export function afterDiscounts(cents: number, discounts: (string | Stripe.Discount)[], at: number | null): number {
  let total = cents;
  for (const d of discounts) {
    if (typeof d === 'string' || (d.end !== null && at !== null && d.end <= at)) continue;
    const coupon = d.source?.coupon;
    if (!coupon || typeof coupon === 'string') continue;
    total = discountedCents(total, { percentOff: coupon.percent_off ?? null, amountOffCents: coupon.amount_off ?? null });
  }
  return total;
}

export function stripeFacts(sub: Stripe.Subscription, prices: PriceIds): SubscriptionFacts {
  // Edgewire's subscriptions have one item; since API 2025-03-31 the period lives on it.
  const item = sub.items.data[0];
  const price = item?.price;
  const periodEnd = item?.current_period_end ?? null;
  const priceCents = price?.unit_amount ?? null;
  const chargedAt = sub.status === 'trialing' ? sub.trial_end : periodEnd;
  return {
    id: sub.id,
    plan: planOfPrice(price?.id ?? '', price?.recurring?.interval, prices),
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    cancelAt: sub.cancel_at,
    periodEnd,
    trialEnd: sub.trial_end,
    endedAt: sub.ended_at,
    priceCents,
    nextCents: priceCents === null ? null : afterDiscounts(priceCents, sub.discounts ?? [], chargedAt),
  };
}

export function keptFacts(row: KeptSubscription): SubscriptionFacts {
  return {
    id: row.providerSubscriptionId,
    plan: row.plan,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cancelAt: null,
    periodEnd: row.currentPeriodEnd,
    trialEnd: row.trialEnd,
    endedAt: row.endedAt,
    priceCents: null,
    nextCents: null,
  };
}

export function invoiceView(inv: Stripe.Invoice): InvoiceView {
  return {
    id: inv.id ?? '',
    number: inv.number ?? inv.id ?? '',
    date: inv.created,
    amount: money(inv.total, inv.currency),
    status: invoiceStatus(inv.status),
    url: inv.hosted_invoice_url ?? null,
  };
}

export function cardView(pm: string | Stripe.PaymentMethod | null | undefined): CardView | null {
  const card = pm && typeof pm !== 'string' ? pm.card : null;
  if (!card) return null;
  return {
    brand: brandName(card.brand),
    last4: card.last4,
    expires: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`,
  };
}
