// The Stripe.js stand-in (/v3) as the app's pages will use it: served as JavaScript, defining
// Stripe(pk); a labelled card Element; createPaymentMethod; confirmCardPayment and
// confirmCardSetup with the in-page 3D Secure step (Complete / Fail). The script runs in node:vm
// over a small fake DOM (stripe-fake-dom.ts) and talks to the real stand-in with the real fetch.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from './stripe.ts';
import { type FakeDocument, type FakeNode, runInFakeBrowser, typeInto } from './stripe-fake-dom.ts';
import { CARDS, sdkFor } from './stripe-test-kit.ts';

type JsError = { type: string; code?: string; decline_code?: string; message: string; payment_intent?: Stripe.PaymentIntent };
type Change = { complete: boolean; empty: boolean; error?: JsError; brand: string };
interface CardElement {
  mount(target: string): void;
  on(event: string, handler: (e: Change) => void): void;
}
interface StripeJs {
  elements(): { create(type: string): CardElement };
  createPaymentMethod(data: object): Promise<{ paymentMethod?: Stripe.PaymentMethod; error?: JsError }>;
  confirmCardPayment(secret: string, data?: object): Promise<{ paymentIntent?: Stripe.PaymentIntent; error?: JsError }>;
  confirmCardSetup(secret: string, data?: object): Promise<{ setupIntent?: Stripe.SetupIntent; error?: JsError }>;
}

let stand: StripeStandIn;
let stripe: Stripe;
let script: string;
beforeAll(async () => {
  stand = await startStripeStandIn();
  stripe = sdkFor(stand);
  script = await (await fetch(stand.vars.STRIPE_JS_URL!)).text();
});
afterAll(() => stand?.stop());

/** A page with the script loaded and a card Element mounted in #card. */
function page() {
  const requests: string[] = [];
  const counting: typeof fetch = (input, init) => {
    requests.push(String(input));
    return fetch(input, init);
  };
  const { window, document } = runInFakeBrowser(script, counting);
  const host = document.createElement('div');
  host.id = 'card';
  document.body.appendChild(host);
  const js = (window.Stripe as (pk: string) => StripeJs)(stand.vars.STRIPE_PUBLISHABLE_KEY!);
  const card = js.elements().create('card');
  const changes: Change[] = [];
  card.on('change', (e) => changes.push(e));
  card.mount('#card');
  const field = (label: string) => {
    const l = host.find((n) => n.tagName === 'label' && n.textContent.startsWith(label))!;
    return host.find((n) => n.tagName === 'input' && n.id === l.getAttribute('for'))!;
  };
  const fill = (number: string, expiry = '1234', cvc = '123', postal = '94107') => {
    typeInto(field('Card number'), number);
    typeInto(field('Expiration date'), expiry);
    typeInto(field('Security code'), cvc);
    typeInto(field('ZIP'), postal);
  };
  return { js, card, host, document, changes, field, fill, requests };
}

/** Waits for the 3D Secure dialog and presses one of its buttons. */
async function answerChallenge(document: FakeDocument, button: 'Complete' | 'Fail'): Promise<FakeNode> {
  for (let i = 0; i < 300; i++) {
    const dialog = document.body.find((n) => n.getAttribute('role') === 'dialog');
    if (dialog) {
      dialog.find((n) => n.tagName === 'button' && n.textContent === button)!.fire('click');
      return dialog;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('no 3D Secure dialog appeared');
}

async function incompleteSubscription(extra: Partial<Stripe.SubscriptionCreateParams> = {}) {
  const customer = await stripe.customers.create({ email: 'js@example.com' });
  const sub = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: stand.vars.STRIPE_PRICE_MONTHLY! }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
    ...extra,
  });
  return { customer, sub, secret: (sub.latest_invoice as Stripe.Invoice).confirmation_secret?.client_secret ?? '' };
}

