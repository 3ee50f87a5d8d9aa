/**
 * @module How the stand-in gets paid: invoices (with the subscription's discounts), their payment
 * intents, setup intents, and what a payment attempt does to the invoice and its subscription
 * (paid → active; a failed renewal → past_due; a failed first payment leaves it incomplete), with
 * the events Stripe sends for each: invoice.paid, invoice.payment_failed, customer.subscription.updated.
 */
import { attachRefusal, type ChargeOutcome, chargeOutcome, setupOutcome } from './stripe-cards.ts';
import { fail, newId, StripeApiError, type StripeErrorBody } from './stripe-http.ts';
import { paymentMethodShape, type ShapeContext } from './stripe-shapes.ts';
import { invoiceShape, subscriptionShape } from './stripe-shapes-billing.ts';
import { paymentIntentShape, setupIntentShape } from './stripe-shapes-intents.ts';
import type { IntentRec, InvoiceLine, InvoiceRec, PmRec, SubRec } from './stripe-store.ts';
import { nowSeconds } from './stripe-store.ts';
import { changedFields, type Webhooks } from './stripe-webhooks.ts';

export interface Billing {
  ctx: ShapeContext;
  hooks: Webhooks;
}

/** Runs a change to a subscription and sends customer.subscription.updated with what changed. */
export function updating(b: Billing, sub: SubRec, change: () => void): void {
  const before = subscriptionShape(b.ctx, sub);
  change();
  const after = subscriptionShape(b.ctx, sub);
  const previous = changedFields(before, after);
  if (Object.keys(previous).length) b.hooks.emit('customer.subscription.updated', after, previous);
}

/** The discount the subscription's coupons give on an amount at a time (ended discounts give none). */
export function discountOn(b: Billing, discounts: string[], amount: number, at: number): { amount: number; ids: string[] } {
  let off = 0;
  const ids: string[] = [];
  for (const id of discounts) {
    const d = b.ctx.store.discounts.get(id);
    const c = d && b.ctx.store.coupons.get(d.coupon);
    if (!d || !c || (d.end !== null && d.end <= at)) continue;
    ids.push(id);
    off += Math.round((amount * c.percentOff) / 100);
  }
  return { amount: Math.min(off, amount), ids };
}

export function newInvoice(
  b: Billing,
  sub: SubRec,
  how: { reason: InvoiceRec['billingReason']; at: number; periodStart: number; periodEnd: number; lines: Omit<InvoiceLine, 'id'>[] },
): InvoiceRec {
  const customer = b.ctx.store.customers.get(sub.customer)!;
  const lines = how.lines.map((l) => ({ ...l, id: newId('il_') }));
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const discount = discountOn(b, sub.discounts, Math.max(subtotal, 0), how.at);
  const total = Math.max(subtotal - discount.amount, 0);
  const inv: InvoiceRec = {
    id: newId('in_'),
    number: `${customer.invoicePrefix}-${String(customer.nextInvoice++).padStart(4, '0')}`,
    customer: sub.customer,
    subscription: sub.id,
    created: how.at,
    periodStart: how.periodStart,
    periodEnd: how.periodEnd,
    lines,
    subtotal,
    discountAmount: discount.amount,
    total,
    discounts: discount.ids,
    // Nothing to pay (a trial, a 100% coupon): Stripe marks it paid at once.
    status: total === 0 ? 'paid' : 'open',
    billingReason: how.reason,
    paymentIntent: null,
    paidAt: total === 0 ? how.at : null,
    attempts: 0,
  };
  b.ctx.store.invoices.set(inv.id, inv);
  sub.latestInvoice = inv.id;
  return inv;
}

