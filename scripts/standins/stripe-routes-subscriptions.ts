/**
 * @module `/v1` routes for subscriptions: create (one item; a trial by days or end; coupons as
 * `discounts[][coupon]`; the card; payment_behavior; save_default_payment_method), retrieve,
 * update (cancel at period end, another price through `items[0][id]`, another card), cancel and
 * list. Parameters are those of API 2026-10-28: `coupon` on a subscription is an unknown parameter
 * there, as it is at Stripe.
 */
import type { ApiCall, Route } from './stripe-api.ts';
import { cancelSubscription, createSubscription, type PaymentBehavior } from './stripe-billing.ts';
import { updateSubscription } from './stripe-billing-change.ts';
import { bool, fail, int, list, metadata, obj, type Param, type Params, page, str } from './stripe-http.ts';
import { customersPm, findCustomer, findSubscription } from './stripe-lookup.ts';
import type { Billing } from './stripe-payments.ts';
import { subscriptionShape } from './stripe-shapes-billing.ts';
import { type CouponRec, nowSeconds, type PriceRec, StripeStore, type SubRec } from './stripe-store.ts';

const LIST = ['limit', 'starting_after', 'ending_before'] as const;
const BEHAVIORS = ['allow_incomplete', 'default_incomplete', 'error_if_incomplete', 'pending_if_incomplete'];

function price(b: Billing, p: Params, param: string): PriceRec {
  const id = str(p, 'price', param);
  if (!id) throw fail.required(param);
  const found = b.ctx.store.prices.get(id);
  if (!found) throw fail.missingParamRef('price', id, param);
  return found;
}

function coupons(b: Billing, raw: Param[] | undefined): CouponRec[] | undefined {
  return raw?.map((d, i) => {
    const param = `discounts[${i}][coupon]`;
    const id = typeof d === 'object' && !Array.isArray(d) ? str(d, 'coupon', param) : undefined;
    if (!id) throw fail.invalid('The stand-in redeems coupons only: pass discounts[][coupon].', { param });
    const c = b.ctx.store.coupons.get(id);
    if (!c) throw fail.missingParamRef('coupon', id, param);
    return c;
  });
}

function behavior(p: Params): PaymentBehavior {
  const v = str(p, 'payment_behavior') ?? 'allow_incomplete';
  if (!BEHAVIORS.includes(v))
    throw fail.invalid(`Invalid payment_behavior: must be one of ${BEHAVIORS.join(', ')}`, { param: 'payment_behavior' });
  return v as PaymentBehavior;
}

function trialEnd(p: Params, now: number): number | null {
  const days = int(p, 'trial_period_days');
  const end = str(p, 'trial_end');
  if (days !== undefined && end !== undefined)
    throw fail.invalid('You may only specify one of these parameters: trial_end, trial_period_days.');
  if (days !== undefined) return days > 0 ? now + days * 86_400 : null;
  if (end === undefined || end === 'now') return null;
  if (!/^\d+$/.test(end) || Number(end) <= now)
    throw fail.invalid('Invalid timestamp: must be an integer Unix timestamp in the future.', { param: 'trial_end' });
  return Number(end);
}

function create({ b, body }: ApiCall): object {
  const customer = findCustomer(b, str(body, 'customer'), 'customer');
  const items = list(body, 'items');
  if (!items?.length) throw fail.required('items');
  if (items.length > 1) throw fail.invalid('The stand-in bills one item per subscription.', { param: 'items' });
  const item = items[0] as Params;
  if (int(item, 'quantity', 'items[0][quantity]') !== undefined && int(item, 'quantity') !== 1)
    throw fail.invalid('The stand-in bills a quantity of 1.', { param: 'items[0][quantity]' });
  const pmId = str(body, 'default_payment_method');
  const pm = pmId
    ? customersPm(b, customer, pmId, 'default_payment_method')
    : (b.ctx.store.paymentMethods.get(customer.defaultPm ?? '') ?? null);
  const save = str(obj(body, 'payment_settings') ?? {}, 'save_default_payment_method', 'payment_settings[save_default_payment_method]');
  const sub = createSubscription(b, {
    customer,
    price: price(b, item, 'items[0][price]'),
    trialEnd: trialEnd(body, nowSeconds()),
    coupons: coupons(b, list(body, 'discounts')) ?? [],
    pm,
    behavior: behavior(body),
    saveDefaultPm: save === 'on_subscription',
    metadata: metadata({}, body),
    explicitPm: Boolean(pmId),
  });
  if (bool(body, 'cancel_at_period_end'))
    updateSubscription(b, sub, { cancelAtPeriodEnd: true, prorate: false, behavior: 'allow_incomplete' });
  return subscriptionShape(b.ctx, sub);
}

