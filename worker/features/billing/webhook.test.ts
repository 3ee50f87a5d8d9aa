// Stripe's webhooks through the real Worker and D1, with real signatures and the local Stripe
// stand-in (scripts/standins/stripe*.ts) behind every re-read: refused signatures write nothing,
// redeliveries apply once, order does not matter, and subscription_end follows the subscription.
import { env, SELF } from 'cloudflare:test';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { billingDate } from '../../contracts/billing';
import { makeSession, uniq } from '../../test/factories';
import { caughtFor, waitForMail } from '../../test/mail';
import { stripeClient } from './stripe-sdk';

const stripe = () => stripeClient(env);
const crypto = Stripe.createSubtleCryptoProvider();
const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

type Delivery = {
  type: string;
  object: unknown;
  id?: string;
  secret?: string;
  timestamp?: number;
  body?: string;
  signature?: string | null;
};

/** Posts an event as Stripe does: no Origin of ours, the JSON body signed with the endpoint's secret. */
async function deliver(d: Delivery) {
  const id = d.id ?? `evt_${uniq()}`;
  const payload =
    d.body ??
    JSON.stringify({
      id,
      object: 'event',
      type: d.type,
      created: nowSeconds(),
      livemode: false,
      api_version: '2026-10-28.endive',
      data: { object: d.object },
    });
  const signature =
    d.signature === undefined
      ? await stripe().webhooks.generateTestHeaderStringAsync({
          payload,
          secret: d.secret ?? env.STRIPE_WEBHOOK_SECRET,
          timestamp: d.timestamp,
          cryptoProvider: crypto,
        })
      : d.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Stripe/1.0' };
  if (signature !== null) headers['stripe-signature'] = signature;
  return { id, res: await SELF.fetch('http://edgewire.test/aux/stripe/webhook', { method: 'POST', headers, body: payload }) };
}

/** A reader with a Stripe customer and a subscription on the monthly price, as the subscribe action makes them. */
async function subscribed(opts: { trialDays?: number; email?: string; coupon?: string } = {}) {
  const { user, cookie } = await makeSession();
  const email = opts.email ?? user.email;
  await env.DB.prepare('UPDATE users SET email = ? WHERE id = ?').bind(email, user.id).run();
  const customer = await stripe().customers.create({ email, metadata: { user_id: String(user.id) } });
  await stripe().paymentMethods.attach('pm_card_visa', { customer: customer.id });
  const pm = (await stripe().paymentMethods.list({ customer: customer.id })).data[0]!;
  const subscription = await stripe().subscriptions.create({
    customer: customer.id,
    items: [{ price: env.STRIPE_PRICE_MONTHLY }],
    default_payment_method: pm.id,
    metadata: { user_id: String(user.id) },
    ...(opts.trialDays ? { trial_period_days: opts.trialDays } : {}),
    ...(opts.coupon ? { discounts: [{ coupon: opts.coupon }] } : {}),
  });
  return { user, cookie, customer, subscription };
}

const row = (subscriptionId: string) =>
  env.DB.prepare('SELECT user_id, status, cancel_at_period_end, entitled_until FROM subscriptions WHERE provider_subscription_id = ?')
    .bind(subscriptionId)
    .first<{ user_id: number; status: string; cancel_at_period_end: number; entitled_until: number | null }>();
const subscriptionEnd = async (userId: number) =>
  (await env.DB.prepare('SELECT subscription_end FROM users WHERE id = ?').bind(userId).first<{ subscription_end: number | null }>())!
    .subscription_end;