export function newIntent(
  b: Billing,
  kind: IntentRec['kind'],
  of: { customer: string; invoice?: InvoiceRec; subscription?: SubRec; pm: PmRec | null },
) {
  const id = newId(kind === 'payment' ? 'pi_' : 'seti_');
  const intent: IntentRec = {
    kind,
    id,
    clientSecret: `${id}_secret_${newId('', 25)}`,
    created: nowSeconds(),
    customer: of.customer,
    invoice: of.invoice?.id ?? null,
    subscription: of.subscription?.id ?? null,
    amount: of.invoice?.total ?? 0,
    paymentMethod: of.pm?.id ?? null,
    status: of.pm ? 'requires_confirmation' : 'requires_payment_method',
    lastError: null,
    chargeId: null,
  };
  b.ctx.store.intents.set(id, intent);
  if (of.invoice) of.invoice.paymentIntent = id;
  return intent;
}

export function intentShape(b: Billing, i: IntentRec) {
  return i.kind === 'payment' ? paymentIntentShape(b.ctx, i) : setupIntentShape(b.ctx, i);
}

/** The error a confirmation answers with, naming the intent as Stripe does. */
function withIntent(b: Billing, i: IntentRec, error: StripeApiError): StripeApiError {
  const key = i.kind === 'payment' ? 'payment_intent' : 'setup_intent';
  return new StripeApiError(error.status, { ...error.body, [key]: intentShape(b, i) });
}

function recordFailure(b: Billing, i: IntentRec, pm: PmRec | null, error: StripeErrorBody): void {
  i.status = 'requires_payment_method';
  i.lastError = { ...error, ...(pm ? { payment_method: paymentMethodShape(b.ctx, pm) } : {}) };
  const inv = i.invoice ? b.ctx.store.invoices.get(i.invoice) : undefined;
  if (!inv) return;
  inv.attempts++;
  b.hooks.emit('invoice.payment_failed', invoiceShape(b.ctx, inv));
  const sub = b.ctx.store.subscriptions.get(inv.subscription);
  // A failed renewal makes the subscription past_due; a failed first payment leaves it incomplete.
  if (sub && (sub.status === 'active' || sub.status === 'trialing'))
    updating(b, sub, () => {
      sub.status = 'past_due';
    });
}

function attach(pm: PmRec, customer: string | null): void {
  if (!pm.customer && customer) pm.customer = customer;
}

function paid(b: Billing, i: IntentRec, pm: PmRec): void {
  i.status = 'succeeded';
  i.lastError = null;
  i.chargeId = newId('ch_');
  // Invoice payments save the card for later (setup_future_usage: off_session).
  pm.setUp = true;
  attach(pm, i.customer);
  const inv = i.invoice ? b.ctx.store.invoices.get(i.invoice) : undefined;
  if (!inv) return;
  inv.status = 'paid';
  inv.paidAt = nowSeconds();
  inv.attempts++;
  b.hooks.emit('invoice.paid', invoiceShape(b.ctx, inv));
  const sub = b.ctx.store.subscriptions.get(inv.subscription);
  if (sub)
    updating(b, sub, () => {
      if (sub.status === 'incomplete' || sub.status === 'past_due' || sub.status === 'unpaid') sub.status = 'active';
      if (sub.saveDefaultPm) sub.defaultPm = pm.id;
    });
}

/** Charges a payment intent's invoice with a card: paid, waiting for 3D Secure, or declined. */
export function attemptPayment(
  b: Billing,
  i: IntentRec,
  pm: PmRec,
  how: { offSession: boolean; force?: 'succeed' | 'decline' },
): ChargeOutcome {
  i.paymentMethod = pm.id;
  let outcome = chargeOutcome(pm.card, { offSession: how.offSession, setUp: pm.setUp });
  if (how.force === 'succeed') outcome = { kind: 'succeeded' };
  if (how.force === 'decline') outcome = chargeOutcome({ ...pm.card, behaviour: 'declined' }, { offSession: true, setUp: true });
  if (outcome.kind === 'succeeded') paid(b, i, pm);
  else if (outcome.kind === 'requires_action') i.status = 'requires_action';
  else recordFailure(b, i, pm, outcome.error.body);
  return outcome;
}

