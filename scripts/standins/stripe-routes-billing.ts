/**
 * @module `/v1` routes for invoices, payment and setup intents (confirmed with the secret key by
 * the Worker, or with the publishable key and the client secret by Stripe.js; the stand-in's own
 * `_authenticate` answers its 3D Secure challenge), billing portal sessions, and the catalogue:
 * the two prices, their product and the coupon.
 */
import { randomBytes } from 'node:crypto';
import type { ApiCall, Route } from './stripe-api.ts';
import { fail, newId, page, str } from './stripe-http.ts';
import { findCustomer, findPm } from './stripe-lookup.ts';
import { authenticate, confirm, intentShape } from './stripe-payments.ts';
import { couponShape, portalShape, priceShape, productShape } from './stripe-shapes.ts';
import { invoiceShape } from './stripe-shapes-billing.ts';
import { type IntentRec, nowSeconds, PRODUCT, StripeStore } from './stripe-store.ts';

const LIST = ['limit', 'starting_after', 'ending_before'] as const;

/** `GET /v1/<kind>s/:id` for a record the store keeps by id. */
function retrieve<R>(
  kind: string,
  records: (store: StripeStore) => Map<string, R>,
  shape: (ctx: ApiCall['b']['ctx'], r: R) => object,
): Route {
  return {
    method: 'GET',
    path: `/v1/${kind}s/:id`,
    keys: [],
    run: ({ b, params }) => {
      const record = records(b.ctx.store).get(params.id!);
      if (!record) throw fail.missing(kind, params.id!);
      return shape(b.ctx, record);
    },
  };
}

function findIntent(call: ApiCall, kind: IntentRec['kind']): IntentRec {
  const id = call.params.id!;
  const i = call.b.ctx.store.intents.get(id);
  if (!i || i.kind !== kind) throw fail.missing(kind === 'payment' ? 'payment_intent' : 'setupintent', id);
  // With the publishable key only the client secret opens an intent, as with Stripe.js.
  if (call.publishable && str(call.body, 'client_secret') !== i.clientSecret)
    throw fail.invalid(
      `The client_secret provided does not match the client_secret associated with the ${kind === 'payment' ? 'PaymentIntent' : 'SetupIntent'}.`,
      {
        param: 'client_secret',
      },
    );
  return i;
}

export const billingRoutes: Route[] = [
  retrieve('invoice', (store) => store.invoices, invoiceShape),
  {
    method: 'GET',
    path: '/v1/invoices',
    keys: ['customer', 'subscription', 'status', ...LIST],
    run: ({ b, body }) => {
      const [customer, subscription, status] = [str(body, 'customer'), str(body, 'subscription'), str(body, 'status')];
      const all = StripeStore.newest(b.ctx.store.invoices.values()).filter(
        (i) =>
          (!customer || i.customer === customer) && (!subscription || i.subscription === subscription) && (!status || i.status === status),
      );
      return page(
        all.map((i) => invoiceShape(b.ctx, i)),
        body,
        '/v1/invoices',
      );
    },
  },
  ...(['payment', 'setup'] as const).flatMap((kind): Route[] => {
    const base = `/v1/${kind}_intents/:id`;
    return [
      { method: 'GET', path: base, keys: ['client_secret'], publishable: true, run: (call) => intentShape(call.b, findIntent(call, kind)) },
      {
        method: 'POST',
        path: `${base}/confirm`,
        keys: ['client_secret', 'payment_method', 'return_url', 'off_session', 'use_stripe_sdk'],
        publishable: true,
        run: (call) => {
          const i = findIntent(call, kind);
          const pmId = str(call.body, 'payment_method');
          const pm = pmId ? findPm(call.b, pmId, 'payment_method') : (call.b.ctx.store.paymentMethods.get(i.paymentMethod ?? '') ?? null);
          return intentShape(call.b, confirm(call.b, i, pm));
        },
      },
      {
        // The stand-in's own: the answer to its 3D Secure challenge (Stripe.js shows Complete / Fail).
        method: 'POST',
        path: `${base}/_authenticate`,
        keys: ['client_secret', 'result'],
        publishable: true,
        run: (call) => {
          const result = str(call.body, 'result');
          if (result !== 'complete' && result !== 'fail') throw fail.invalid('result must be complete or fail.', { param: 'result' });
          return intentShape(call.b, authenticate(call.b, findIntent(call, kind), result === 'complete'));
        },
      },
    ];
  }),
  {
    method: 'POST',
    path: '/v1/billing_portal/sessions',
    keys: ['customer', 'return_url', 'configuration', 'locale'],
    run: ({ b, body }) => {
      const customer = findCustomer(b, str(body, 'customer'), 'customer');
      const returnUrl = str(body, 'return_url') ?? null;
      if (returnUrl !== null && !/^https?:\/\//.test(returnUrl))
        throw fail.invalid('Not a valid URL', { param: 'return_url', code: 'url_invalid' });
      const session = {
        id: newId('bps_'),
        secret: randomBytes(18).toString('base64url'),
        customer: customer.id,
        returnUrl,
        created: nowSeconds(),
      };
      b.ctx.store.portals.set(session.secret, session);
      return portalShape(b.ctx, session);
    },
  },
];

export const catalogRoutes: Route[] = [
  retrieve('price', (store) => store.prices, priceShape),
  {
    method: 'GET',
    path: '/v1/prices',
    keys: ['active', 'product', 'type', 'lookup_keys', ...LIST],
    run: ({ b, body }) =>
      page(
        StripeStore.newest(b.ctx.store.prices.values()).map((p) => priceShape(b.ctx, p)),
        body,
        '/v1/prices',
      ),
  },
  {
    method: 'GET',
    path: '/v1/products/:id',
    keys: [],
    run: ({ b, params }) => {
      if (params.id !== PRODUCT.id) throw fail.missing('product', params.id!);
      return productShape(b.ctx);
    },
  },
  retrieve('coupon', (store) => store.coupons, couponShape),
];
