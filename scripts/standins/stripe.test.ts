// The Stripe stand-in as a real peer of the stripe SDK 23.1.0: its variables, prices and coupon,
// a subscription with a trial and the coupon, declines, 3D Secure, idempotency keys and another
// customer's card, with Stripe's error envelope (the SDK throws its typed errors from it).
// Later in a subscription's life: stripe-subscriptions.test.ts; webhooks: stripe-webhooks.test.ts;
// the Stripe.js stand-in: stripe-js.test.ts.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeStandIn } from './stripe.ts';
import { authenticate, CARDS, control, customerWithCard, intentOf, pricedStandIn, thrown, WITH_INTENT } from './stripe-test-kit.ts';

let stand: StripeStandIn;
let stripe: Stripe;
beforeAll(async () => ({ stand, stripe } = await pricedStandIn()));
afterAll(() => stand?.stop());

const DAY = 86_400;
describe('the Stripe stand-in', () => {
  it('hands the Worker its variables', () => {
    const v = stand.vars;
    expect(v.STRIPE_SECRET_KEY).toMatch(/^sk_test_/);
    expect(v.STRIPE_PUBLISHABLE_KEY).toMatch(/^pk_test_/);
    expect(v.STRIPE_WEBHOOK_SECRET).toMatch(/^whsec_/);
    expect(v.STRIPE_API_URL).toBe(`http://127.0.0.1:${stand.port}`);
    expect(v.STRIPE_JS_URL).toBe(`http://127.0.0.1:${stand.port}/v3`);
    expect([v.STRIPE_PRICE_MONTHLY, v.STRIPE_PRICE_ANNUAL]).toEqual(['price_m_test', 'price_a_test']);
  });

  it('serves the two prices and the coupon; an unknown coupon is resource_missing', async () => {
    const monthly = await stripe.prices.retrieve('price_m_test');
    expect([monthly.unit_amount, monthly.currency, monthly.recurring?.interval, monthly.recurring?.interval_count]).toEqual([
      996,
      'usd',
      'week',
      4,
    ]);
    const annual = await stripe.prices.retrieve('price_a_test');
    expect([annual.unit_amount, annual.recurring?.interval, annual.recurring?.interval_count]).toEqual([8964, 'year', 1]);
    expect((await stripe.coupons.retrieve('LOCAL25')).percent_off).toBe(25);
    const err = await thrown(stripe.coupons.retrieve('NOPE'));
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect([err.statusCode, err.code, err.message]).toEqual([404, 'resource_missing', "No such coupon: 'NOPE'"]);
  });

  it('starts a 30-day trial with the coupon: trialing, nothing charged, the price discounted afterwards', async () => {
    const { customer, pm } = await customerWithCard(stripe);
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      invoice_settings: { default_payment_method: pm.id },
    });
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_m_test' }],
      trial_period_days: 30,
      discounts: [{ coupon: 'LOCAL25' }],
      default_payment_method: pm.id,
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice', 'discounts', 'pending_setup_intent'],
    });
    expect(sub.status).toBe('trialing');
    expect(sub.trial_end! - sub.trial_start!).toBe(30 * DAY);
    expect(sub.items.data[0]).toMatchObject({ current_period_start: sub.trial_start, current_period_end: sub.trial_end });
    expect('current_period_end' in sub).toBe(false); // on the items since API 2025-03-31
    expect((sub.discounts[0] as Stripe.Discount).source.coupon).toBe('LOCAL25');
    expect(sub.latest_invoice).toMatchObject({ total: 0, status: 'paid', billing_reason: 'subscription_create' });
    expect(sub.pending_setup_intent).toBeNull(); // 4242 needs no authentication: set up at once
    const renewed = await control<Stripe.Subscription>(stand, `/subscriptions/${sub.id}/advance`, {});
    expect(renewed.status).toBe('active');
    const invoice = await stripe.invoices.retrieve(renewed.latest_invoice as string);
    expect([invoice.subtotal, invoice.total, invoice.amount_paid, invoice.status]).toEqual([996, 996 - 249, 747, 'paid']);
    expect(invoice.period_start).toBe(sub.trial_end);
  });

  it('declines 4000 0000 0000 0002: card_declined when attached or charged, no active subscription', async () => {
    const { customer, pm } = await customerWithCard(stripe, CARDS.declined);
    const err = await thrown(stripe.paymentMethods.attach(pm.id, { customer: customer.id }));
    expect(err).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect([err.statusCode, err.code, err.decline_code, err.message]).toEqual([
      402,
      'card_declined',
      'generic_decline',
      'Your card was declined.',
    ]);
    // The recommended flow: an incomplete subscription, its payment confirmed with the card.
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_a_test' }],
      payment_behavior: 'default_incomplete',
      expand: WITH_INTENT,
    });
    expect(sub.status).toBe('incomplete');
    const declined = await thrown(stripe.paymentIntents.confirm(intentOf(sub).id, { payment_method: pm.id }));
    expect([declined.type, declined.code]).toEqual(['StripeCardError', 'card_declined']);
    expect(declined.payment_intent?.status).toBe('requires_payment_method');
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('incomplete');
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'active' })).data).toEqual([]);
  });

  it('asks 4000 0025 0000 3155 for 3D Secure: requires_action until authenticated, then active', async () => {
    const { customer, pm } = await customerWithCard(stripe, CARDS.threeDS);
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_m_test' }],
      default_payment_method: pm.id,
      expand: WITH_INTENT,
    });
    expect(sub.status).toBe('incomplete');
    const intent = intentOf(sub);
    expect([intent.status, intent.next_action?.type, intent.amount]).toEqual(['requires_action', 'use_stripe_sdk', 996]);
    expect((await authenticate(stand, intent.id, 'complete')).status).toBe('succeeded');
    const after = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect([after.status, (after.latest_invoice as Stripe.Invoice).status]).toEqual(['active', 'paid']);

    const failing = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_m_test' }],
      default_payment_method: pm.id,
      off_session: false,
      expand: WITH_INTENT,
    });
    // The card was set up by the first payment, but an on-session payment still asks.
    const failed = await authenticate(stand, intentOf(failing).id, 'fail');
    expect([failed.status, failed.last_payment_error?.code]).toEqual(['requires_payment_method', 'payment_intent_authentication_failure']);
    expect((await stripe.subscriptions.retrieve(failing.id)).status).toBe('incomplete');
  });

  it('replays a request sent twice with one Idempotency-Key: one subscription', async () => {
    const { customer, pm } = await customerWithCard(stripe);
    const params = { customer: customer.id, items: [{ price: 'price_m_test' }], default_payment_method: pm.id };
    const first = await stripe.subscriptions.create(params, { idempotencyKey: `subscribe-${customer.id}` });
    const second = await stripe.subscriptions.create(params, { idempotencyKey: `subscribe-${customer.id}` });
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await stripe.subscriptions.list({ customer: customer.id })).data.map((s) => s.id)).toEqual([first.id]);
    const other = await thrown(
      stripe.subscriptions.create({ ...params, items: [{ price: 'price_a_test' }] }, { idempotencyKey: `subscribe-${customer.id}` }),
    );
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it("refuses another customer's payment method", async () => {
    const a = await customerWithCard(stripe);
    const b = await customerWithCard(stripe);
    const attach = await thrown(stripe.paymentMethods.attach(a.pm.id, { customer: b.customer.id }));
    expect([attach.type, attach.statusCode, attach.message]).toEqual([
      'StripeInvalidRequestError',
      400,
      'The payment method you provided has already been attached to a customer.',
    ]);
    const create = await thrown(
      stripe.subscriptions.create({ customer: b.customer.id, items: [{ price: 'price_m_test' }], default_payment_method: a.pm.id }),
    );
    expect([create.code, create.param]).toEqual(['resource_missing', 'default_payment_method']);
    expect((await stripe.customers.listPaymentMethods(b.customer.id)).data.map((p) => p.id)).toEqual([b.pm.id]);
  });
});
