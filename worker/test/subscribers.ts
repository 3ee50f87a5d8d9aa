/**
 * @module Plus readers made the way a reader becomes one: a free reader subscribes through
 * POST /aux/subscriptions against the local Stripe stand-in (the card pm_card_visa). A returning
 * reader (an earlier, ended subscription) pays at once, without the free month.
 */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { makeReader, makeSession } from './factories';
import { call } from './http';

export async function makeSubscriber(plan: 'monthly' | 'annual' = 'monthly', opts: { returning?: boolean } = {}) {
  const reader = await makeReader('free');
  if (opts.returning)
    await env.DB.prepare(
      "INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan, status) VALUES (?, 'stripe', ?, 'monthly', 'canceled')",
    )
      .bind(reader.id, `sub_old_${reader.id}`)
      .run();
  const res = await call('POST', '/aux/subscriptions', {
    cookie: reader.cookie,
    body: { provider: 'stripe', plan, stripeToken: 'pm_card_visa' },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const row = await env.DB.prepare("SELECT provider_subscription_id AS id FROM subscriptions WHERE user_id = ? AND status != 'canceled'")
    .bind(reader.id)
    .first<{ id: string }>();
  return { ...reader, subscription: row!.id };
}

/** A Plus reader whose annual subscription is only a kept row (seed data: no Stripe customer), renewing at `end`. */
export async function makeKeptSubscriber(end: number) {
  const plus = await makeSession({ subscriptionEnd: end });
  await env.DB.prepare(
    "INSERT INTO subscriptions (user_id, provider_subscription_id, plan, status, current_period_end) VALUES (?, ?, 'annual', 'active', ?)",
  )
    .bind(plus.user.id, `sub_${plus.user.id}`, end)
    .run();
  return plus;
}