const eventRows = async (id: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM webhook_events WHERE id = ?').bind(id).first<{ n: number }>())!.n;

describe('POST /aux/stripe/webhook', () => {
  it('refuses a bad, missing or stale signature and a malformed body with 400, writing nothing', async () => {
    const { subscription } = await subscribed();
    const event = { type: 'customer.subscription.created', object: subscription };
    const refusals: [string, Delivery][] = [
      ['another secret', { ...event, secret: 'whsec_not_ours' }],
      ['no header', { ...event, signature: null }],
      ['a forged header', { ...event, signature: 't=1,v1=deadbeef' }],
      ['older than the tolerance', { ...event, timestamp: nowSeconds() - 301 }],
      ['a malformed body', { ...event, body: '{"id": "evt_x", "type": ' }],
    ];
    for (const [name, delivery] of refusals) {
      const { id, res } = await deliver(delivery);
      expect(res.status, name).toBe(400);
      const body = await res.json<{ errors: { message: string; code: string }[] }>();
      expect(body.errors[0]?.code, name).toBe('validation');
      expect(await eventRows(id), name).toBe(0);
    }
    expect(await row(subscription.id)).toBeNull();
  });

  it('makes a trialing reader Plus until the trial ends', async () => {
    const { user, subscription } = await subscribed({ trialDays: 30 });
    expect(subscription.status).toBe('trialing');
    const { res } = await deliver({ type: 'customer.subscription.created', object: subscription });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { received: true, outcome: 'applied' } });
    expect(await row(subscription.id)).toMatchObject({ user_id: user.id, status: 'trialing', entitled_until: subscription.trial_end });
    expect(await subscriptionEnd(user.id)).toBe(subscription.trial_end);
  });

  it('applies the same event delivered 50 times at once once: one row, one mark, one receipt', async () => {
    const email = `receipt-${uniq()}@inbox.edgewire.test`;
    const { user, subscription } = await subscribed({ email });
    const invoice = (await stripe().invoices.list({ subscription: subscription.id })).data[0]!;
    const id = `evt_${uniq()}`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => deliver({ id, type: 'invoice.paid', object: invoice })));
    expect(answers.map((a) => a.res.status)).toEqual(Array(50).fill(200));
    expect(await eventRows(id)).toBe(1);
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM subscriptions WHERE user_id = ?').bind(user.id).first<{ n: number }>();
    expect(rows!.n).toBe(1);
    expect(await subscriptionEnd(user.id)).toBeGreaterThan(nowSeconds() + 20 * DAY);
    const receipt = await waitForMail(email, (m) => m.subject === 'Your Edgewire Plus receipt');
    expect(receipt.text).toContain('$9.96');
    // Give any stray duplicate time to arrive before counting.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await caughtFor(email)).filter((m) => m.subject === 'Your Edgewire Plus receipt')).toHaveLength(1);
  });

  it('ends in Stripe’s current state whatever the order: "updated" before "created"', async () => {
    const { user, subscription } = await subscribed();
    const cancelling = await stripe().subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect((await deliver({ type: 'customer.subscription.updated', object: cancelling })).res.status).toBe(200);
    // The older "created" arrives last, carrying the state before the change.
    expect((await deliver({ type: 'customer.subscription.created', object: subscription })).res.status).toBe(200);
    expect(await row(subscription.id)).toMatchObject({ status: 'active', cancel_at_period_end: 1 });
    // Cancelling at the period's end keeps Plus until then.
    expect(await subscriptionEnd(user.id)).toBe(cancelling.items.data[0]!.current_period_end);
  });

  it('makes the reader free when the subscription is deleted', async () => {
    const { user, cookie, subscription } = await subscribed();
    await deliver({ type: 'customer.subscription.created', object: subscription });
    expect(await subscriptionEnd(user.id)).toBeGreaterThan(nowSeconds());
    const ended = await stripe().subscriptions.cancel(subscription.id);
    expect((await deliver({ type: 'customer.subscription.deleted', object: ended })).res.status).toBe(200);
    expect(await row(subscription.id)).toMatchObject({ status: 'canceled' });
    expect(await subscriptionEnd(user.id)).toBeLessThanOrEqual(nowSeconds());
    const profile = await SELF.fetch('http://edgewire.test/api/profile', { headers: { cookie } });
    expect((await profile.json<{ data: { subscribed: boolean } }>()).data.subscribed).toBe(false);
  });

  it('answers 200 to an event type it does not act on, and records nothing', async () => {
    const { id, res } = await deliver({ type: 'customer.created', object: { id: 'cus_x', object: 'customer' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { received: true, outcome: 'ignored' } });
    expect(await eventRows(id)).toBe(0);
  });

  it("a trial's receipt says when the free month ends and what is charged then, in its HTML and its text", async () => {
    const email = `trial-${uniq()}@inbox.edgewire.test`;
    const { subscription } = await subscribed({ email, trialDays: 30, coupon: 'PLUS20' });
    const invoice = (await stripe().invoices.list({ subscription: subscription.id })).data[0]!;
    expect(invoice.amount_paid).toBe(0);
    expect((await deliver({ type: 'invoice.paid', object: invoice })).res.status).toBe(200);
    const receipt = await waitForMail(email, (m) => m.subject === 'Your Edgewire Plus receipt');
    const ends = billingDate(subscription.trial_end!);
    // $9.96 a month, 20 % off with PLUS20: $7.97.
    for (const part of [receipt.text, receipt.html!]) {
      expect(part).toContain('we received $0.00 for Edgewire Plus');
      expect(part).toContain(`Your free month ends on ${ends}. Then we will charge $7.97 to your card, per month`);
    }
    expect(receipt.html).toMatch(/^<!DOCTYPE html/);
    expect(receipt.html).toContain('Your free month of Edgewire Plus has started');
    expect(receipt.text).not.toContain('<');
  });

  it('welcomes a new subscriber to Plus once, by a branded e-mail with a text part', async () => {
    const email = `welcome-${uniq()}@inbox.edgewire.test`;
    const { subscription } = await subscribed({ email, trialDays: 30 });
    const id = `evt_${uniq()}`;
    for (let i = 0; i < 2; i++)
      expect((await deliver({ id, type: 'customer.subscription.created', object: subscription })).res.status).toBe(200);
    const welcome = await waitForMail(email, (m) => m.subject === 'Welcome to Edgewire Plus');
    expect(welcome.html).toContain('Unlimited local news from over 200 US cities');
    expect(welcome.text).toContain('Start Reading http://edgewire.test/trending');
    await new Promise((r) => setTimeout(r, 1000));
    expect((await caughtFor(email)).filter((m) => m.subject === 'Welcome to Edgewire Plus')).toHaveLength(1);
  });
});
