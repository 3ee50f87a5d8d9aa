/**
 * @module The billing objects as Stripe answers them under API 2026-10-28: subscriptions (the
 * billing period lives on each item since 2025-03-31), invoices (linked to their subscription
 * through `parent`, paid through `payments` and `confirmation_secret`, which only appear when
 * expanded). Shapes from Stripe's fixtures, values from the store; intents: stripe-shapes-intents.ts.
 */
import type Stripe from 'stripe';
import { decimal, fixture, planShape, priceShape, type ShapeContext } from './stripe-shapes.ts';
import type { InvoiceLine, InvoiceRec, SubRec } from './stripe-store.ts';

export function subscriptionShape(ctx: ShapeContext, s: SubRec): Stripe.Subscription {
  const price = ctx.store.prices.get(s.price)!;
  const item: Stripe.SubscriptionItem = {
    ...fixture<Stripe.SubscriptionItem>('subscription_item'),
    id: s.itemId,
    created: s.itemCreated,
    discounts: [],
    metadata: {},
    price: priceShape(ctx, price),
    plan: planShape(price),
    quantity: 1,
    subscription: s.id,
    tax_rates: [],
    billing_thresholds: null,
    current_period_start: s.periodStart,
    current_period_end: s.periodEnd,
    current_trial: null,
  };
  const sub: Stripe.Subscription = {
    ...fixture<Stripe.Subscription>('subscription'),
    id: s.id,
    automatic_tax: { enabled: false, liability: null, disabled_reason: null },
    billing_cycle_anchor: s.billingAnchor,
    billing_cycle_anchor_config: null,
    billing_mode: { type: 'flexible', flexible: { proration_discounts: 'included' } },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: s.cancelAt,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    canceled_at: s.canceledAt,
    cancellation_details: {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: s.cancelReason as Stripe.Subscription.CancellationDetails.Reason | null,
    },
    created: s.created,
    currency: 'usd',
    customer: s.customer,
    default_payment_method: s.defaultPm,
    discounts: s.discounts,
    ended_at: s.endedAt,
    items: { object: 'list', data: [item], has_more: false, url: `/v1/subscription_items?subscription=${s.id}` },
    latest_invoice: s.latestInvoice,
    livemode: false,
    managed_payments: null,
    metadata: s.metadata,
    next_pending_invoice_item_invoice: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: s.saveDefaultPm ? 'on_subscription' : 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: s.pendingSetupIntent,
    pending_update: null,
    start_date: s.created,
    status: s.status,
    transfer_data: null,
    trial_end: s.trialEnd,
    trial_start: s.trialStart,
  };
  return sub;
}

function lineShape(ctx: ShapeContext, inv: InvoiceRec, l: InvoiceLine, itemId: string): Stripe.InvoiceLineItem {
  const discount = inv.subtotal > 0 ? Math.round((inv.discountAmount * l.amount) / inv.subtotal) : 0;
  return {
    ...fixture<Stripe.InvoiceLineItem>('line_item'),
    id: l.id,
    amount: l.amount,
    currency: 'usd',
    description: l.description,
    discount_amounts: inv.discounts.map((d) => ({ amount: discount, discount: d })),
    discountable: !l.proration,
    discounts: [],
    invoice: inv.id,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: l.proration,
        proration_details: { credited_items: null },
        subscription: inv.subscription,
        subscription_item: itemId,
      },
    },
    period: { start: l.periodStart, end: l.periodEnd },
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: l.price, product: ctx.store.prices.get(l.price)?.product ?? '' },
      unit_amount_decimal: decimal(l.amount),
    },
    quantity: 1,
    subscription: inv.subscription,
    subtotal: l.amount,
    taxes: [],
  };
}

export function invoiceShape(ctx: ShapeContext, inv: InvoiceRec): Stripe.Invoice {
  const customer = ctx.store.customers.get(inv.customer);
  const itemId = ctx.store.subscriptions.get(inv.subscription)?.itemId ?? '';
  const paid = inv.status === 'paid';
  const shape: Stripe.Invoice = {
    ...fixture<Stripe.Invoice>('invoice'),
    id: inv.id,
    account_name: 'Edgewire (local Stripe stand-in)',
    amount_due: inv.total,
    amount_paid: paid ? inv.total : 0,
    amount_remaining: paid ? 0 : inv.total,
    amount_overpaid: 0,
    attempt_count: inv.attempts,
    attempted: inv.attempts > 0 || paid,
    auto_advance: !paid,
    automatic_tax: { enabled: false, liability: null, status: null, disabled_reason: null, provider: null },
    billing_reason: inv.billingReason,
    created: inv.created,
    customer: inv.customer,
    customer_address: null,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    customer_shipping: null,
    discounts: inv.discounts,
    due_date: null,
    effective_at: inv.created,
    ending_balance: 0,
    from_invoice: null,
    hosted_invoice_url: `${ctx.base}/i/${inv.id}`,
    invoice_pdf: null,
    last_finalization_error: null,
    lines: {
      object: 'list',
      data: inv.lines.map((l) => lineShape(ctx, inv, l, itemId)),
      has_more: false,
      url: `/v1/invoices/${inv.id}/lines`,
    },
    livemode: false,
    next_payment_attempt: null,
    number: inv.number,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: {}, subscription: inv.subscription } },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: inv.periodEnd,
    period_start: inv.periodStart,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    status: inv.status,
    status_transitions: { finalized_at: inv.created, marked_uncollectible_at: null, paid_at: inv.paidAt, voided_at: null },
    subtotal: inv.subtotal,
    subtotal_excluding_tax: inv.subtotal,
    total: inv.total,
    total_discount_amounts: inv.discounts.map((d) => ({ amount: inv.discountAmount, discount: d })),
    total_excluding_tax: inv.total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: inv.created,
  };
  // Left in the fixture from before API 2025-03-31 (now parent.subscription_details.subscription).
  delete (shape as unknown as Record<string, unknown>).subscription;
  return shape;
}

/** What `expand: ['…confirmation_secret']` and `['…payments']` add to an invoice. */
export function invoiceIncludes(ctx: ShapeContext, inv: InvoiceRec) {
  const pi = inv.paymentIntent ? ctx.store.intents.get(inv.paymentIntent) : undefined;
  const confirmation_secret: Stripe.Invoice.ConfirmationSecret | null = pi
    ? { client_secret: pi.clientSecret, type: 'payment_intent' }
    : null;
  const data: Stripe.InvoicePayment[] = pi
    ? [
        {
          ...fixture<Stripe.InvoicePayment>('invoice_payment'),
          id: `inpay_${inv.id.slice(3)}`,
          amount_paid: inv.status === 'paid' ? inv.total : null,
          amount_requested: inv.total,
          created: pi.created,
          currency: 'usd',
          invoice: inv.id,
          is_default: true,
          livemode: false,
          payment: { type: 'payment_intent', payment_intent: pi.id },
          status: inv.status === 'paid' ? 'paid' : 'open',
          status_transitions: { canceled_at: null, paid_at: inv.paidAt },
        },
      ]
    : [];
  const payments = { object: 'list' as const, data, has_more: false, url: '/v1/invoice_payments' };
  return { confirmation_secret, payments };
}