describe('the Stripe.js stand-in', () => {
  it('is served at /v3 as JavaScript that defines Stripe(publishableKey)', async () => {
    const res = await fetch(stand.vars.STRIPE_JS_URL!);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${stand.vars.STRIPE_JS_URL}/`)).status).toBe(200);
    const { window } = runInFakeBrowser(script);
    expect(typeof window.Stripe).toBe('function');
    expect(() => (window.Stripe as (k: string) => unknown)('sk_test_secret')).toThrow(/publishable key/);
  });

  it('mounts a labelled card Element whose inputs carry no name (nothing leaks into form posts)', () => {
    const { host, field } = page();
    const inputs = host.all().filter((n) => n.tagName === 'input');
    expect(inputs).toHaveLength(4);
    for (const label of ['Card number', 'Expiration date', 'Security code', 'ZIP'])
      expect(field(label).getAttribute('autocomplete')).toMatch(/^(cc-|postal)/);
    expect(inputs.every((i) => i.getAttribute('name') === null && i.id)).toBe(true);
    expect(host.find((n) => n.getAttribute('role') === 'group')?.getAttribute('aria-label')).toBe('Card details');
  });

  it('reports change events and creates a payment method with the publishable key', async () => {
    const { js, card, host, changes, field, fill } = page();
    typeInto(field('Card number'), '4242424242424241');
    expect(changes.at(-1)?.error?.code).toBe('invalid_number');
    expect(host.classList.contains('StripeElement--invalid')).toBe(true);
    fill(CARDS.ok);
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(field('Expiration date').value).toBe('12 / 34');
    expect(changes.at(-1)).toMatchObject({ complete: true, empty: false, brand: 'visa', error: undefined });
    const { paymentMethod, error } = await js.createPaymentMethod({ type: 'card', card, billing_details: { name: 'Ada Reader' } });
    expect(error).toBeUndefined();
    expect(paymentMethod!.card?.last4).toBe('4242');
    const stored = await stripe.paymentMethods.retrieve(paymentMethod!.id);
    expect([stored.billing_details.name, stored.billing_details.address?.postal_code, stored.card?.exp_year]).toEqual([
      'Ada Reader',
      '94107',
      2034,
    ]);
  });

  it('refuses an incomplete card without calling the API', async () => {
    const { js, card, field, requests } = page();
    typeInto(field('Card number'), CARDS.ok);
    typeInto(field('Expiration date'), '1234');
    const { error } = await js.createPaymentMethod({ type: 'card', card });
    expect(error).toEqual({ type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." });
    expect(requests).toEqual([]);
  });

  it('confirmCardPayment with 4000 0025 0000 3155 shows the 3D Secure step; Complete pays and activates', async () => {
    const { sub, secret } = await incompleteSubscription();
    const { js, card, document, fill } = page();
    fill(CARDS.threeDS);
    const result = js.confirmCardPayment(secret, { payment_method: { card, billing_details: { name: 'Ada' } } });
    const dialog = await answerChallenge(document, 'Complete');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.text).toContain('3D Secure');
    const { paymentIntent, error } = await result;
    expect(error).toBeUndefined();
    expect(paymentIntent?.status).toBe('succeeded');
    expect(document.body.find((n) => n.getAttribute('role') === 'dialog')).toBeUndefined();
    const after = await stripe.subscriptions.retrieve(sub.id);
    expect([after.status, after.default_payment_method]).toEqual(['active', paymentIntent!.payment_method]);
  });

  it('Fail in the 3D Secure step answers payment_intent_authentication_failure; the subscription stays incomplete', async () => {
    const { sub, secret } = await incompleteSubscription();
    const { js, card, document, fill } = page();
    fill(CARDS.threeDS);
    const result = js.confirmCardPayment(secret, { payment_method: { card } });
    await answerChallenge(document, 'Fail');
    const { error } = await result;
    expect([error?.code, error?.payment_intent?.status]).toEqual(['payment_intent_authentication_failure', 'requires_payment_method']);
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('incomplete');
  });

  it('confirmCardPayment with 4000 0000 0000 0002 is declined', async () => {
    const { sub, secret } = await incompleteSubscription();
    const { js, card, fill } = page();
    fill(CARDS.declined);
    const { error, paymentIntent } = await js.confirmCardPayment(secret, { payment_method: { card } });
    expect(paymentIntent).toBeUndefined();
    expect(error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('incomplete');
  });

  it('confirmCardSetup sets up the card of a trial started without one (pending_setup_intent)', async () => {
    const { sub } = await incompleteSubscription({ trial_period_days: 30 });
    const setup = sub.pending_setup_intent as Stripe.SetupIntent;
    expect([sub.status, setup.status]).toEqual(['trialing', 'requires_payment_method']);
    const { js, card, document, fill } = page();
    fill(CARDS.threeDS);
    const result = js.confirmCardSetup(setup.client_secret!, { payment_method: { card } });
    await answerChallenge(document, 'Complete');
    const { setupIntent } = await result;
    expect(setupIntent?.status).toBe('succeeded');
    const after = await stripe.subscriptions.retrieve(sub.id);
    expect([after.status, after.pending_setup_intent, after.default_payment_method]).toEqual([
      'trialing',
      null,
      setupIntent!.payment_method,
    ]);
  });
});
