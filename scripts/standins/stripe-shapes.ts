/**
 * @module Stripe's objects as the stand-in answers them: each starts from Stripe's published
 * fixture of that resource (stripe-fixtures.json, from stripe/openapi) for its shape, and takes
 * its values from the store. Typed against the stripe SDK 23.1.0 (API 2026-10-28), so a field the
 * SDK expects and the stand-in forgets is a compile error. Billing objects: stripe-shapes-billing.ts.
 */
import { readFileSync } from 'node:fs';
import type Stripe from 'stripe';
import type { CouponRec, CustomerRec, DiscountRec, PmRec, PortalRec, PriceRec, StripeStore } from './stripe-store.ts';
import { PRODUCT } from './stripe-store.ts';

const FIXTURES = JSON.parse(readFileSync(new URL('./stripe-fixtures.json', import.meta.url), 'utf8')).resources as Record<string, unknown>;

/** A fresh copy of Stripe's fixture for a resource, to be filled in. */
export function fixture<T>(resource: string): T {
  const f = FIXTURES[resource];
  if (!f) throw new Error(`no Stripe fixture for ${resource}`);
  return structuredClone(f) as T;
}

/** Decimals travel as strings; the SDK turns them into its Decimal type on arrival. */
export const decimal = (n: number) => String(n) as unknown as NonNullable<Stripe.Price['unit_amount_decimal']>;

/** The record's fields that Stripe names the same way, copied as they are. */
export function same<R, K extends keyof R>(r: R, ...keys: K[]): Pick<R, K> {
  return Object.fromEntries(keys.map((k) => [k, r[k]])) as Pick<R, K>;
}

/** What every renderer needs: the state, and the stand-in's own address for hosted pages. */
export interface ShapeContext {
  store: StripeStore;
  base: string;
}

export function customerShape(_: ShapeContext, c: CustomerRec): Stripe.Customer | Stripe.DeletedCustomer {
  if (c.deleted) return { ...fixture<Stripe.DeletedCustomer>('deleted_customer'), id: c.id };
  const f = fixture<Stripe.Customer>('customer');
  return {
    ...f,
    ...same(c, 'id', 'created', 'email', 'name', 'description', 'metadata'),
    currency: 'usd',
    discount: null,
    invoice_prefix: c.invoicePrefix,
    next_invoice_sequence: c.nextInvoice,
    invoice_settings: { ...f.invoice_settings, default_payment_method: c.defaultPm },
    livemode: false,
    shipping: null,
  };
}

export function paymentMethodShape(_: ShapeContext, pm: PmRec): Stripe.PaymentMethod {
  const f = fixture<Stripe.PaymentMethod>('payment_method');
  const card = f.card!;
  return {
    ...f,
    id: pm.id,
    created: pm.created,
    customer: pm.customer,
    metadata: pm.metadata,
    livemode: false,
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: pm.billing.postalCode, state: null },
      email: pm.billing.email,
      name: pm.billing.name,
      phone: pm.billing.phone,
      tax_id: null,
    },
    card: {
      ...card,
      brand: pm.card.brand,
      display_brand: pm.card.brand,
      checks: { address_line1_check: null, address_postal_code_check: pm.billing.postalCode ? 'pass' : null, cvc_check: 'pass' },
      exp_month: pm.card.expMonth,
      exp_year: pm.card.expYear,
      fingerprint: pm.card.fingerprint,
      last4: pm.card.last4,
      networks: { available: [pm.card.brand], preferred: null },
      generated_from: null,
      wallet: null,
    },
  };
}

export function priceShape(_: ShapeContext, p: PriceRec): Stripe.Price {
  const f = fixture<Stripe.Price>('price');
  return {
    ...f,
    ...same(p, 'id', 'created', 'currency', 'product', 'nickname'),
    lookup_key: p.lookupKey,
    livemode: false,
    recurring: { ...f.recurring!, interval: p.interval, interval_count: p.intervalCount, trial_period_days: null },
    transform_quantity: null,
    unit_amount: p.unitAmount,
    unit_amount_decimal: decimal(p.unitAmount),
  };
}

/** The legacy `plan` Stripe still puts next to each subscription item's price. */
export function planShape(p: PriceRec): Stripe.Plan {
  return {
    id: p.id,
    object: 'plan',
    active: true,
    amount: p.unitAmount,
    amount_decimal: decimal(p.unitAmount),
    billing_scheme: 'per_unit',
    created: p.created,
    currency: p.currency,
    interval: p.interval,
    interval_count: p.intervalCount,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: p.nickname,
    product: p.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export function productShape(ctx: ShapeContext): Stripe.Product {
  return {
    ...fixture<Stripe.Product>('product'),
    id: PRODUCT.id,
    name: PRODUCT.name,
    description: PRODUCT.description,
    default_price: [...ctx.store.prices.keys()][0] ?? null,
    livemode: false,
    package_dimensions: null,
    shippable: null,
    type: 'service',
    tax_details: null,
    created: Math.min(...[...ctx.store.prices.values()].map((p) => p.created)),
    updated: Math.min(...[...ctx.store.prices.values()].map((p) => p.created)),
  };
}

export function couponShape(_: ShapeContext, c: CouponRec): Stripe.Coupon {
  return {
    ...fixture<Stripe.Coupon>('coupon'),
    ...same(c, 'id', 'name', 'created', 'duration'),
    currency: null,
    amount_off: null,
    percent_off: c.percentOff,
    duration_in_months: c.durationInMonths,
    redeem_by: null,
    times_redeemed: c.timesRedeemed,
    valid: true,
    livemode: false,
  };
}

export function discountShape(_: ShapeContext, d: DiscountRec): Stripe.Discount {
  return {
    ...fixture<Stripe.Discount>('discount'),
    ...same(d, 'id', 'customer', 'subscription', 'start', 'end'),
    source: { coupon: d.coupon, type: 'coupon' },
  };
}

export function portalUrl(ctx: ShapeContext, p: PortalRec): string {
  return `${ctx.base}/p/session/${p.secret}`;
}

export function portalShape(ctx: ShapeContext, p: PortalRec): Stripe.BillingPortal.Session {
  return {
    ...fixture<Stripe.BillingPortal.Session>('billing_portal.session'),
    id: p.id,
    configuration: 'bpc_edgewire_local',
    created: p.created,
    customer: p.customer,
    flow: null,
    livemode: false,
    return_url: p.returnUrl,
    url: portalUrl(ctx, p),
  };
}
