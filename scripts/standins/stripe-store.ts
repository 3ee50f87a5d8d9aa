/**
 * @module The local Stripe stand-in's state: plain records in memory (what happened), from which
 * stripe-shapes.ts draws Stripe's objects on every read. Prices, the product and the coupon are
 * seeded from the options and survive `reset()`; everything a test creates does not.
 */

import type { Card } from './stripe-cards.ts';
import type { StripeErrorBody } from './stripe-http.ts';

export interface CustomerRec {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Record<string, string>;
  defaultPm: string | null;
  invoicePrefix: string;
  nextInvoice: number;
  deleted: boolean;
}

export interface PmRec {
  id: string;
  created: number;
  customer: string | null;
  card: Card;
  /** Set up for off-session use (a succeeded SetupIntent or an authenticated payment). */
  setUp: boolean;
  billing: { name: string | null; email: string | null; phone: string | null; postalCode: string | null };
  metadata: Record<string, string>;
}

export interface PriceRec {
  id: string;
  product: string;
  unitAmount: number;
  currency: string;
  interval: 'day' | 'week' | 'month' | 'year';
  intervalCount: number;
  nickname: string;
  lookupKey: string;
  created: number;
}

export interface CouponRec {
  id: string;
  name: string;
  percentOff: number;
  duration: 'forever' | 'once' | 'repeating';
  durationInMonths: number | null;
  created: number;
  timesRedeemed: number;
}

export interface DiscountRec {
  id: string;
  coupon: string;
  customer: string;
  subscription: string;
  start: number;
  end: number | null;
}

export type SubStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid';

export interface SubRec {
  id: string;
  customer: string;
  itemId: string;
  itemCreated: number;
  price: string;
  status: SubStatus;
  created: number;
  trialStart: number | null;
  trialEnd: number | null;
  periodStart: number;
  periodEnd: number;
  billingAnchor: number;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  canceledAt: number | null;
  endedAt: number | null;
  cancelReason: string | null;
  discounts: string[];
  defaultPm: string | null;
  latestInvoice: string | null;
  pendingSetupIntent: string | null;
  saveDefaultPm: boolean;
  metadata: Record<string, string>;
}

export interface InvoiceLine {
  id: string;
  price: string;
  amount: number;
  description: string;
  periodStart: number;
  periodEnd: number;
  proration: boolean;
}

export interface InvoiceRec {
  id: string;
  number: string;
  customer: string;
  subscription: string;
  created: number;
  periodStart: number;
  periodEnd: number;
  lines: InvoiceLine[];
  subtotal: number;
  discountAmount: number;
  total: number;
  discounts: string[];
  status: 'open' | 'paid' | 'void' | 'uncollectible';
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  paymentIntent: string | null;
  paidAt: number | null;
  attempts: number;
}

export interface IntentRec {
  kind: 'payment' | 'setup';
  id: string;
  clientSecret: string;
  created: number;
  customer: string | null;
  /** payment: the invoice it pays; setup: the subscription whose pending_setup_intent it is. */
  invoice: string | null;
  subscription: string | null;
  amount: number;
  paymentMethod: string | null;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  lastError: StripeErrorBody | null;
  chargeId: string | null;
}

export interface PortalRec {
  id: string;
  secret: string;
  customer: string;
  returnUrl: string | null;
  created: number;
}

export interface SeedOptions {
  monthlyPrice: string;
  annualPrice: string;
  coupon: { id: string; percentOff: number; duration: CouponRec['duration']; durationInMonths: number | null };
}

export const PRODUCT = {
  id: 'prod_edgewire_plus',
  name: 'Edgewire Plus',
  description: 'Edgewire Plus: ad-free, paid articles, local news.',
};

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export class StripeStore {
  customers = new Map<string, CustomerRec>();
  paymentMethods = new Map<string, PmRec>();
  prices = new Map<string, PriceRec>();
  coupons = new Map<string, CouponRec>();
  discounts = new Map<string, DiscountRec>();
  subscriptions = new Map<string, SubRec>();
  invoices = new Map<string, InvoiceRec>();
  intents = new Map<string, IntentRec>();
  portals = new Map<string, PortalRec>();

  constructor(private readonly seed: SeedOptions) {
    this.reset();
  }

  /** Forgets everything tests made; the seeded prices and coupon come back as new. */
  reset(): void {
    for (const m of [this.customers, this.paymentMethods, this.prices, this.coupons, this.discounts, this.subscriptions, this.invoices])
      m.clear();
    this.intents.clear();
    this.portals.clear();
    const created = nowSeconds();
    const price = (id: string, unitAmount: number, interval: PriceRec['interval'], intervalCount: number, nickname: string) =>
      this.prices.set(id, {
        id,
        product: PRODUCT.id,
        unitAmount,
        currency: 'usd',
        interval,
        intervalCount,
        nickname,
        lookupKey: nickname,
        created,
      });
    // The spec's prices: 9.96 billed every 4 weeks, 89.64 a year.
    price(this.seed.monthlyPrice, 996, 'week', 4, 'plus_monthly');
    price(this.seed.annualPrice, 8964, 'year', 1, 'plus_annual');
    const c = this.seed.coupon;
    this.coupons.set(c.id, { ...c, name: `${c.percentOff}% off`, created, timesRedeemed: 0 });
  }

  /** Newest first, as Stripe lists. */
  static newest<T extends { created: number }>(items: Iterable<T>): T[] {
    return [...items].reverse().sort((a, b) => b.created - a.created);
  }
}

/** Adds a price's billing interval to a time (UTC calendar months and years, as Stripe bills). */
export function addInterval(t: number, interval: PriceRec['interval'], count: number): number {
  if (interval === 'day') return t + count * 86_400;
  if (interval === 'week') return t + count * 7 * 86_400;
  const d = new Date(t * 1000);
  if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + count);
  else d.setUTCFullYear(d.getUTCFullYear() + count);
  return Math.floor(d.getTime() / 1000);
}