/** `quiet` while the subscription is being created: its created event already shows the result. */
function setUp(b: Billing, i: IntentRec, pm: PmRec, quiet = false): void {
  i.status = 'succeeded';
  i.lastError = null;
  pm.setUp = true;
  attach(pm, i.customer);
  const sub = i.subscription ? b.ctx.store.subscriptions.get(i.subscription) : undefined;
  const change = () => {
    if (!sub) return;
    if (sub.pendingSetupIntent === i.id) sub.pendingSetupIntent = null;
    if (sub.saveDefaultPm || !sub.defaultPm) sub.defaultPm = pm.id;
  };
  if (sub && !quiet) updating(b, sub, change);
  else change();
}

/** Sets a card up for off-session use: at once, after the challenge (3155, 3184), or declined. */
export function attemptSetup(b: Billing, i: IntentRec, pm: PmRec, quiet = false): ChargeOutcome {
  i.paymentMethod = pm.id;
  const outcome = setupOutcome(pm.card);
  if (outcome.kind === 'succeeded') setUp(b, i, pm, quiet);
  else if (outcome.kind === 'requires_action') i.status = 'requires_action';
  else {
    i.status = 'requires_payment_method';
    i.lastError = { ...outcome.error.body, payment_method: paymentMethodShape(b.ctx, pm) } as StripeErrorBody;
  }
  return outcome;
}

/** POST /v1/{payment,setup}_intents/{id}/confirm: a decline answers 402 naming the intent. */
export function confirm(b: Billing, i: IntentRec, pm: PmRec | null): IntentRec {
  const what = i.kind === 'payment' ? 'PaymentIntent' : 'SetupIntent';
  if (i.status === 'succeeded' || i.status === 'canceled')
    throw fail.invalid(
      `You cannot confirm this ${what} because it has already ${i.status === 'succeeded' ? 'succeeded after being previously confirmed' : 'been canceled'}.`,
      {
        code: `${i.kind}_intent_unexpected_state`,
      },
    );
  if (!pm)
    throw fail.invalid(`You cannot confirm this ${what} because it's missing a payment method.`, {
      code: `${i.kind}_intent_unexpected_state`,
    });
  if (pm.customer && i.customer && pm.customer !== i.customer)
    throw fail.invalid('The provided PaymentMethod belongs to a different Customer.', { param: 'payment_method' });
  const outcome = i.kind === 'payment' ? attemptPayment(b, i, pm, { offSession: false }) : attemptSetup(b, i, pm);
  if (outcome.kind === 'declined') throw withIntent(b, i, outcome.error);
  return i;
}

/** The stand-in's 3D Secure challenge, answered by Stripe.js (Complete / Fail) or by a test. */
export function authenticate(b: Billing, i: IntentRec, complete: boolean): IntentRec {
  if (i.status !== 'requires_action')
    throw fail.invalid(`This ${i.kind} intent does not need authentication.`, { code: `${i.kind}_intent_unexpected_state` });
  const pm = b.ctx.store.paymentMethods.get(i.paymentMethod ?? '');
  if (complete && pm) {
    if (i.kind === 'payment') paid(b, i, pm);
    else setUp(b, i, pm);
    return i;
  }
  const code = `${i.kind}_intent_authentication_failure`;
  const message = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
  if (i.kind === 'payment') recordFailure(b, i, pm ?? null, { type: 'invalid_request_error', code, message });
  else {
    i.status = 'requires_payment_method';
    i.lastError = { type: 'invalid_request_error', code, message };
  }
  return i;
}

/** Attaching checks the card; the always-declined test cards fail here (402 card_declined). */
export function attachTo(pm: PmRec, customer: string): void {
  if (pm.customer && pm.customer !== customer)
    throw fail.invalid('The payment method you provided has already been attached to a customer.', { param: 'payment_method' });
  const refusal = attachRefusal(pm.card);
  if (refusal) throw refusal;
  pm.customer = customer;
}
