// The billing page's rules over every subscription state: the words, the end date, the next
// charge, what the reader may do; which subscription the page is about; prices and discounts.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { portalOrigins } from './csp';
import { brandName, currentOf, invoiceStatus, isLive, planOfPrice, type SubscriptionFacts, subscriptionView } from './rules';
import { afterDiscounts, cardView } from './view';

const MAY_17_2031 = Math.floor(Date.UTC(2031, 4, 17) / 1000);
const JUNE_1_2031 = Math.floor(Date.UTC(2031, 5, 1) / 1000);
const facts = (over: Partial<SubscriptionFacts>): SubscriptionFacts => ({
  id: 'sub_1',
  plan: 'annual',
  status: 'active',
  cancelAtPeriodEnd: false,
  cancelAt: null,
  periodEnd: MAY_17_2031,
  trialEnd: null,
  endedAt: null,
  priceCents: 8964,
  nextCents: 8964,
  ...over,
});

describe('subscriptionView', () => {
  const rows: [string, Partial<SubscriptionFacts>, Record<string, unknown>][] = [
    [
      'trialing',
      { status: 'trialing', trialEnd: MAY_17_2031 },
      {
        state: 'trialing',
        label: 'Free trial',
        detail: 'Your free month ends on May 17, 2031.',
        endsOn: null,
        canCancel: true,
        canResume: false,
      },
    ],
    [
      'active',
      { status: 'active' },
      { state: 'active', label: 'Active', detail: 'Renews on May 17, 2031.', canCancel: true, canResume: false },
    ],
    [
      'active, canceled at period end',
      { status: 'active', cancelAtPeriodEnd: true, cancelAt: MAY_17_2031 },
      {
        state: 'ending',
        label: 'Canceled',
        detail: 'Ends on May 17, 2031. You keep Edgewire Plus until then.',
        endsOn: MAY_17_2031,
        canCancel: false,
        canResume: true,
        switchTo: null,
        nextCharge: null,
      },
    ],
    [
      'trialing, canceled (the kept row has no cancel_at: the period end)',
      { status: 'trialing', cancelAtPeriodEnd: true, trialEnd: MAY_17_2031 },
      { state: 'ending', endsOn: MAY_17_2031, canResume: true },
    ],
    [
      'past due',
      { status: 'past_due' },
      {
        state: 'past_due',
        label: 'Past due',
        detail: 'We could not charge your card. Update it by May 24, 2031 to keep Edgewire Plus.',
        canCancel: true,
        switchTo: null,
        nextCharge: null,
      },
    ],
    [
      'canceled',
      { status: 'canceled', endedAt: MAY_17_2031 },
      {
        state: 'ended',
        label: 'Ended',
        detail: 'Ended on May 17, 2031.',
        canCancel: false,
        canResume: false,
        switchTo: null,
        nextCharge: null,
      },
    ],
    ['incomplete', { status: 'incomplete' }, { state: 'incomplete', label: 'Payment incomplete', canCancel: false, switchTo: null }],
    ['incomplete_expired', { status: 'incomplete_expired' }, { state: 'ended' }],
    ['unpaid', { status: 'unpaid' }, { state: 'inactive', label: 'Inactive', canCancel: false, canResume: false }],
    ['paused', { status: 'paused' }, { state: 'inactive' }],
  ];
  it.each(rows)('%s', (_, over, expected) => {
    expect(subscriptionView(facts(over))).toMatchObject(expected);
  });

  it('charges first at the trial’s end, then at each period’s end, with discounts; offers the other plan', () => {
    expect(subscriptionView(facts({ status: 'trialing', trialEnd: JUNE_1_2031, nextCents: 7171 })).nextCharge).toEqual({
      date: JUNE_1_2031,
      amount: '$71.71',
      first: true,
    });
    const monthly = subscriptionView(facts({ plan: 'monthly', priceCents: 996, nextCents: null }));
    expect(monthly).toMatchObject({ planName: 'Monthly', price: '$9.96 per month', billed: 'Billed every 4 weeks' });
    expect(monthly.nextCharge).toEqual({ date: MAY_17_2031, amount: '$9.96', first: false });
    expect(monthly.switchTo).toEqual({ plan: 'annual', name: 'Annual', price: '$89.64 per year' });
    // The kept row knows no price: the plan's list price.
    expect(subscriptionView(facts({ priceCents: null, nextCents: null })).price).toBe('$89.64 per year');
  });
});

