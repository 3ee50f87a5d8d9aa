/**
 * @module What /account/billing shows, read from Stripe: the reader's current subscription (plan,
 * state, next charge), the card it is charged to, and their invoices with Stripe's hosted links.
 * Any other live subscription of the reader's customer is listed too, as an extra that bills them.
 * One D1 round trip (the customer and the kept rows), then three Stripe reads at once. A reader
 * with no Stripe customer costs no Stripe call. When Stripe cannot be reached the page still
 * renders from the kept row and says so, and offers no action it could not carry out.
 */
import type { BillingView } from '../../contracts/billing';
import { isSubscribed } from '../../contracts/plus';
import type { Db } from '../../db/client';
import type { Viewer } from '../../env';
import { log } from '../../http/log';
import { billingState } from './queries';
import { currentOf, isLive, subscriptionView } from './rules';
import { isStripeError, stripeApi } from './stripe';
import { cardView, invoiceView, keptFacts, priceIdsOf, stripeFacts } from './view';

export type BillingEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL' | 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_ANNUAL'>;

/** A page waits a few seconds for Stripe at most, then renders without it. */
export const PAGE_READ = { timeout: 5_000, maxNetworkRetries: 1 } as const;

const INVOICES_SHOWN = 12;

/** Stripe no longer knows the object (a purged test customer, a restarted local stand-in). */
export const isMissing = (err: unknown) => isStripeError(err, 'StripeInvalidRequestError') && err.code === 'resource_missing';

export async function billingOverview(env: BillingEnv, db: Db, viewer: Viewer, now: number): Promise<BillingView> {
  const { customer, kept } = await billingState(db, viewer.id);
  const keptCurrent = currentOf(kept);
  const fromKept: BillingView = {
    reachable: true,
    customer: customer !== null,
    source: 'local',
    subscription: keptCurrent ? subscriptionView(keptFacts(keptCurrent)) : null,
    invoices: [],
    card: null,
    plus: { subscribed: isSubscribed(viewer.subscriptionEnd, now), until: viewer.subscriptionEnd },
    firstMonthFree: kept.length === 0,
    extras: [],
    formKey: crypto.randomUUID(),
  };
  if (!customer) return fromKept;
  const stripe = await stripeApi(env);
  try {
    const [subscriptions, invoices, stripeCustomer] = await Promise.all([
      stripe.subscriptions.list(
        { customer, status: 'all', limit: 10, expand: ['data.default_payment_method', 'data.discounts.source.coupon'] },
        PAGE_READ,
      ),
      stripe.invoices.list({ customer, limit: INVOICES_SHOWN }, PAGE_READ),
      stripe.customers.retrieve(customer, { expand: ['invoice_settings.default_payment_method'] }, PAGE_READ),
    ]);
    const current = currentOf(subscriptions.data);
    const prices = priceIdsOf(env);
    // Anything else still live bills the reader too: shown, each with a way to cancel it.
    const extras = subscriptions.data.filter((s) => s !== current && isLive(s.status));
    // The subscription's own card, else the customer's default (where the portal puts a new one).
    const card =
      cardView(current?.default_payment_method) ??
      (stripeCustomer.deleted ? null : cardView(stripeCustomer.invoice_settings.default_payment_method));
    return {
      ...fromKept,
      source: 'stripe',
      subscription: current ? subscriptionView(stripeFacts(current, prices)) : null,
      extras: extras.map((s) => subscriptionView(stripeFacts(s, prices))),
      invoices: invoices.data.filter((i) => i.status !== 'draft').map(invoiceView),
      card,
    };
  } catch (err) {
    // Stripe has no such customer: nothing to show or manage there; the kept state stands.
    if (isMissing(err)) return { ...fromKept, customer: false };
    if (!isStripeError(err)) throw err;
    log('warn', 'billing.page.stripe-unreachable', { user: viewer.id, error: err.message, type: err.type });
    return { ...fromKept, reachable: false };
  }
}
