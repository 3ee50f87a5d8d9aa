/**
 * @module Changes to a running subscription (POST /v1/subscriptions/{id} and the billing portal):
 * cancel at period end and resume, another card, coupons, metadata, ending a trial now, and
 * another price. A price with the same interval takes effect at once without an invoice (the
 * stand-in keeps no proration items); another interval restarts the period now and bills the
 * new price less the unused time of the last paid invoice, as Stripe does.
 */

import { charge, chargeablePm, discountsFor, type PaymentBehavior, priceLine, refuseIfIncomplete, renew } from './stripe-billing.ts';
import { fail } from './stripe-http.ts';
import { type Billing, newInvoice, updating } from './stripe-payments.ts';
import type { CouponRec, PmRec, PriceRec, SubRec } from './stripe-store.ts';
import { addInterval, nowSeconds, PRODUCT } from './stripe-store.ts';

export interface SubscriptionChange {
  cancelAtPeriodEnd?: boolean;
  price?: PriceRec;
  prorate: boolean;
  defaultPm?: PmRec | null;
  coupons?: CouponRec[];
  metadata?: Record<string, string>;
  endTrialNow?: boolean;
  behavior: PaymentBehavior;
}

const sameInterval = (a: PriceRec, b: PriceRec) => a.interval === b.interval && a.intervalCount === b.intervalCount;

export function updateSubscription(b: Billing, sub: SubRec, c: SubscriptionChange): void {
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired')
    throw fail.invalid('A canceled subscription can only update its cancellation_details and metadata.');
  const now = nowSeconds();
  const old = b.ctx.store.prices.get(sub.price)!;
  // Another billing interval restarts the period now and bills at once (less the unused time).
  const rebill =
    c.price && c.price.id !== old.id && !sameInterval(old, c.price) && sub.status !== 'trialing' && sub.status !== 'incomplete';
  if (rebill && c.behavior === 'error_if_incomplete') {
    refuseIfIncomplete(chargeablePm(b, sub));
  }
  // The credit for the unused time of the last paid period, measured before the period moves.
  const lastPaid = b.ctx.store.invoices.get(sub.latestInvoice ?? '');
  const unused = sub.periodEnd > now ? (sub.periodEnd - now) / (sub.periodEnd - sub.periodStart) : 0;
  const credit = rebill && c.prorate && lastPaid?.status === 'paid' ? Math.round(lastPaid.total * unused) : 0;
  updating(b, sub, () => {
    if (c.cancelAtPeriodEnd === true) {
      sub.cancelAtPeriodEnd = true;
      sub.cancelAt = sub.periodEnd;
      sub.canceledAt = now;
      sub.cancelReason = 'cancellation_requested';
    } else if (c.cancelAtPeriodEnd === false) {
      Object.assign(sub, { cancelAtPeriodEnd: false, cancelAt: null, canceledAt: null, cancelReason: null });
    }
    if (c.defaultPm !== undefined) sub.defaultPm = c.defaultPm?.id ?? null;
    if (c.metadata) sub.metadata = c.metadata;
    if (c.coupons) sub.discounts = discountsFor(b, sub, c.coupons, now);
    if (c.price) sub.price = c.price.id;
    if (c.endTrialNow && sub.status === 'trialing') Object.assign(sub, { trialEnd: now, periodEnd: now });
    if (rebill && c.price) {
      Object.assign(sub, { periodStart: now, periodEnd: addInterval(now, c.price.interval, c.price.intervalCount), billingAnchor: now });
      if (sub.cancelAtPeriodEnd) sub.cancelAt = sub.periodEnd;
    }
  });
  if (c.endTrialNow && sub.status === 'trialing') renew(b, sub, undefined);
  if (!rebill || !c.price) return;
  const lines = [priceLine(c.price, now, sub.periodEnd)];
  if (credit > 0)
    lines.unshift({ ...priceLine(old, now, now), amount: -credit, description: `Unused time on ${PRODUCT.name}`, proration: true });
  const inv = newInvoice(b, sub, { reason: 'subscription_update', at: now, periodStart: now, periodEnd: now, lines });
  charge(b, sub, inv, { offSession: false });
}
