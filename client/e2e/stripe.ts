// The local Stripe the e2e server talks to (scripts/standins/stripe.ts), through its control API:
// what a test needs to move a subscription along as Stripe's clock would, and to wait until every
// webhook it sent has reached the app; and through its REST API, what someone may do at Stripe
// directly, outside Edgewire.
import { expect } from '@playwright/test';
import Stripe from 'stripe';
import { standInUrl, standInVars } from './standins';

async function control<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const res = await fetch(new URL(`/_control${path}`, standInUrl('Stripe')), {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as T;
}

/** Ends a subscription now, as Stripe does at the end of a period it was cancelled for (→ customer.subscription.deleted). */
export const endSubscription = (id: string) => control('POST', `/subscriptions/${id}/end`, {});

/** Waits until every webhook the stand-in has sent was answered by the app. */
export async function webhooksDelivered() {
  const { idle } = await control<{ idle: boolean }>('POST', '/webhooks/flush', { timeoutMs: 15_000 });
  expect(idle, 'the Stripe stand-in delivered every webhook').toBe(true);
}

/** The ids of the subscriptions Stripe made for a customer's events of one type. */
export async function stripeEvents(filter: { type?: string; customer?: string; subscription?: string } = {}) {
  const q = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]);
  return control<{ id: string; type: string; customer: string | null; subscription: string | null }[]>('GET', `/events?${q}`);
}

/** Moves a subscription to its next billing moment (the trial's end, a renewal, a scheduled cancel). */
export const advanceSubscription = (id: string) => control('POST', `/subscriptions/${id}/advance`, {});

/** Subscribes a reader's customer (found by e-mail) a second time, directly at Stripe, with another card: outside Edgewire. */
export async function subscribeAtStripe(email: string, plan: 'monthly' | 'annual') {
  const vars = standInVars('Stripe');
  const api = new URL(vars.STRIPE_API_URL!);
  const stripe = new Stripe(vars.STRIPE_SECRET_KEY!, { host: api.hostname, port: Number(api.port), protocol: 'http' });
  const [customer] = (await stripe.customers.list({ email })).data;
  expect(customer, `a Stripe customer for ${email}`).toBeDefined();
  const card = await stripe.paymentMethods.attach('pm_card_mastercard', { customer: customer!.id });
  const price = plan === 'annual' ? vars.STRIPE_PRICE_ANNUAL! : vars.STRIPE_PRICE_MONTHLY!;
  return stripe.subscriptions.create({ customer: customer!.id, items: [{ price }], default_payment_method: card.id });
}
