// Subscribing through the real Worker, D1 and the local Stripe stand-in: the free month for a first
// subscription, one subscription for a double submit, Stripe's refusals in the envelope with
// nothing kept, the coupon, authentication, and the guards.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { FREE_TRIAL_DAYS } from '../../contracts/plans';
import { makeReader } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { stripeClient } from './stripe-sdk';
import { SUBSCRIBE_LIMIT, SUBSCRIBE_MESSAGES, type SubscribeAnswer } from './subscribe';

const DAY = 86_400;
// The percent-off coupon the stand-in seeds (scripts/standins/stripe.ts).
const COUPON = 'PLUS20';
const nowSeconds = () => Math.floor(Date.now() / 1000);
const body = (over: Record<string, unknown> = {}) => ({ provider: 'stripe', plan: 'annual', stripeToken: 'pm_card_visa', ...over });
const post = (cookie: string, b: unknown) => call('POST', '/aux/subscriptions', { cookie, body: b });
const kept = async (userId: number) =>
  (
    await env.DB.prepare('SELECT plan, status, coupon FROM subscriptions WHERE user_id = ?')
      .bind(userId)
      .all<{ plan: string; status: string; coupon: string | null }>()
  ).results;
const customerOf = async (userId: number) =>
  (await env.DB.prepare('SELECT customer_id FROM billing_customers WHERE user_id = ?').bind(userId).first<{ customer_id: string }>())
    ?.customer_id ?? null;
const stripeSubscriptions = async (userId: number) => {
  const customer = await customerOf(userId);
  return customer ? (await stripeClient(env).subscriptions.list({ customer, status: 'all' })).data : [];
};
const profile = async (cookie: string) => dataIn<{ subscribed: boolean }>(await call('GET', '/api/profile', { cookie }));

