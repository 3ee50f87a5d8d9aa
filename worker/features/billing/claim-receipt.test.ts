// POST /aux/subscriptions/{id}/claim-receipt through the real Worker, D1 and the local Stripe
// stand-in: the latest invoice as the receipt, the subscription settled so the profile is Plus at
// once, and every refusal in the envelope (never a 500).
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { BILLING_MESSAGES } from '../../contracts/billing';
import { windowStart } from '../../http/rate-limit';
import { makeReader } from '../../test/factories';
import { call, dataIn, firstError, SAME_ORIGIN, url } from '../../test/http';
import { makeSubscriber } from '../../test/subscribers';
import { CLAIM_LIMIT, type ClaimAnswer } from './receipt';

const claim = (id: string, cookie?: string) => call('POST', `/aux/subscriptions/${id}/claim-receipt`, { cookie });
const subscriber = (opts: { returning?: boolean } = {}) => makeSubscriber('monthly', opts);

describe('POST /aux/subscriptions/{id}/claim-receipt', () => {
  it('answers the latest invoice as the receipt, with Stripe’s hosted link', async () => {
    const { cookie, subscription } = await subscriber({ returning: true });
    const res = await claim(subscription, cookie);
    expect(res.status).toBe(200);
    const answer = await dataIn<ClaimAnswer>(res);
    expect(answer).toMatchObject({ subscription, status: 'active', subscribed: true });
    expect(answer.receipt).toMatchObject({ status: 'paid', amount_paid: 996, currency: 'usd', amount: '$9.96' });
    expect(answer.receipt?.invoice).toMatch(/^in_/);
    expect(answer.receipt?.hosted_invoice_url).toMatch(/\/i\/in_/);
  });

  it('settles the subscription with Stripe, so the refreshed profile is Plus before any webhook', async () => {
    const { id, cookie, subscription } = await subscriber();
    // As if the card had just been authenticated and nothing had told the Worker yet.
    await env.DB.batch([
      env.DB.prepare("UPDATE subscriptions SET status = 'incomplete', entitled_until = NULL, synced_at_ms = 0 WHERE user_id = ?").bind(id),
      env.DB.prepare('UPDATE users SET subscription_end = NULL WHERE id = ?').bind(id),
    ]);
    expect((await dataIn<{ subscribed: boolean }>(await call('GET', '/api/profile', { cookie }))).subscribed).toBe(false);
    const answer = await dataIn<ClaimAnswer>(await claim(subscription, cookie));
    expect(answer).toMatchObject({ status: 'trialing', subscribed: true });
    expect(answer.receipt?.amount).toBe('$0.00');
    expect((await dataIn<{ subscribed: boolean }>(await call('GET', '/api/profile', { cookie }))).subscribed).toBe(true);
  });

  it('is 404 for another reader’s or an unknown subscription, 400 for a malformed id, 401 for a guest', async () => {
    const owner = await subscriber();
    const other = await makeReader('free');
    for (const id of [owner.subscription, 'sub_unknown']) {
      const res = await claim(id, other.cookie);
      expect(res.status, id).toBe(404);
      expect(await firstError(res)).toEqual({ message: BILLING_MESSAGES.notYours, code: 'not_found' });
    }
    const bad = await claim('in_123', other.cookie);
    expect(bad.status).toBe(400);
    expect(await firstError(bad)).toMatchObject({ code: 'validation', path: 'id' });
    expect((await claim(owner.subscription)).status).toBe(401);
  });

  it('is 429 past the hourly claims, and 502 with nothing kept when Stripe is out of reach', async () => {
    const { id, cookie, subscription } = await subscriber();
    const ctx = createExecutionContext();
    const offline = await app.fetch(
      new Request(url(`/aux/subscriptions/${subscription}/claim-receipt`), { method: 'POST', headers: { ...SAME_ORIGIN, cookie } }),
      { ...env, STRIPE_API_URL: 'http://127.0.0.1:9' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(offline.status).toBe(502);
    expect(await firstError(offline)).toEqual({ message: BILLING_MESSAGES.actionUnreachable, code: 'bad_gateway' });
    await env.DB.prepare(
      'INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3) ON CONFLICT (key, window_start) DO UPDATE SET count = ?3',
    )
      .bind(`receipt:${id}`, windowStart(Math.floor(Date.now() / 1000), CLAIM_LIMIT.windowSeconds), CLAIM_LIMIT.limit)
      .run();
    const limited = await claim(subscription, cookie);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await firstError(limited)).code).toBe('rate_limited');
  });
});