function update({ b, params, body }: ApiCall): object {
  const sub = findSubscription(b, params.id);
  const items = list(body, 'items');
  let next: PriceRec | undefined;
  if (items?.length) {
    const item = items[0] as Params;
    const id = str(item, 'id', 'items[0][id]');
    if (items.length > 1 || !id)
      throw fail.invalid('The stand-in bills one item per subscription: pass items[0][id] with the new price.', { param: 'items' });
    if (id !== sub.itemId) throw fail.missingParamRef('subscription item', id, 'items[0][id]');
    next = price(b, item, 'items[0][price]');
  }
  const pmId = str(body, 'default_payment_method');
  const customer = b.ctx.store.customers.get(sub.customer)!;
  const end = str(body, 'trial_end');
  if (end !== undefined && end !== 'now') throw fail.invalid('The stand-in ends trials with trial_end=now only.', { param: 'trial_end' });
  updateSubscription(b, sub, {
    cancelAtPeriodEnd: bool(body, 'cancel_at_period_end'),
    price: next,
    prorate: (str(body, 'proration_behavior') ?? 'create_prorations') !== 'none',
    defaultPm: pmId === undefined ? undefined : pmId === '' ? null : customersPm(b, customer, pmId, 'default_payment_method'),
    coupons: coupons(b, list(body, 'discounts')),
    metadata: body.metadata === undefined ? undefined : metadata(sub.metadata, body),
    endTrialNow: end === 'now',
    behavior: behavior(body),
  });
  return subscriptionShape(b.ctx, sub);
}

export const subscriptionRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/subscriptions',
    keys: [
      'customer',
      'items',
      'trial_period_days',
      'trial_end',
      'discounts',
      'default_payment_method',
      'payment_behavior',
      'payment_settings',
      'metadata',
      'off_session',
      'proration_behavior',
      'cancel_at_period_end',
    ],
    run: create,
  },
  {
    method: 'GET',
    path: '/v1/subscriptions/:id',
    keys: [],
    run: ({ b, params }) => subscriptionShape(b.ctx, findSubscription(b, params.id)),
  },
  {
    method: 'POST',
    path: '/v1/subscriptions/:id',
    keys: [
      'cancel_at_period_end',
      'items',
      'proration_behavior',
      'default_payment_method',
      'metadata',
      'discounts',
      'payment_behavior',
      'trial_end',
      'off_session',
      'cancellation_details',
    ],
    run: update,
  },
  {
    method: 'DELETE',
    path: '/v1/subscriptions/:id',
    keys: ['invoice_now', 'prorate', 'cancellation_details'],
    run: ({ b, params }) => {
      const sub = findSubscription(b, params.id);
      cancelSubscription(b, sub);
      return subscriptionShape(b.ctx, sub);
    },
  },
  {
    method: 'GET',
    path: '/v1/subscriptions',
    keys: ['customer', 'status', 'price', ...LIST],
    run: ({ b, body }) => {
      const customer = str(body, 'customer');
      const status = str(body, 'status');
      const priceId = str(body, 'price');
      // Stripe lists the subscriptions that have not ended unless asked for a status (or `all`).
      const wanted = (s: SubRec) =>
        status === 'all' ? true : status ? s.status === status : s.status !== 'canceled' && s.status !== 'incomplete_expired';
      const all = StripeStore.newest(b.ctx.store.subscriptions.values()).filter(
        (s) => (!customer || s.customer === customer) && (!priceId || s.price === priceId) && wanted(s),
      );
      return page(
        all.map((s) => subscriptionShape(b.ctx, s)),
        body,
        '/v1/subscriptions',
      );
    },
  },
];