describe('POST /aux/subscriptions', () => {
  it('starts a first subscription with the free month, and the reader is Plus at once', async () => {
    const { id, cookie } = await makeReader('free');
    const res = await post(cookie, body());
    expect(res.status).toBe(200);
    const answer = await dataIn<SubscribeAnswer>(res);
    expect(answer).toMatchObject({ status: 'trialing', action: null });
    expect(answer.subscription_end).toBeGreaterThan(nowSeconds() + (FREE_TRIAL_DAYS - 1) * DAY);
    expect(await kept(id)).toEqual([{ plan: 'annual', status: 'trialing', coupon: null }]);
    expect((await profile(cookie)).subscribed).toBe(true);
    const [subscription] = await stripeSubscriptions(id);
    expect(subscription?.items.data[0]?.price.id).toBe(env.STRIPE_PRICE_ANNUAL);
    expect(subscription?.metadata.user_id).toBe(String(id));
  });

  it('makes one subscription of a double submit', async () => {
    const { id, cookie } = await makeReader('free');
    const token = (await stripeClient(env).paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } })).id;
    const answers = await Promise.all([post(cookie, body({ stripeToken: token })), post(cookie, body({ stripeToken: token }))]);
    expect(answers.map((r) => r.status)).toContain(200);
    expect(await stripeSubscriptions(id)).toHaveLength(1);
    expect(await kept(id)).toHaveLength(1);
  });

  it('refuses a card that belongs to another reader’s customer, and keeps nothing', async () => {
    const first = await makeReader('free');
    const token = (await stripeClient(env).paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } })).id;
    expect((await post(first.cookie, body({ stripeToken: token }))).status).toBe(200);
    const other = await makeReader('free');
    const res = await post(other.cookie, body({ stripeToken: token }));
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatchObject({ path: 'stripeToken' });
    expect(await kept(other.id)).toEqual([]);
    expect(await stripeSubscriptions(other.id)).toEqual([]);
  });

  it('answers a declined card with Stripe’s message and keeps nothing', async () => {
    const { id, cookie } = await makeReader('free');
    const res = await post(cookie, body({ stripeToken: 'pm_card_chargeDeclined' }));
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatchObject({ message: 'Your card was declined.', path: 'stripeToken' });
    expect(await stripeSubscriptions(id)).toEqual([]);
    expect(await kept(id)).toEqual([]);
    expect((await profile(cookie)).subscribed).toBe(false);
  });

  it('refuses an unknown plan, provider or coupon before anything is made', async () => {
    const { id, cookie } = await makeReader('free');
    const plan = await post(cookie, body({ plan: 'weekly' }));
    expect(plan.status).toBe(400);
    expect((await firstError(plan)).path).toBe('plan');
    expect((await post(cookie, body({ provider: 'paypal' }))).status).toBe(400);
    const coupon = await post(cookie, body({ coupon: 'NOT-A-COUPON' }));
    expect(coupon.status).toBe(400);
    expect(await firstError(coupon)).toMatchObject({ message: SUBSCRIBE_MESSAGES.badCoupon, path: 'coupon' });
    expect(await stripeSubscriptions(id)).toEqual([]);
    expect(await kept(id)).toEqual([]);
  });

  it('applies the coupon, and charges a returning reader at once (no second free month)', async () => {
    const { id, cookie } = await makeReader('free');
    await env.DB.prepare(
      "INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan, status) VALUES (?, 'stripe', ?, 'monthly', 'canceled')",
    )
      .bind(id, `sub_old_${id}`)
      .run();
    const answer = await dataIn<SubscribeAnswer>(await post(cookie, body({ plan: 'monthly', coupon: COUPON })));
    expect(answer.status).toBe('active');
    const [subscription] = await stripeSubscriptions(id);
    const invoice = (await stripeClient(env).invoices.list({ subscription: subscription!.id })).data[0]!;
    expect(invoice.amount_paid).toBe(Math.round(996 * 0.8));
    expect((await kept(id)).find((s) => s.status === 'active')).toMatchObject({ plan: 'monthly', coupon: COUPON });
  });

  it('hands back what a card needing authentication must confirm', async () => {
    const { id, cookie } = await makeReader('free');
    await env.DB.prepare(
      "INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan, status) VALUES (?, 'stripe', ?, 'monthly', 'canceled')",
    )
      .bind(id, `sub_old_${id}`)
      .run();
    const answer = await dataIn<SubscribeAnswer>(await post(cookie, body({ stripeToken: 'pm_card_threeDSecure2Required' })));
    expect(answer.status).toBe('incomplete');
    expect(answer.action?.kind).toBe('payment');
    expect(answer.action?.client_secret).toMatch(/_secret_/);
    expect((await profile(cookie)).subscribed).toBe(false);
  });

  it('cancels the subscription at Stripe when the reader deletes their account', async () => {
    const { id, cookie } = await makeReader('free');
    expect((await post(cookie, body())).status).toBe(200);
    const customer = await customerOf(id);
    expect((await call('DELETE', '/api/profile', { cookie })).status).toBe(200);
    const [subscription] = (await stripeClient(env).subscriptions.list({ customer: customer!, status: 'all' })).data;
    expect(subscription?.status).toBe('canceled');
    expect(await kept(id)).toEqual([]);
  });

  it('guards: a guest 401, cross-site 403, a Plus reader 409, and at most the hourly attempts', async () => {
    expect((await call('POST', '/aux/subscriptions', { body: body() })).status).toBe(401);
    const plus = await makeReader('plus');
    const already = await post(plus.cookie, body());
    expect(already.status).toBe(409);
    expect((await firstError(already)).message).toBe(SUBSCRIBE_MESSAGES.already);
    const { cookie } = await makeReader('free');
    const cross = await call('POST', '/aux/subscriptions', {
      cookie,
      body: body(),
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    const statuses = [];
    for (let i = 0; i <= SUBSCRIBE_LIMIT.limit; i++) statuses.push((await post(cookie, body({ coupon: 'NOT-A-COUPON' }))).status);
    expect(statuses).toEqual([...Array(SUBSCRIBE_LIMIT.limit).fill(400), 429]);
  });
});
