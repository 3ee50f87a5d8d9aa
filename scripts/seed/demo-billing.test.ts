/**
 * The demo Plus reader billed at a real local Stripe stand-in and linked in a freshly migrated
 * local D1, as `npm start` does at every start: the objects made quietly (no webhook posted to an
 * app that is not up), then the reader's rows pointing at them, and a second start (a new stand-in,
 * new ids) replacing the first's rows rather than adding to them.
 */
import type { D1Database } from '@cloudflare/workers-types/experimental';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../standins/stripe';
import { billDemoPlusAt, type DemoBilling, demoPlusEmail, linkDemoBilling } from './demo-billing';
import { openState } from './index';
import { migratedState, removeState } from './test-state';

let persist: string;
let proxy: Awaited<ReturnType<typeof openState>>;
let db: D1Database;
const standIns: StripeStandIn[] = [];

/** A stand-in as start.ts runs it: webhooks to an app URL (here a port nothing listens on). */
async function standIn() {
  const s = await startStripeStandIn({ appUrl: 'http://127.0.0.1:9' });
  standIns.push(s);
  return s;
}

const rowsOf = async (userId: number) => ({
  customer: await db.prepare('SELECT customer_id FROM billing_customers WHERE user_id = ?').bind(userId).first('customer_id'),
  subscriptions: (
    await db
      .prepare('SELECT provider_subscription_id AS id, plan, status, coupon, entitled_until FROM subscriptions WHERE user_id = ?')
      .bind(userId)
      .all()
  ).results,
  user: await db.prepare('SELECT stripe_customer_id, subscription_end FROM users WHERE id = ?').bind(userId).first(),
});

beforeAll(async () => {
  persist = await migratedState();
  proxy = await openState(persist);
  db = proxy.env.DB;
}, 120_000);

afterAll(async () => {
  await Promise.all(standIns.map((s) => s.stop()));
  await proxy?.dispose();
  await removeState(persist);
});

describe('the demo Plus reader billed at the local Stripe', () => {
  it('makes an active annual subscription with the card and PLUS20, paid once, without posting a webhook', async () => {
    const stripe = await standIn();
    const link = await billDemoPlusAt(stripe);
    expect(link.email).toBe(demoPlusEmail());
    expect(link.subscription).toMatchObject({ status: 'active', plan: 'annual', coupon: 'PLUS20', providerCustomerId: link.customer });
    expect(link.subscription.entitledUntil).toBe(link.subscription.currentPeriodEnd);
    const [invoice] = (await stripe.sdk.invoices.list({ customer: link.customer })).data;
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: Math.round(8964 * 0.8) });
    const customer = await stripe.sdk.customers.retrieve(link.customer, { expand: ['invoice_settings.default_payment_method'] });
    expect(customer.deleted ? null : customer.invoice_settings.default_payment_method).toMatchObject({ card: { last4: '4242' } });
    expect(stripe.control.deliveries(), 'nothing posted while the app is not up').toEqual([]);
    expect(stripe.control.webhooks().url, 'webhooks go to the app again afterwards').toBe('http://127.0.0.1:9/aux/stripe/webhook');
  });

  it('points the reader at them in D1, and a later start replaces the earlier one’s rows', async () => {
    const { meta } = await db
      .prepare("INSERT INTO users (username, email, subscription_end) VALUES ('plus', ?, 1)")
      .bind(demoPlusEmail())
      .run();
    const userId = Number(meta.last_row_id);
    // The seed's own row, naming objects no stand-in has.
    await db
      .prepare(
        "INSERT INTO subscriptions (user_id, provider_subscription_id, plan, status) VALUES (?, 'sub_demo_plus', 'annual', 'active')",
      )
      .bind(userId)
      .run();

    const starts: DemoBilling[] = [];
    for (let run = 0; run < 2; run++) {
      const link = await billDemoPlusAt(await standIn());
      starts.push(link);
      expect(await linkDemoBilling(db, link)).toContain(link.customer);
      const s = link.subscription;
      expect(await rowsOf(userId)).toEqual({
        customer: link.customer,
        subscriptions: [
          { id: s.providerSubscriptionId, plan: 'annual', status: 'active', coupon: 'PLUS20', entitled_until: s.entitledUntil },
        ],
        user: { stripe_customer_id: link.customer, subscription_end: s.entitledUntil },
      });
    }
    expect(starts[1]!.customer).not.toBe(starts[0]!.customer);
  });

  it('writes nothing when the database has no demo Plus reader', async () => {
    const link = await billDemoPlusAt(await standIn());
    const before = await db.prepare('SELECT count(*) AS n FROM billing_customers').first('n');
    expect(await linkDemoBilling(db, { ...link, email: 'nobody@edgewire.test' })).toMatch(/^no nobody@edgewire\.test/);
    expect(await db.prepare('SELECT count(*) AS n FROM billing_customers').first('n')).toBe(before);
  });
});
