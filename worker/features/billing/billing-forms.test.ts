// The billing page's form posts through the real Worker, D1 and the local Stripe stand-in: switch
// plan (in a trial and with Stripe's proration), resume, a double submit, the billing portal, and
// every refusal as a red toast back on the page with nothing changed at Stripe.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, billingDone } from '../../contracts/billing';
import { windowStart } from '../../http/rate-limit';
import { billingFormOf } from '../../test/billing';
import { makeReader } from '../../test/factories';
import { call, postForm, url } from '../../test/http';
import { islandProps, setCookie } from '../../test/pages';
import { makeSubscriber } from '../../test/subscribers';
import { BILLING_ACTION_LIMIT } from './manage';
import { stripeClient } from './stripe-sdk';

const stripe = () => stripeClient(env);
const page = async (cookie: string) => (await call('GET', '/account/billing', { cookie })).text();
/** Posts a billing form and reads the toast the page then shows. */
async function post(action: string, fields: Record<string, string>, cookie: string) {
  const res = await postForm(`/account/billing/${action}`, fields, { cookie });
  const flash = setCookie(res, 'ew_flash');
  const toasts = flash
    ? islandProps<{ initial: { type: string; message: string }[] }>(
        await (await SELF.fetch(url('/account/billing'), { headers: { cookie: `${cookie}; ${flash}` } })).text(),
        'Toaster',
      ).initial
    : [];
  return { res, toasts };
}
const subscriber = (plan: 'monthly' | 'annual', opts: { returning?: boolean } = {}) => makeSubscriber(plan, opts);
const keptPlan = async (userId: number) =>
  (await env.DB.prepare("SELECT plan FROM subscriptions WHERE user_id = ? AND status != 'canceled'").bind(userId).first<{ plan: string }>())
    ?.plan;