describe('currentOf', () => {
  it('picks an entitling subscription, else one awaiting payment, else the latest ended; none of none', () => {
    const s = (id: string, status: string) => ({ id, status });
    expect(currentOf([s('a', 'canceled'), s('b', 'active')])?.id).toBe('b');
    expect(currentOf([s('a', 'incomplete'), s('b', 'past_due')])?.id).toBe('b');
    expect(currentOf([s('a', 'canceled'), s('b', 'incomplete')])?.id).toBe('b');
    expect(currentOf([s('a', 'canceled'), s('b', 'canceled')])?.id).toBe('a');
    expect(currentOf([])).toBeNull();
  });
});

describe('isLive', () => {
  it('is every status that bills by itself, now or later, and none that ended or awaits its first payment', () => {
    const statuses = [
      'trialing',
      'active',
      'past_due',
      'unpaid',
      'paused',
      'incomplete',
      'incomplete_expired',
      'canceled',
      'some_new_status',
    ];
    expect(Object.fromEntries(statuses.map((s) => [s, isLive(s)]))).toEqual({
      trialing: true,
      active: true,
      past_due: true,
      unpaid: true,
      paused: true,
      incomplete: false,
      incomplete_expired: false,
      canceled: false,
      // A status Stripe adds later may bill: counted live, so a second one is refused rather than made.
      some_new_status: true,
    });
  });
});

describe('prices, discounts, cards and invoices', () => {
  const prices = { monthly: 'price_m', annual: 'price_a' };
  it('maps a price to its plan by id, else by interval', () => {
    expect(planOfPrice('price_a', 'week', prices)).toBe('annual');
    expect(planOfPrice('price_m', 'year', prices)).toBe('monthly');
    expect(planOfPrice('price_other', 'year', prices)).toBe('annual');
    expect(planOfPrice('price_other', 'week', prices)).toBe('monthly');
  });

  it('applies the discounts still running at the charge', () => {
    const coupon = (percent_off: number | null, amount_off: number | null) => ({ id: 'c', percent_off, amount_off }) as Stripe.Coupon;
    const discount = (c: Stripe.Coupon, end: number | null) => ({ end, source: { coupon: c, type: 'coupon' } }) as Stripe.Discount;
    expect(afterDiscounts(996, [discount(coupon(20, null), null)], MAY_17_2031)).toBe(797);
    expect(afterDiscounts(996, [discount(coupon(null, 100), null)], MAY_17_2031)).toBe(896);
    expect(afterDiscounts(996, [discount(coupon(20, null), MAY_17_2031 - 1)], MAY_17_2031)).toBe(996);
    expect(afterDiscounts(996, ['di_not_expanded'], MAY_17_2031)).toBe(996);
  });

  it('names the card and the invoice status', () => {
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('newbrand')).toBe('Newbrand');
    const pm = { id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 } } as Stripe.PaymentMethod;
    expect(cardView(pm)).toEqual({ brand: 'Visa', last4: '4242', expires: '04/31' });
    expect(cardView('pm_1')).toBeNull();
    expect(cardView(null)).toBeNull();
    expect(invoiceStatus('paid')).toBe('Paid');
    expect(invoiceStatus('open')).toBe('Due');
    expect(invoiceStatus(null)).toBe('Unknown');
  });
});

describe('portalOrigins', () => {
  it('is billing.stripe.com for Stripe, the stand-in’s own origin locally', () => {
    expect(portalOrigins({ STRIPE_API_URL: 'https://api.stripe.com' })).toEqual(['https://billing.stripe.com']);
    expect(portalOrigins({ STRIPE_API_URL: '' })).toEqual(['https://billing.stripe.com']);
    expect(portalOrigins({ STRIPE_API_URL: 'http://127.0.0.1:12111/' })).toEqual(['http://127.0.0.1:12111']);
    expect(portalOrigins({ STRIPE_API_URL: 'not a url' })).toEqual([]);
  });
});
