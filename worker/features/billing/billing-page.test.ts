// /account/billing through the real Worker, D1 and the local Stripe stand-in: a free reader's plans
// into the /subscribe funnel, a subscriber's plan, state, next charge, card and invoices read from
// Stripe, a Plus reader not billed through Stripe, and Stripe out of reach: the page still renders
// from the kept row and says so, and an action answers in red with nothing changed.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { BILLING_MESSAGES } from '../../contracts/billing';
import { makeReader } from '../../test/factories';
import { call, SAME_ORIGIN, url } from '../../test/http';
import { islandProps, setCookie } from '../../test/pages';
import { makeKeptSubscriber } from '../../test/subscribers';
import { stripeClient } from './stripe-sdk';

const page = async (cookie: string) => (await call('GET', '/account/billing', { cookie })).text();
const subscriber = async (plan: 'monthly' | 'annual') => {
  const reader = await makeReader('free');
  const res = await call('POST', '/aux/subscriptions', {
    cookie: reader.cookie,
    body: { provider: 'stripe', plan, stripeToken: 'pm_card_visa' },
  });
  expect(res.status).toBe(200);
  return reader;
};
/** The Worker with Stripe out of reach: nothing listens on port 9 of this machine. */
async function offline(request: Request) {
  const ctx = createExecutionContext();
  const res = await app.fetch(request, { ...env, STRIPE_API_URL: 'http://127.0.0.1:9' }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('/account/billing', () => {
  it('shows a free reader the plans, each leading into the /subscribe funnel, with the free month', async () => {
    const { cookie } = await makeReader('free');
    const html = await page(cookie);
    expect(html).toContain('data-billing="free"');
    expect(html).toContain('href="/subscribe/payment?plan=monthly"');
    expect(html).toContain('href="/subscribe/payment?plan=annual"');
    expect(html).toContain('The first month is free.');
    expect(html).toContain('$9.96');
    expect(html).toContain('$89.64');
    expect(html).not.toContain('data-billing-action=');
  });

  it('shows a subscriber’s plan, state, first charge, card and invoices from Stripe, with every action', async () => {
    const { id, cookie } = await subscriber('annual');
    const html = await page(cookie);
    expect(html).toContain('data-billing="trialing"');
    expect(html).toContain('Edgewire Plus Annual');
    expect(html).toMatch(/data-billing-status="trialing"><span class="badge badge-plus">Free trial</);
    expect(html).toMatch(/<span data-billing-next-charge="">\$89\.64 on <time dateTime="[^"]+">[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/);
    expect(html).toMatch(/Visa ending in 4242, expires \d\d\/\d\d/);
    const customer = (await env.DB.prepare('SELECT customer_id FROM billing_customers WHERE user_id = ?')
      .bind(id)
      .first<{ customer_id: string }>())!;
    const [invoice] = (await stripeClient(env).invoices.list({ customer: customer.customer_id })).data;
    expect(html).toContain(`data-billing-invoice="${invoice!.id}"`);
    expect(html).toContain(`href="${invoice!.hosted_invoice_url}"`);
    expect(invoice!.hosted_invoice_url).toMatch(/\/i\/in_/);
    for (const action of ['cancel', 'switch', 'update-card', 'portal']) expect(html).toContain(`data-billing-action="${action}"`);
    expect(html).not.toContain('data-billing-action="resume"');
  });

  it('shows a Plus reader not billed through Stripe until when, and offers nothing to change', async () => {
    const { cookie } = await makeReader('plus');
    const html = await page(cookie);
    expect(html).toContain('data-billing="plus"');
    expect(html).toContain(BILLING_MESSAGES.notBilledHere);
    expect(html).not.toContain('data-billing-action=');
  });

  it('draws a kept subscription without a Stripe customer from the row', async () => {
    const end = Math.floor(Date.UTC(2031, 4, 17) / 1000);
    const plus = await makeKeptSubscriber(end);
    const html = await page(plus.cookie);
    expect(html).toContain('data-billing="active"');
    expect(html).toContain('Edgewire Plus Annual');
    expect(html).toContain('Renews on May 17, 2031.');
    expect(html).not.toContain('data-billing-action=');
  });

  it('still renders when Stripe is out of reach, from the kept row, and says so; an action changes nothing', async () => {
    const { cookie } = await subscriber('monthly');
    const form = /name="subscription" value="(sub_[^"]+)"/.exec(await page(cookie))![1]!;
    const res = await offline(new Request(url('/account/billing'), { headers: { cookie } }));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(BILLING_MESSAGES.unreachable);
    expect(html).toContain('data-billing="trialing"');
    expect(html).toContain('Edgewire Plus Monthly');
    expect(html).not.toContain('data-billing-action=');

    const post = await offline(
      new Request(url('/account/billing/cancel'), {
        method: 'POST',
        redirect: 'manual',
        headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ subscription: form, key: crypto.randomUUID() }).toString(),
      }),
    );
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toBe('/account/billing');
    const shown = await offline(new Request(url('/account/billing'), { headers: { cookie: `${cookie}; ${setCookie(post, 'ew_flash')}` } }));
    expect(islandProps<{ initial: unknown[] }>(await shown.text(), 'Toaster').initial).toEqual([
      { type: 'error', message: BILLING_MESSAGES.actionUnreachable },
    ]);
    expect((await stripeClient(env).subscriptions.retrieve(form)).cancel_at_period_end).toBe(false);
    const kept = await env.DB.prepare('SELECT cancel_at_period_end FROM subscriptions WHERE provider_subscription_id = ?')
      .bind(form)
      .first<{ cancel_at_period_end: number }>();
    expect(kept?.cancel_at_period_end).toBe(0);
  });
});
