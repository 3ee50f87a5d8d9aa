// The must-show of issue 12 through HTTP only, against the real Worker, D1 and the local Stripe
// stand-in: a reader subscribes with pm_card_visa, cancels at the period's end with the billing
// page's form (no JavaScript), stays Plus and reads the end date on the page; Stripe ends the
// subscription (the stand-in's control API), its customer.subscription.deleted webhook arrives
// signed as Stripe signs it, and the reader is free.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { billingDate, billingDone } from '../../contracts/billing';
import { billingFormOf, replayEvent, stripeControl, stripeEventsOf } from '../../test/billing';
import { makeReader } from '../../test/factories';
import { call, dataIn, postForm, url } from '../../test/http';
import { islandProps, setCookie } from '../../test/pages';
import { stripeClient } from './stripe-sdk';

const billingPage = async (cookie: string) => (await call('GET', '/account/billing', { cookie })).text();
const subscribed = async (cookie: string) =>
  (await dataIn<{ subscribed: boolean }>(await call('GET', '/api/profile', { cookie }))).subscribed;

describe('cancel at period end, then the subscription.deleted webhook', () => {
  it('keeps the reader Plus until the end, shows the date, then makes them free', async () => {
    const { cookie } = await makeReader('free');
    const made = await call('POST', '/aux/subscriptions', {
      cookie,
      body: { provider: 'stripe', plan: 'monthly', stripeToken: 'pm_card_visa' },
    });
    expect(made.status).toBe(200);
    expect(await subscribed(cookie)).toBe(true);

    const before = await billingPage(cookie);
    expect(before).toContain('data-billing="trialing"');
    expect(before).toContain('Visa ending in 4242');
    const form = billingFormOf(before, 'cancel');
    expect(form.subscription).toMatch(/^sub_/);

    const cancel = await postForm('/account/billing/cancel', form, { cookie });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe('/account/billing');

    // Stripe keeps it running to the period's end; the page says when it ends.
    const stripeSub = await stripeClient(env).subscriptions.retrieve(form.subscription!);
    expect(stripeSub.cancel_at_period_end).toBe(true);
    const endsOn = billingDate(stripeSub.cancel_at!);
    const after = await (
      await SELF.fetch(url('/account/billing'), { headers: { cookie: `${cookie}; ${setCookie(cancel, 'ew_flash')}` } })
    ).text();
    expect(islandProps<{ initial: { type: string; message: string }[] }>(after, 'Toaster').initial).toEqual([
      { type: 'success', message: billingDone.canceled(endsOn) },
    ]);
    expect(after).toContain('data-billing="ending"');
    expect(after).toMatch(new RegExp(`<time dateTime="[^"]+" data-billing-ends="">${endsOn}</time>`));
    expect(after).toContain('data-billing-action="resume"');
    expect(await subscribed(cookie)).toBe(true);

    // Stripe ends it (the period is over) and tells the Worker.
    expect((await stripeControl(`/subscriptions/${form.subscription}/end`)).status).toBe(200);
    const [deleted] = await stripeEventsOf(form.subscription!, 'customer.subscription.deleted');
    expect(deleted).toBeDefined();
    const hook = await replayEvent(deleted!);
    expect(hook.status).toBe(200);
    expect(await subscribed(cookie)).toBe(false);
    const ended = await billingPage(cookie);
    expect(ended).toContain('data-billing="free"');
    expect(ended).toContain('data-billing-status="ended"');
    expect(ended).toContain('href="/subscribe/payment?plan=annual"');
  });
});
