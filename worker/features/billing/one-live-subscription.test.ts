// One live subscription per reader, through the real Worker, D1 and the local Stripe stand-in,
// counted at the stand-in (what bills the reader), not in D1: twenty attempts at once with twenty
// cards, a replay after success, the claim of another attempt (live, then expired), a subscription
// made directly at Stripe found by the re-check, and an unfinished card authentication replaced.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { liveAtStripe } from '../../test/billing';
import { makeReader } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { CLAIM_SECONDS } from './claim-queries';
import { stripeClient } from './stripe-sdk';
import { SUBSCRIBE_MESSAGES, type SubscribeAnswer } from './subscribe';

const stripe = () => stripeClient(env);
const nowSeconds = () => Math.floor(Date.now() / 1000);
const post = (cookie: string, over: Record<string, unknown> = {}) =>
  call('POST', '/aux/subscriptions', { cookie, body: { provider: 'stripe', plan: 'annual', stripeToken: 'pm_card_visa', ...over } });
const emailOf = async (id: number) =>
  (await env.DB.prepare('SELECT email FROM users WHERE id = ?').bind(id).first<{ email: string }>())!.email;
const newCard = async () => (await stripe().paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } })).id;
const profile = async (cookie: string) => dataIn<{ subscribed: boolean }>(await call('GET', '/api/profile', { cookie }));
const claimOf = (id: number) => env.DB.prepare('SELECT token, expires_at FROM subscribe_claims WHERE user_id = ?').bind(id).first();
const putClaim = (id: number, expiresAt: number) =>
  env.DB.prepare('INSERT INTO subscribe_claims (user_id, token, expires_at) VALUES (?, ?, ?)').bind(id, `other-${id}`, expiresAt).run();

/** A reader with a Stripe customer of their own (as a first subscribe makes it) and nothing subscribed. */
async function readerWithCustomer() {
  const reader = await makeReader('free');
  const email = await emailOf(reader.id);
  const customer = await stripe().customers.create({ email, metadata: { user_id: String(reader.id) } });
  await env.DB.prepare("INSERT INTO billing_customers (user_id, provider, customer_id) VALUES (?, 'stripe', ?)")
    .bind(reader.id, customer.id)
    .run();
  return { ...reader, email, customer: customer.id };
}

describe('one live subscription per reader', () => {
  it('makes one live subscription of twenty attempts at once with twenty different cards', async () => {
    const { id, cookie } = await makeReader('free');
    const cards = await Promise.all(Array.from({ length: 20 }, newCard));
    expect(new Set(cards).size).toBe(20);
    const answers = await Promise.all(cards.map((stripeToken) => post(cookie, { stripeToken })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    const refused = await Promise.all(answers.filter((r) => r.status === 409).map(firstError));
    for (const e of refused) expect([SUBSCRIBE_MESSAGES.inProgress, SUBSCRIBE_MESSAGES.already]).toContain(e.message);
    expect(await liveAtStripe(await emailOf(id))).toHaveLength(1);
    expect(await claimOf(id), 'every attempt gave its claim back').toBeNull();
  });

  it('answers a replayed subscribe after success as already a subscriber, and bills once', async () => {
    const { id, cookie } = await makeReader('free');
    const card = await newCard();
    expect((await post(cookie, { stripeToken: card })).status).toBe(200);
    const again = await post(cookie, { stripeToken: card });
    expect(again.status).toBe(409);
    expect((await firstError(again)).message).toBe(SUBSCRIBE_MESSAGES.already);
    expect((await post(cookie, { stripeToken: await newCard(), plan: 'monthly' })).status).toBe(409);
    expect(await liveAtStripe(await emailOf(id))).toHaveLength(1);
  });

  it('refuses while another attempt holds the claim, and takes over a claim that has expired', async () => {
    const { id, cookie } = await makeReader('free');
    await putClaim(id, nowSeconds() + CLAIM_SECONDS);
    const busy = await post(cookie);
    expect(busy.status).toBe(409);
    expect(await firstError(busy)).toMatchObject({ message: SUBSCRIBE_MESSAGES.inProgress, code: 'conflict' });
    expect(await liveAtStripe(await emailOf(id))).toEqual([]);
    expect(await claimOf(id), 'the other attempt’s claim is left alone').toMatchObject({ token: `other-${id}` });

    // That attempt died mid-way: once its claim has run out, the reader is not locked out.
    await env.DB.prepare('UPDATE subscribe_claims SET expires_at = ? WHERE user_id = ?')
      .bind(nowSeconds() - 1, id)
      .run();
    const made = await post(cookie);
    expect(made.status).toBe(200);
    expect((await dataIn<SubscribeAnswer>(made)).status).toBe('trialing');
    expect(await liveAtStripe(await emailOf(id))).toHaveLength(1);
    expect(await claimOf(id)).toBeNull();
  });

  it('finds a subscription made directly at Stripe, keeps it, and makes none beside it', async () => {
    const { id, cookie, email, customer } = await readerWithCustomer();
    await stripe().paymentMethods.attach('pm_card_visa', { customer });
    const card = (await stripe().paymentMethods.list({ customer })).data[0]!.id;
    // Made outside Edgewire: no metadata of ours, D1 knows nothing of it.
    const outside = await stripe().subscriptions.create({
      customer,
      items: [{ price: env.STRIPE_PRICE_MONTHLY }],
      default_payment_method: card,
    });
    expect(outside.status).toBe('active');
    const res = await post(cookie, { stripeToken: await newCard() });
    expect(res.status).toBe(409);
    expect((await firstError(res)).message).toBe(SUBSCRIBE_MESSAGES.already);
    expect((await liveAtStripe(email)).map((s) => s.id)).toEqual([outside.id]);
    const kept = await env.DB.prepare('SELECT user_id, status FROM subscriptions WHERE provider_subscription_id = ?')
      .bind(outside.id)
      .first();
    expect(kept).toEqual({ user_id: id, status: 'active' });
    expect((await profile(cookie)).subscribed, 'the reader pays, so the reader is Plus').toBe(true);
  });

  it('replaces an unfinished card authentication rather than leaving it to complete beside the new one', async () => {
    const { id, cookie } = await makeReader('free');
    // A returning reader pays at once, so a card that needs authentication leaves it incomplete.
    await env.DB.prepare(
      "INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan, status) VALUES (?, 'stripe', ?, 'monthly', 'canceled')",
    )
      .bind(id, `sub_old_${id}`)
      .run();
    const first = await dataIn<SubscribeAnswer>(await post(cookie, { stripeToken: 'pm_card_threeDSecure2Required' }));
    expect(first.status).toBe('incomplete');
    const second = await post(cookie, { stripeToken: await newCard() });
    expect(second.status).toBe(200);
    expect((await dataIn<SubscribeAnswer>(second)).status).toBe('active');
    expect((await stripe().subscriptions.retrieve(first.id)).status).toBe('canceled');
    expect(await liveAtStripe(await emailOf(id))).toHaveLength(1);
  });
});
