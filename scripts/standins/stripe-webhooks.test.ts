// The Stripe stand-in's webhooks, received by a real local endpoint and checked the way the Worker
// will check them (stripe.webhooks.constructEventAsync with the webhook secret): signatures, the
// event shape, retries after failures, duplicates and out-of-order delivery on demand, the kept
// events a Worker test replays, subscription ends and reset.
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from './stripe.ts';
import { CARDS, control, customerWithCard, sdkFor, startReceiver } from './stripe-test-kit.ts';
import type { Delivery } from './stripe-webhooks.ts';

let stand: StripeStandIn;
let stripe: Stripe;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  stand = await startStripeStandIn({ webhookUrl: receiver.url, webhooks: { retryDelaysMs: [20, 40, 60] } });
  stripe = sdkFor(stand);
});
afterAll(async () => {
  await stand?.stop();
  await receiver?.stop();
});
afterEach(async () => {
  await control(stand, '/webhooks', { hold: false, duplicate: false });
  await control(stand, '/webhooks/flush', {});
  receiver.received.length = 0;
  receiver.state.respond = null;
});

const secret = () => stand.vars.STRIPE_WEBHOOK_SECRET!;
const flush = () => control<{ idle: boolean }>(stand, '/webhooks/flush', {});
const verify = (body: string, signature: string) => stripe.webhooks.constructEventAsync(body, signature, secret());

async function trialSubscription() {
  const { customer, pm } = await customerWithCard(stripe);
  const sub = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: stand.vars.STRIPE_PRICE_MONTHLY! }],
    trial_period_days: 30,
    default_payment_method: pm.id,
  });
  return { customer, pm, sub };
}

