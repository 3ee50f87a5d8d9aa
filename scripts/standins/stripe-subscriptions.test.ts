// The Stripe stand-in's subscriptions after they start, through the stripe SDK 23.1.0:
// cancel at period end and resume, a price switch, the billing portal, hosted invoices, a deleted
// customer, and the errors Stripe answers for wrong keys, unknown ids and parameters of old API versions.
import { request } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeStandIn } from './stripe.ts';
import { CARDS, control, customerWithCard, pricedStandIn, sdkFor, thrown } from './stripe-test-kit.ts';

let stand: StripeStandIn;
let stripe: Stripe;
beforeAll(async () => ({ stand, stripe } = await pricedStandIn()));
afterAll(() => stand?.stop());

const DAY = 86_400;

describe('Stripe stand-in subscriptions over time', () => {
  it('cancels at the period end, resumes, and ends at the period end when left cancelled', async () => {
    const { customer, pm } = await customerWithCard(stripe);
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_m_test' }],
      default_payment_method: pm.id,
    });
    const end = sub.items.data[0]!.current_period_end;
    const cancelling = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect([cancelling.status, cancelling.cancel_at_period_end, cancelling.cancel_at]).toEqual(['active', true, end]);
    expect(cancelling.canceled_at).toEqual(expect.any(Number));
    const resumed = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: false });
    expect([resumed.cancel_at_period_end, resumed.cancel_at, resumed.canceled_at]).toEqual([false, null, null]);
    await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    const ended = await control<Stripe.Subscription>(stand, `/subscriptions/${sub.id}/advance`, {});
    expect([ended.status, ended.ended_at]).toEqual(['canceled', end]);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data.map((s) => s.id)).toEqual([sub.id]);
  });

  it('sets the card of a trial up for later: 4242 at once, 3155 only after its 3D Secure step', async () => {
    const start = async (number: string) => {
      const { customer, pm } = await customerWithCard(stripe, number);
      return stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: 'price_m_test' }],
        default_payment_method: pm.id,
        trial_period_days: 30,
        expand: ['pending_setup_intent'],
      });
    };
    const ok = await start(CARDS.ok);
    expect([ok.status, ok.pending_setup_intent]).toEqual(['trialing', null]);
    const asks = await start(CARDS.threeDS);
    const setup = asks.pending_setup_intent as Stripe.SetupIntent;
    expect([asks.status, setup.status, setup.next_action?.type]).toEqual(['trialing', 'requires_action', 'use_stripe_sdk']);
  });

  it('switches monthly to annual: a new yearly period, billed now less the unused time', async () => {
    const { customer, pm } = await customerWithCard(stripe);
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_m_test' }],
      default_payment_method: pm.id,
    });
    const item = sub.items.data[0]!;
    const switched = await stripe.subscriptions.update(sub.id, {
      items: [{ id: item.id, price: 'price_a_test' }],
      expand: ['latest_invoice'],
    });
    const next = switched.items.data[0]!;
    expect([next.id, next.price.id]).toEqual([item.id, 'price_a_test']);
    expect(next.current_period_end - next.current_period_start).toBeGreaterThanOrEqual(365 * DAY);
    const invoice = switched.latest_invoice as Stripe.Invoice;
    expect(invoice.lines.data.map((l) => l.amount)).toEqual([expect.any(Number), 8964]);
    expect(invoice.lines.data[0]!.amount).toBeLessThan(0);
    expect([invoice.status, invoice.amount_paid]).toEqual(['paid', 8964 + invoice.lines.data[0]!.amount]);
  });

  it('opens a billing portal page with the plan, a Cancel plan form and the way back', async () => {
    const { customer, pm } = await customerWithCard(stripe);
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_m_test' }],
      default_payment_method: pm.id,
    });
    const session = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://127.0.0.1:8787/account/subscription',
    });
    expect(session.url.startsWith(stand.vars.STRIPE_API_URL!)).toBe(true);
    const res = await fetch(session.url);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('href="http://127.0.0.1:8787/account/subscription"');
    expect(html).toContain('$9.96 every 4 weeks');
    const action = /action="([^"]+\/cancel)"/.exec(html)![1]!;
    const post = await fetch(new URL(action, session.url), { method: 'POST', redirect: 'manual' });
    expect(post.status).toBe(303);
    expect((await stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(true);
  });

  it('lists invoices with a hosted page; keys, unknown ids and old parameters fail as at Stripe', async () => {
    const { customer, pm } = await customerWithCard(stripe);
    await stripe.subscriptions.create({ customer: customer.id, items: [{ price: 'price_a_test' }], default_payment_method: pm.id });
    const [invoice] = (await stripe.invoices.list({ customer: customer.id })).data;
    const page = await fetch(invoice!.hosted_invoice_url!);
    expect([page.status, (await page.text()).includes(invoice!.number!)]).toEqual([200, true]);
    expect(await thrown(sdkFor(stand, 'sk_test_wrong').customers.retrieve(customer.id))).toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    expect((await thrown(sdkFor(stand, stand.vars.STRIPE_PUBLISHABLE_KEY).subscriptions.list())).statusCode).toBe(401);
    expect((await thrown(stripe.subscriptions.retrieve('sub_nope'))).statusCode).toBe(404);
    const coupon = await thrown(
      stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: 'price_m_test' }],
        coupon: 'LOCAL25',
      } as Stripe.SubscriptionCreateParams),
    );
    expect([coupon.code, coupon.param]).toEqual(['parameter_unknown', 'coupon']);
    const expand = await thrown(stripe.subscriptions.list({ customer: customer.id, expand: ['data.latest_invoice.payment_intent'] }));
    expect(expand.message).toBe('This property cannot be expanded (payment_intent).');
  });

  it('deletes a customer: its subscriptions end at once', async () => {
    const { customer, pm } = await customerWithCard(stripe);
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_m_test' }],
      default_payment_method: pm.id,
    });
    expect(await stripe.customers.del(customer.id)).toMatchObject({ id: customer.id, deleted: true });
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('canceled');
    expect((await stripe.customers.retrieve(customer.id)).deleted).toBe(true);
  });

  it('answers only its own Host, and its control API only JSON (no cross-site resets)', async () => {
    const status = await new Promise<number>((resolve, reject) =>
      request(`${stand.vars.STRIPE_API_URL}/v3`, { headers: { host: 'attacker.example' } }, (res) => resolve(res.statusCode ?? 0))
        .on('error', reject)
        .end(),
    );
    expect(status).toBe(421);
    const plain = await fetch(`${stand.vars.STRIPE_API_URL}/_control/reset`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    const preflight = await fetch(`${stand.vars.STRIPE_API_URL}/_control/reset`, { method: 'OPTIONS' });
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([403, null]);
    expect(
      (await fetch(`${stand.vars.STRIPE_API_URL}/v1/payment_methods`, { method: 'OPTIONS' })).headers.get('access-control-allow-origin'),
    ).toBe('*');
  });
});
