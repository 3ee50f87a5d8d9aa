// A second live subscription that bills a reader anyway (made directly at Stripe, outside Edgewire),
// through the real Worker, D1 and the local Stripe stand-in: the webhook flags it once for the back
// office and the dashboard lists it; /account/billing shows it and cancels it at once with a plain
// form post; the reader's only subscription and anyone else's are refused there.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, billingDone } from '../../contracts/billing';
import { makeAdmin } from '../../test/admin';
import { billingFormOf, liveAtStripe, replayEvent, stripeEventsOf } from '../../test/billing';
import { call, dataIn, postForm } from '../../test/http';
import { toastMessagesAfter } from '../../test/pages';
import { makeSubscriber } from '../../test/subscribers';
import { stripeClient } from './stripe-sdk';

const stripe = () => stripeClient(env);
const page = async (cookie: string) => (await call('GET', '/account/billing', { cookie })).text();
const flaggedAt = async (subscription: string) =>
  (
    await env.DB.prepare('SELECT extra_flagged_at AS at FROM subscriptions WHERE provider_subscription_id = ?')
      .bind(subscription)
      .first<{ at: number | null }>()
  )?.at;

/** A subscriber through Edgewire, then a second subscription made for their customer directly at Stripe. */
async function billedTwice() {
  const reader = await makeSubscriber('monthly');
  const { customer_id: customer, email } = (await env.DB.prepare(
    'SELECT customer_id, email FROM billing_customers JOIN users ON users.id = user_id WHERE user_id = ?',
  )
    .bind(reader.id)
    .first<{ customer_id: string; email: string }>())!;
  await stripe().paymentMethods.attach('pm_card_mastercard', { customer });
  const card = (await stripe().paymentMethods.list({ customer })).data.find((m) => m.card?.brand === 'mastercard')!.id;
  const outside = await stripe().subscriptions.create({
    customer,
    items: [{ price: env.STRIPE_PRICE_ANNUAL }],
    default_payment_method: card,
  });
  expect((await liveAtStripe(email)).map((s) => s.id).sort()).toEqual([reader.subscription, outside.id].sort());
  return { ...reader, email, outside: outside.id };
}

const replayed = async (subscription: string, type: string) => {
  const [event] = await stripeEventsOf(subscription, type);
  expect(event, `${type} of ${subscription}`).toBeDefined();
  const res = await replayEvent(event!);
  expect(res.status).toBe(200);
};

describe('a second live subscription', () => {
  it('is flagged once by the webhook, never the reader’s first, and listed on the dashboard while live', async () => {
    const { subscription, outside } = await billedTwice();
    await replayed(subscription, 'customer.subscription.created');
    expect(await flaggedAt(subscription), 'alone so far: nothing to flag').toBeNull();
    await replayed(outside, 'customer.subscription.created');
    const at = await flaggedAt(outside);
    expect(at).toBeGreaterThan(0);
    // Later events of either leave the flag as it was: the first stays unflagged, the extra keeps its time.
    await replayed(outside, 'invoice.paid');
    await replayed(subscription, 'customer.subscription.created');
    expect(await flaggedAt(outside)).toBe(at);
    expect(await flaggedAt(subscription)).toBeNull();

    const admin = await makeAdmin();
    const dashboard = await (await call('GET', '/admin', { cookie: admin.cookie })).text();
    expect(dashboard).toContain(`data-billed-twice-row="${outside}"`);
    expect(dashboard).not.toContain(`data-billed-twice-row="${subscription}"`);

    // Cancelled at Stripe, and the webhook says so: no longer on the dashboard.
    await stripe().subscriptions.cancel(outside);
    await replayed(outside, 'customer.subscription.deleted');
    expect(await (await call('GET', '/admin', { cookie: admin.cookie })).text()).not.toContain(`data-billed-twice-row="${outside}"`);
  });

  it('is shown on /account/billing and cancelled at once there by its form, the other going on', async () => {
    const { cookie, email, subscription, outside } = await billedTwice();
    const html = await page(cookie);
    // The newest live one is the plan shown; the reader's first is then the extra.
    expect(html).toContain(`data-billing-subscription="${outside}"`);
    expect(html).toContain(`data-billing-extra="${subscription}"`);
    expect(html).toContain(BILLING_MESSAGES.extraHeading);
    const form = billingFormOf(html, 'cancel-extra');
    expect(form.subscription).toBe(subscription);
    const res = await postForm('/account/billing/cancel-extra', form, { cookie });
    expect(await toastMessagesAfter(res, cookie)).toEqual([billingDone.extraCanceled]);
    expect((await stripe().subscriptions.retrieve(subscription)).status).toBe('canceled');
    expect((await liveAtStripe(email)).map((s) => s.id)).toEqual([outside]);
    const after = await page(cookie);
    expect(after).not.toContain('data-billing-extras');
    expect(after).toContain(`data-billing-subscription="${outside}"`);
    expect((await dataIn<{ subscribed: boolean }>(await call('GET', '/api/profile', { cookie }))).subscribed).toBe(true);
  });

  it('refuses to cancel the reader’s only subscription, or anyone else’s, and changes nothing', async () => {
    const reader = await makeSubscriber('monthly');
    const form = billingFormOf(await page(reader.cookie), 'cancel');
    const only = await postForm('/account/billing/cancel-extra', form, { cookie: reader.cookie });
    expect(await toastMessagesAfter(only, reader.cookie)).toEqual([BILLING_MESSAGES.notExtra]);
    expect((await stripe().subscriptions.retrieve(reader.subscription)).status).toBe('trialing');
    const other = await makeSubscriber('monthly');
    const theirs = await postForm(
      '/account/billing/cancel-extra',
      { ...form, subscription: other.subscription },
      { cookie: reader.cookie },
    );
    expect(await toastMessagesAfter(theirs, reader.cookie)).toEqual([BILLING_MESSAGES.notYours]);
    expect((await stripe().subscriptions.retrieve(other.subscription)).status).toBe('trialing');
  });
});