describe('Stripe stand-in webhooks', () => {
  it('delivers signed events that constructEventAsync accepts, and a tampered body it refuses', async () => {
    const { sub } = await trialSubscription();
    expect(await flush()).toEqual({ idle: true });
    expect(receiver.received.map((r) => r.type)).toEqual(['customer.subscription.created', 'invoice.paid']);
    const [created, paid] = receiver.received;
    const event = await verify(created!.body, created!.signature);
    expect(event).toMatchObject({
      object: 'event',
      type: 'customer.subscription.created',
      livemode: false,
      api_version: Stripe.API_VERSION,
    });
    expect(event.id).toMatch(/^evt_/);
    expect(event.data.object).toMatchObject({ id: sub.id, object: 'subscription', status: 'trialing' });
    expect(created!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const invoice = (await verify(paid!.body, paid!.signature)).data.object as Stripe.Invoice;
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);
    const tampered = created!.body.replace('"trialing"', '"active"');
    await expect(verify(tampered, created!.signature)).rejects.toBeInstanceOf(Stripe.errors.StripeSignatureVerificationError);
    await expect(stripe.webhooks.constructEventAsync(created!.body, created!.signature, 'whsec_other')).rejects.toThrow(/signature/i);
  });

  it('sends customer.subscription.updated with previous_attributes, and deleted when it ends', async () => {
    const { sub } = await trialSubscription();
    await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    await control(stand, `/subscriptions/${sub.id}/end`, { reason: 'payment_failed' });
    await flush();
    const events = await Promise.all(receiver.received.map((r) => verify(r.body, r.signature)));
    const updated = events.find((e) => e.type === 'customer.subscription.updated')!;
    expect(updated.data.previous_attributes).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    expect((updated.data.object as Stripe.Subscription).cancel_at_period_end).toBe(true);
    const deleted = events.at(-1)!;
    expect(deleted.type).toBe('customer.subscription.deleted');
    expect(deleted.data.object).toMatchObject({ id: sub.id, status: 'canceled', cancellation_details: { reason: 'payment_failed' } });
  });

  it('sends invoice.payment_failed when a renewal is declined, and the subscription goes past_due', async () => {
    const { customer, pm } = await customerWithCard(stripe, CARDS.chargeFails);
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: stand.vars.STRIPE_PRICE_ANNUAL! }],
      trial_period_days: 30,
      default_payment_method: pm.id,
    });
    const after = await control<Stripe.Subscription>(stand, `/subscriptions/${sub.id}/advance`, {});
    expect(after.status).toBe('past_due');
    await flush();
    const types = receiver.received.map((r) => r.type);
    expect(types).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'customer.subscription.updated',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    const failed = (await verify(receiver.received[3]!.body, receiver.received[3]!.signature)).data.object as Stripe.Invoice;
    expect([failed.status, failed.amount_due, failed.attempt_count]).toEqual(['open', 8964, 1]);
  });

  it('retries after a 500 with backoff, signing each attempt, until the endpoint answers 2xx', async () => {
    const statuses = [500, 503];
    receiver.state.respond = (r) => (r.type === 'customer.subscription.created' ? (statuses.shift() ?? 200) : 200);
    const { sub } = await trialSubscription();
    await flush();
    const deliveries = await control<Delivery[]>(stand, `/deliveries?subscription=${sub.id}&type=customer.subscription.created`);
    expect(deliveries.map((d) => [d.attempt, d.status, d.ok])).toEqual([
      [1, 500, false],
      [2, 503, false],
      [3, 200, true],
    ]);
    const created = receiver.received.filter((r) => r.type === 'customer.subscription.created');
    expect(new Set(created.map((r) => r.id)).size).toBe(1);
    for (const r of created) await verify(r.body, r.signature);
    // Past the last retry the stand-in gives up: four attempts, then nothing more.
    receiver.state.respond = (r) => (r.type === 'customer.subscription.created' ? 500 : 200);
    const next = await trialSubscription();
    await flush();
    const given = await control<Delivery[]>(stand, `/deliveries?subscription=${next.sub.id}&type=customer.subscription.created`);
    expect(given.map((d) => d.status)).toEqual([500, 500, 500, 500]);
  });

  it('delivers every event twice on demand (same event id), and resends one event', async () => {
    await control(stand, '/webhooks', { duplicate: true });
    await trialSubscription();
    await flush();
    const ids = receiver.received.map((r) => r.id);
    expect(ids).toHaveLength(4);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).toBe(ids[3]);
    await control(stand, '/webhooks', { duplicate: false });
    expect(await control(stand, `/events/${ids[0]}/resend`, {})).toEqual({ ok: true });
    await flush();
    expect(receiver.received.map((r) => r.id)).toEqual([...ids, ids[0]]);
  });

  it('holds events and releases them out of order on demand', async () => {
    await control(stand, '/webhooks', { hold: true });
    const { sub } = await trialSubscription();
    await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    await flush();
    expect(receiver.received).toEqual([]);
    expect(await control(stand, '/webhooks/release', { order: 'reverse' })).toEqual({ released: 3 });
    await flush();
    expect(receiver.received.map((r) => r.type)).toEqual([
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.created',
    ]);
  });

  it('keeps every event with a fresh signature for tests that replay it, and forgets all on reset', async () => {
    const quiet = await startStripeStandIn({ webhookUrl: null });
    try {
      const sdk = sdkFor(quiet);
      const { customer, pm } = await customerWithCard(sdk);
      const sub = await sdk.subscriptions.create({
        customer: customer.id,
        items: [{ price: quiet.vars.STRIPE_PRICE_MONTHLY! }],
        default_payment_method: pm.id,
      });
      const events = await control<{ id: string; type: string; payload: string; signature: string }[]>(
        quiet,
        `/events?customer=${customer.id}`,
      );
      expect(events.map((e) => e.type)).toEqual(['customer.subscription.created', 'invoice.paid', 'customer.subscription.updated']);
      const replayed = await sdk.webhooks.constructEventAsync(events[2]!.payload, events[2]!.signature, quiet.vars.STRIPE_WEBHOOK_SECRET!);
      expect(replayed.data).toMatchObject({ object: { id: sub.id, status: 'active' }, previous_attributes: { status: 'incomplete' } });
      expect(await control(quiet, '/deliveries')).toEqual([]);
      expect(await control(quiet, '/reset', {})).toEqual({ ok: true });
      expect(await control(quiet, '/events')).toEqual([]);
      await expect(sdk.customers.retrieve(customer.id)).rejects.toMatchObject({ statusCode: 404 });
      expect((await sdk.prices.retrieve(quiet.vars.STRIPE_PRICE_MONTHLY!)).unit_amount).toBe(996);
    } finally {
      await quiet.stop();
    }
  });
});
