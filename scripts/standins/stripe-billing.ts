/**
 * @module A subscription's life in the stand-in: created (trialing with a $0 invoice, or charged at
 * once), updated (cancel at period end and resume, another price, another card), cancelled, and
 * moved to its period's end on demand (trial end, renewal, scheduled cancellation), sending
 * customer.subscription.created / updated / deleted and the invoice events as Stripe does.
 * Changes to a running subscription: stripe-billing-change.ts.
 */
import { chargeOutcome } from './stripe-cards.ts';
import { fail, newId } from './stripe-http.ts';
import { attemptPayment, attemptSetup, type Billing, newIntent, newInvoice, updating } from './stripe-payments.ts';
import { invoiceShape, subscriptionShape } from './stripe-shapes-billing.ts';
import type { CouponRec, CustomerRec, PmRec, PriceRec, SubRec } from './stripe-store.ts';
import { addInterval, nowSeconds, PRODUCT } from './stripe-store.ts';

export type PaymentBehavior = 'allow_incomplete' | 'default_incomplete' | 'error_if_incomplete' | 'pending_if_incomplete';

export interface NewSubscription {
  customer: CustomerRec;
  price: PriceRec;
  trialEnd: number | null;
  coupons: CouponRec[];
  pm: PmRec | null;
  behavior: PaymentBehavior;
  saveDefaultPm: boolean;
  metadata: Record<string, string>;
  explicitPm: boolean;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const every = (p: PriceRec) => (p.intervalCount === 1 ? p.interval : `every ${p.intervalCount} ${p.interval}s`);
export const priceLine = (p: PriceRec, start: number, end: number) => ({
  price: p.id,
  amount: p.unitAmount,
  description: `1 × ${PRODUCT.name} (at ${money(p.unitAmount)} / ${every(p)})`,
  periodStart: start,
  periodEnd: end,
  proration: false,
});

export function discountsFor(b: Billing, sub: SubRec, coupons: CouponRec[], at: number): string[] {
  return coupons.map((c) => {
    const end = c.duration === 'repeating' && c.durationInMonths ? addInterval(at, 'month', c.durationInMonths) : null;
    const d = { id: newId('di_'), coupon: c.id, customer: sub.customer, subscription: sub.id, start: at, end };
    b.ctx.store.discounts.set(d.id, d);
    c.timesRedeemed++;
    return d.id;
  });
}

/** error_if_incomplete: a first payment that cannot succeed creates nothing and answers 402. */
export function refuseIfIncomplete(pm: PmRec | null): void {
  if (!pm)
    throw fail.invalid('This customer has no attached payment source or default payment method.', { param: 'default_payment_method' });
  const outcome = chargeOutcome(pm.card, { offSession: false, setUp: pm.setUp });
  if (outcome.kind === 'declined') throw outcome.error;
  if (outcome.kind === 'requires_action')
    throw fail.card(
      'subscription_payment_intent_requires_action',
      'Payment for this subscription requires additional user action before it can be completed successfully.',
    );
}

export function createSubscription(b: Billing, n: NewSubscription): SubRec {
  const now = nowSeconds();
  const trial = n.trialEnd !== null && n.trialEnd > now;
  if (!trial && n.behavior === 'error_if_incomplete') refuseIfIncomplete(n.pm);
  const sub: SubRec = {
    id: newId('sub_'),
    customer: n.customer.id,
    itemId: newId('si_', 14),
    itemCreated: now,
    price: n.price.id,
    status: trial ? 'trialing' : 'incomplete',
    created: now,
    trialStart: trial ? now : null,
    trialEnd: trial ? n.trialEnd : null,
    periodStart: now,
    periodEnd: trial ? n.trialEnd! : addInterval(now, n.price.interval, n.price.intervalCount),
    billingAnchor: trial ? n.trialEnd! : now,
    cancelAtPeriodEnd: false,
    cancelAt: null,
    canceledAt: null,
    endedAt: null,
    cancelReason: null,
    discounts: [],
    defaultPm: n.explicitPm && n.pm ? n.pm.id : null,
    latestInvoice: null,
    pendingSetupIntent: null,
    saveDefaultPm: n.saveDefaultPm,
    metadata: n.metadata,
  };
  b.ctx.store.subscriptions.set(sub.id, sub);
  sub.discounts = discountsFor(b, sub, n.coupons, now);

  if (trial) {
    // A trial bills nothing now: a $0 invoice, paid at once. Given a card (or with
    // default_incomplete) Stripe also makes a SetupIntent (pending_setup_intent) so the card is set
    // up (3D Secure) for the first real charge, which happens off session; it is confirmed here
    // with the card given, and cleared once it succeeds.
    const inv = newInvoice(b, sub, {
      reason: 'subscription_create',
      at: now,
      periodStart: now,
      periodEnd: now,
      lines: [{ ...priceLine(n.price, now, sub.periodEnd), amount: 0, description: `Trial period for ${PRODUCT.name}` }],
    });
    if (n.behavior === 'default_incomplete' || n.pm) {
      const si = newIntent(b, 'setup', { customer: sub.customer, subscription: sub, pm: n.pm });
      sub.pendingSetupIntent = si.id;
      if (n.pm) attemptSetup(b, si, n.pm, true);
    }
    b.hooks.emit('customer.subscription.created', subscriptionShape(b.ctx, sub));
    b.hooks.emit('invoice.paid', invoiceShape(b.ctx, inv));
    return sub;
  }

  const inv = newInvoice(b, sub, {
    reason: 'subscription_create',
    at: now,
    periodStart: now,
    periodEnd: now,
    lines: [priceLine(n.price, now, sub.periodEnd)],
  });
  if (inv.status === 'paid') {
    sub.status = 'active';
    b.hooks.emit('customer.subscription.created', subscriptionShape(b.ctx, sub));
    b.hooks.emit('invoice.paid', invoiceShape(b.ctx, inv));
    return sub;
  }
  // Stripe creates the subscription incomplete, then pays its first invoice: created, then
  // invoice.paid and updated (active), or invoice.payment_failed (still incomplete).
  const pi = newIntent(b, 'payment', { customer: sub.customer, invoice: inv, pm: n.pm });
  b.hooks.emit('customer.subscription.created', subscriptionShape(b.ctx, sub));
  if (n.pm && n.behavior !== 'default_incomplete') attemptPayment(b, pi, n.pm, { offSession: false });
  return sub;
}

/** The card a subscription is charged with: its own default, else its customer's. */
export const chargeablePm = (b: Billing, sub: SubRec) =>
  b.ctx.store.paymentMethods.get(sub.defaultPm ?? b.ctx.store.customers.get(sub.customer)?.defaultPm ?? '') ?? null;

/** Bills an invoice with the subscription's card (no card: the attempt fails at once). */
export function charge(
  b: Billing,
  sub: SubRec,
  inv: ReturnType<typeof newInvoice>,
  how: { offSession: boolean; force?: 'succeed' | 'decline' },
): void {
  if (inv.status === 'paid') {
    b.hooks.emit('invoice.paid', invoiceShape(b.ctx, inv));
    return;
  }
  const pm = chargeablePm(b, sub);
  const pi = newIntent(b, 'payment', { customer: sub.customer, invoice: inv, pm });
  if (pm) {
    attemptPayment(b, pi, pm, how);
    return;
  }
  pi.status = 'requires_payment_method';
  inv.attempts++;
  b.hooks.emit('invoice.payment_failed', invoiceShape(b.ctx, inv));
  if (sub.status === 'active')
    updating(b, sub, () => {
      sub.status = 'past_due';
    });
}

/** Ends a subscription now (DELETE /v1/subscriptions/{id}, an account closed, a dunning end). */
export function cancelSubscription(b: Billing, sub: SubRec, how: { at?: number; reason?: string } = {}): void {
  if (sub.status === 'canceled') throw fail.invalid('This subscription has already been canceled.', { code: 'resource_missing' });
  const at = how.at ?? nowSeconds();
  Object.assign(sub, {
    status: 'canceled',
    endedAt: at,
    canceledAt: sub.canceledAt ?? at,
    cancelReason: how.reason ?? sub.cancelReason ?? 'cancellation_requested',
    pendingSetupIntent: null,
  });
  b.hooks.emit('customer.subscription.deleted', subscriptionShape(b.ctx, sub));
}

/** The next period: bill it off session with the saved card (a trial's end turns it active first). */
export function renew(b: Billing, sub: SubRec, force: 'succeed' | 'decline' | undefined): void {
  const at = sub.periodEnd;
  const price = b.ctx.store.prices.get(sub.price)!;
  updating(b, sub, () => {
    sub.periodStart = at;
    sub.periodEnd = addInterval(at, price.interval, price.intervalCount);
    if (sub.status === 'trialing') sub.status = 'active';
  });
  const inv = newInvoice(b, sub, {
    reason: 'subscription_cycle',
    at,
    periodStart: at,
    periodEnd: at,
    lines: [priceLine(price, at, sub.periodEnd)],
  });
  charge(b, sub, inv, { offSession: true, force });
}

/** Moves a subscription to the end of its current period (POST /_control/subscriptions/{id}/advance). */
export function advance(b: Billing, sub: SubRec, force?: 'succeed' | 'decline'): void {
  if (!['trialing', 'active', 'past_due'].includes(sub.status))
    throw fail.invalid(`A ${sub.status} subscription has no period to advance.`, { code: 'subscription_unexpected_state' });
  if (sub.cancelAtPeriodEnd) cancelSubscription(b, sub, { at: sub.periodEnd, reason: 'cancellation_requested' });
  else renew(b, sub, force);
}
