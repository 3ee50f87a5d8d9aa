/**
 * @module Helpers for the Stripe stand-in's own tests (stripe*.test.ts): the real stripe SDK
 * pointed at a stand-in, a customer with an attached test card, a webhook receiver, and calls to
 * the stand-in's own endpoints.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type StripeStandIn, startStripeStandIn } from './stripe.ts';

export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  chargeFails: '4000000000000341',
  threeDS: '4000002500003155',
} as const;

/** The SDK as the Worker will configure it: host, port and protocol from STRIPE_API_URL. */
export function sdkFor(stand: StripeStandIn, key = stand.vars.STRIPE_SECRET_KEY!): Stripe {
  const api = new URL(stand.vars.STRIPE_API_URL!);
  return new Stripe(key, { host: api.hostname, port: Number(api.port), protocol: 'http', maxNetworkRetries: 0 });
}

/** The error a call fails with (and a failure of the test if it succeeds). */
export const thrown = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e as Stripe.errors.StripeError,
  );

let seq = 0;
/** A stand-in with the test prices and the LOCAL25 coupon, and an SDK signed in to it. */
export async function pricedStandIn() {
  const stand = await startStripeStandIn({
    prices: { monthly: 'price_m_test', annual: 'price_a_test' },
    coupon: { id: 'LOCAL25', percentOff: 25 },
  });
  return { stand, stripe: sdkFor(stand) };
}

export async function customerWithCard(stripe: Stripe, number: string = CARDS.ok) {
  const customer = await stripe.customers.create({ email: `reader${++seq}@example.com`, name: 'Ada Reader' });
  const pm = await stripe.paymentMethods.create({ type: 'card', card: { number, exp_month: 12, exp_year: 2034, cvc: '123' } });
  if (number !== CARDS.declined) await stripe.paymentMethods.attach(pm.id, { customer: customer.id });
  return { customer, pm };
}

/** Answers the stand-in's 3D Secure challenge as the Stripe.js stand-in's buttons do. */
export async function authenticate(stand: StripeStandIn, intentId: string, result: 'complete' | 'fail') {
  const res = await fetch(`${stand.vars.STRIPE_API_URL}/v1/payment_intents/${intentId}/_authenticate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stand.vars.STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ result }),
  });
  return (await res.json()) as Stripe.PaymentIntent;
}

/** The first invoice's payment intent, reached as API 2026-10-28 allows (through payments). */
export function intentOf(sub: Stripe.Subscription): Stripe.PaymentIntent {
  const invoice = sub.latest_invoice as Stripe.Invoice;
  return invoice.payments!.data[0]!.payment.payment_intent as Stripe.PaymentIntent;
}
export const WITH_INTENT = ['latest_invoice.payments.data.payment.payment_intent'];

export async function control<T = unknown>(stand: StripeStandIn, path: string, body?: object): Promise<T> {
  const res = await fetch(`${stand.vars.STRIPE_API_URL}/_control${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface Received {
  body: string;
  signature: string;
  type: string;
  id: string;
}

/** A local webhook endpoint: keeps what arrives and answers what `respond` says (200 by default). */
export async function startReceiver() {
  const received: Received[] = [];
  const state: { respond: ((r: Received) => number) | null } = { respond: null };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const { type, id } = JSON.parse(body) as { type: string; id: string };
      const r = { body, signature: String(req.headers['stripe-signature']), type, id };
      received.push(r);
      res.writeHead(state.respond?.(r) ?? 200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/aux/stripe/webhook`,
    received,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
