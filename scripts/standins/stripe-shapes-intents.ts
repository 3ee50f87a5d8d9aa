/**
 * @module Payment intents (an invoice's payment) and setup intents (a card set up for later,
 * a trial's pending_setup_intent) as Stripe answers them; one waiting for 3D Secure carries
 * `next_action: { type: 'use_stripe_sdk' }`, which the stand-in's Stripe.js answers.
 */
import type Stripe from 'stripe';
import { fixture, type ShapeContext, same } from './stripe-shapes.ts';
import type { IntentRec } from './stripe-store.ts';

function nextAction(ctx: ShapeContext, i: IntentRec) {
  if (i.status !== 'requires_action') return null;
  // Stripe.js handles use_stripe_sdk itself; the stand-in's /v3 shows its own challenge for it.
  return { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: `${ctx.base}/3ds/${i.id}` } };
}

export function paymentIntentShape(ctx: ShapeContext, i: IntentRec): Stripe.PaymentIntent {
  const f = fixture<Stripe.PaymentIntent>('payment_intent');
  return {
    ...f,
    id: i.id,
    amount: i.amount,
    amount_received: i.status === 'succeeded' ? i.amount : 0,
    automatic_payment_methods: null,
    canceled_at: null,
    client_secret: i.clientSecret,
    created: i.created,
    currency: 'usd',
    customer: i.customer,
    description:
      ctx.store.invoices.get(i.invoice ?? '')?.billingReason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
    last_payment_error: i.lastError as Stripe.PaymentIntent.LastPaymentError | null,
    latest_charge: i.chargeId,
    livemode: false,
    next_action: nextAction(ctx, i) as Stripe.PaymentIntent.NextAction | null,
    payment_method: i.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    processing: null,
    setup_future_usage: 'off_session',
    shipping: null,
    status: i.status,
    transfer_data: null,
    allowed_payment_method_types: null,
    payment_record: null,
    managed_payments: null,
  };
}

export function setupIntentShape(ctx: ShapeContext, i: IntentRec): Stripe.SetupIntent {
  return {
    ...fixture<Stripe.SetupIntent>('setup_intent'),
    ...same(i, 'id', 'created', 'customer'),
    allowed_payment_method_types: null,
    automatic_payment_methods: null,
    client_secret: i.clientSecret,
    last_setup_error: i.lastError as Stripe.SetupIntent.LastSetupError | null,
    livemode: false,
    next_action: nextAction(ctx, i) as Stripe.SetupIntent.NextAction | null,
    payment_method: i.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: null,
    status: i.status === 'requires_confirmation' || i.status === 'processing' ? 'requires_confirmation' : i.status,
    usage: 'off_session',
  };
}