describe('switching plan', () => {
  it('moves a trial to the annual price at once: the trial goes on, nothing is charged', async () => {
    const { id, cookie } = await subscriber('monthly');
    const form = billingFormOf(await page(cookie), 'switch');
    expect(form.plan).toBe('annual');
    const { res, toasts } = await post('switch', form, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account/billing');
    expect(toasts).toEqual([{ type: 'success', message: billingDone.switched('annual') }]);
    const sub = await stripe().subscriptions.retrieve(form.subscription!);
    expect(sub.status).toBe('trialing');
    expect(sub.items.data[0]!.price.id).toBe(env.STRIPE_PRICE_ANNUAL);
    expect(await keptPlan(id)).toBe('annual');
    const after = await page(cookie);
    expect(after).toContain('Edgewire Plus Annual');
    expect(after).toContain('$89.64 on');
  });

  it('charges a paying reader the new price less the unused time (Stripe’s proration)', async () => {
    const { id, cookie } = await subscriber('monthly', { returning: true });
    const form = billingFormOf(await page(cookie), 'switch');
    expect((await post('switch', form, cookie)).toasts[0]?.type).toBe('success');
    const [latest] = (await stripe().invoices.list({ subscription: form.subscription! })).data;
    expect(latest?.billing_reason).toBe('subscription_update');
    expect(latest?.amount_paid).toBeGreaterThan(0);
    expect(latest?.amount_paid).toBeLessThan(8964);
    expect(await keptPlan(id)).toBe('annual');
  });
});

describe('cancel and resume', () => {
  it('answers a double submit once at Stripe, then resumes', async () => {
    const { cookie } = await subscriber('annual');
    const form = billingFormOf(await page(cookie), 'cancel');
    const [first, second] = await Promise.all([post('cancel', form, cookie), post('cancel', form, cookie)]);
    expect([first.toasts[0]?.type, second.toasts[0]?.type]).toEqual(['success', 'success']);
    expect((await stripe().subscriptions.retrieve(form.subscription!)).cancel_at_period_end).toBe(true);
    const resume = billingFormOf(await page(cookie), 'resume');
    const { toasts } = await post('resume', resume, cookie);
    expect(toasts[0]).toMatchObject({ type: 'success', message: expect.stringMatching(/^Your subscription continues\. It renews on /) });
    expect((await stripe().subscriptions.retrieve(form.subscription!)).cancel_at_period_end).toBe(false);
    expect(await page(cookie)).toContain('data-billing="trialing"');
  });
});

describe('the billing portal', () => {
  it('opens Stripe’s portal for the reader’s customer, coming back to /account/billing', async () => {
    const { cookie } = await subscriber('monthly');
    const html = await page(cookie);
    for (const action of ['portal', 'update-card']) {
      const res = await postForm('/account/billing/portal', billingFormOf(html, action), { cookie });
      expect(res.status).toBe(303);
      const portal = res.headers.get('location')!;
      expect(portal).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/p\/session\//);
      expect(await (await fetch(portal)).text()).toContain('href="http://edgewire.test/account/billing"');
    }
  });

  it('tells a reader with nothing billed in red', async () => {
    const { cookie } = await makeReader('free');
    expect(await page(cookie)).not.toContain('data-billing-action="portal"');
    const { res, toasts } = await post('portal', { key: crypto.randomUUID() }, cookie);
    expect(res.headers.get('location')).toBe('/account/billing');
    expect(toasts).toEqual([{ type: 'error', message: BILLING_MESSAGES.noAccount }]);
  });
});

describe('refusals', () => {
  it('never touches another reader’s subscription', async () => {
    const owner = await subscriber('monthly');
    const form = billingFormOf(await page(owner.cookie), 'cancel');
    const other = await subscriber('monthly');
    for (const [action, fields] of [
      ['cancel', form],
      ['switch', { ...form, plan: 'annual' }],
    ] as const) {
      const { toasts } = await post(action, fields, other.cookie);
      expect(toasts, action).toEqual([{ type: 'error', message: BILLING_MESSAGES.notYours }]);
    }
    const sub = await stripe().subscriptions.retrieve(form.subscription!);
    expect(sub.cancel_at_period_end).toBe(false);
    expect(sub.items.data[0]!.price.id).toBe(env.STRIPE_PRICE_MONTHLY);
  });

  it('answers bad fields, an unknown subscription and too many changes in red', async () => {
    const { id, cookie } = await subscriber('monthly');
    const form = billingFormOf(await page(cookie), 'switch');
    const cases: [string, Record<string, string>, string][] = [
      ['switch', { ...form, plan: 'weekly' }, 'plan must be monthly or annual'],
      ['cancel', { subscription: form.subscription! }, 'key is missing: reload the page and try again'],
      ['cancel', { ...form, subscription: 'sub_nope' }, BILLING_MESSAGES.notYours],
    ];
    for (const [action, fields, message] of cases)
      expect((await post(action, fields, cookie)).toasts, message).toEqual([{ type: 'error', message }]);
    const now = Math.floor(Date.now() / 1000);
    await env.DB.prepare(
      'INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3) ON CONFLICT (key, window_start) DO UPDATE SET count = ?3',
    )
      .bind(`billing:${id}`, windowStart(now, BILLING_ACTION_LIMIT.windowSeconds), BILLING_ACTION_LIMIT.limit)
      .run();
    expect((await post('cancel', form, cookie)).toasts).toEqual([{ type: 'error', message: BILLING_MESSAGES.tooMany }]);
    expect((await stripe().subscriptions.retrieve(form.subscription!)).cancel_at_period_end).toBe(false);
  });

  it('sends a guest to sign in and refuses a post from another site', async () => {
    const guest = await postForm('/account/billing/cancel', { subscription: 'sub_x', key: crypto.randomUUID() });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login?redirect=account');
    const { cookie } = await makeReader('free');
    const cross = await postForm(
      '/account/billing/cancel',
      { subscription: 'sub_x', key: crypto.randomUUID() },
      { cookie, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(cross.status).toBe(403);
  });
});
