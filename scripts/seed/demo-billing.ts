/**
 * @module The demo Plus reader billed at the local Stripe: `npm start` (and the e2e server) make
 * their customer, Visa card and annual subscription (with the seed's PLUS20 coupon) at the Stripe
 * stand-in, through the stripe SDK as the Worker would, then point the local D1 at them, so
 * /account/billing shows the card, the invoice and every action. The stand-in keeps its state in
 * memory, so this runs at every start; the D1 rows of the reader's earlier subscriptions (the
 * seed's, or a previous run's) name objects the new stand-in never had, and are replaced.
 *
 *   const link = await billDemoPlusAt(stripeStandIn)   // in start.ts, once the stand-in is up
 *   await linkDemoBilling(db, link)                   // in the seed's process, which holds D1
 */
import type { D1Database } from '@cloudflare/workers-types/experimental';
import type Stripe from 'stripe';
import { type SubscriptionFields, subscriptionFields } from '../../worker/features/billing/sync';
import type { StripeStandIn } from '../standins/stripe';
import { DEMO_ACCOUNTS } from './accounts';

/** What the seed's process writes into D1: the Stripe ids and the subscription's state as the Worker keeps it. */
export type DemoBilling = { email: string; customer: string; subscription: SubscriptionFields; readAtMs: number };

/** The environment variable that carries a DemoBilling from start.ts to the seed's process. */
export const DEMO_BILLING_ENV = 'EDGEWIRE_DEMO_BILLING';

/** The seed's coupon on the demo subscription: 20 % off, as the stand-in seeds it (scripts/standins/stripe.ts). */
const DEMO_COUPON = 'PLUS20';

export const demoPlusEmail = (): string => {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'subscriber');
  if (!account) throw new Error('scripts/seed/accounts.ts lists no subscriber');
  return account.email;
};

/**
 * Makes the customer, attaches Stripe's test Visa card (its default for invoices, where the portal
 * puts a new one) and subscribes it to the annual price, paid at once: active, one paid invoice.
 * No user_id in the metadata (the reader's D1 id is not known before the seed has run): the Worker
 * finds the owner through the reader's billing_customers row, as for any subscription made at Stripe.
 */
export async function billDemoPlus(stripe: Stripe, annualPrice: string): Promise<DemoBilling> {
  const email = demoPlusEmail();
  const customer = await stripe.customers.create({ email, name: 'Plus (demo)' });
  const card = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } });
  const readAtMs = Date.now();
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: annualPrice }],
    default_payment_method: card.id,
    discounts: [{ coupon: DEMO_COUPON }],
    metadata: { coupon: DEMO_COUPON },
  });
  if (subscription.status !== 'active') throw new Error(`the demo Plus subscription is ${subscription.status}, not active`);
  return { email, customer: customer.id, subscription: subscriptionFields(subscription), readAtMs };
}

/**
 * billDemoPlus at the stand-in start.ts runs, with its webhooks kept rather than posted meanwhile:
 * this is set-up, not news (the app is not up yet, and D1 is written directly by linkDemoBilling).
 */
export async function billDemoPlusAt(standIn: StripeStandIn): Promise<DemoBilling> {
  const annual = standIn.vars.STRIPE_PRICE_ANNUAL;
  if (!annual) throw new Error('the Stripe stand-in names no annual price');
  const { url } = standIn.control.webhooks();
  standIn.control.webhooks({ url: null });
  try {
    return await billDemoPlus(standIn.sdk, annual);
  } finally {
    standIn.control.webhooks({ url });
  }
}

/**
 * Points the demo Plus reader's rows at the stand-in's objects, in one batch: their customer, their
 * one subscription (the others named objects no stand-in has any more) and their subscription_end
 * (the subscription's entitlement, as the Worker computes it). Answers a note for the console.
 */
export async function linkDemoBilling(db: D1Database, link: DemoBilling): Promise<string> {
  const user = await db.prepare('SELECT id FROM users WHERE lower(email) = lower(?)').bind(link.email).first<{ id: number }>();
  if (!user) return `no ${link.email} in the database: demo Plus not billed`;
  const s = link.subscription;
  await db.batch([
    db
      .prepare("DELETE FROM subscriptions WHERE user_id = ? AND provider = 'stripe' AND provider_subscription_id != ?")
      .bind(user.id, s.providerSubscriptionId),
    db
      .prepare(
        "INSERT INTO billing_customers (user_id, provider, customer_id) VALUES (?, 'stripe', ?) ON CONFLICT (user_id) DO UPDATE SET provider = 'stripe', customer_id = excluded.customer_id",
      )
      .bind(user.id, link.customer),
    db
      .prepare(
        `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, provider_customer_id, plan, status, current_period_end,
           cancel_at_period_end, coupon, trial_end, ended_at, entitled_until, synced_at_ms)
         VALUES (?, 'stripe', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .bind(
        user.id,
        s.providerSubscriptionId,
        s.providerCustomerId,
        s.plan,
        s.status,
        s.currentPeriodEnd,
        s.cancelAtPeriodEnd ? 1 : 0,
        s.coupon,
        s.trialEnd,
        s.endedAt,
        s.entitledUntil,
        link.readAtMs,
      ),
    db.prepare('UPDATE users SET stripe_customer_id = ?, subscription_end = ? WHERE id = ?').bind(link.customer, s.entitledUntil, user.id),
  ]);
  return `demo Plus linked to ${link.customer}`;
}
