/**
 * @module `/v1` routes for customers and their payment methods (made from a card number, a
 * `tok_…` or a `pm_card_…` test id; attached, detached, listed).
 */
import { randomBytes } from 'node:crypto';
import type { ApiCall, Route } from './stripe-api.ts';
import { cancelSubscription } from './stripe-billing.ts';
import { fail, metadata, newId, obj, type Params, page, str } from './stripe-http.ts';
import { customersPm, findCustomer, findPm, paymentMethodFrom } from './stripe-lookup.ts';
import { attachTo, type Billing } from './stripe-payments.ts';
import { customerShape, paymentMethodShape } from './stripe-shapes.ts';
import { type CustomerRec, nowSeconds, StripeStore } from './stripe-store.ts';

const LIST = ['limit', 'starting_after', 'ending_before'] as const;

function applyCustomer(b: Billing, c: CustomerRec, p: Params): void {
  for (const k of ['email', 'name', 'description'] as const) {
    const v = str(p, k);
    if (v !== undefined) c[k] = v === '' ? null : v;
  }
  c.metadata = metadata(c.metadata, p);
  const settings = obj(p, 'invoice_settings') ?? {};
  const dpm = str(settings, 'default_payment_method', 'invoice_settings[default_payment_method]');
  if (dpm !== undefined) c.defaultPm = dpm === '' ? null : customersPm(b, c, dpm, 'invoice_settings[default_payment_method]').id;
}

const pmList = (b: Billing, customer: string, q: Params, url: string) =>
  page(
    StripeStore.newest(b.ctx.store.paymentMethods.values())
      .filter((pm) => pm.customer === customer)
      .map((pm) => paymentMethodShape(b.ctx, pm)),
    q,
    url,
  );

const customer = ({ b, params }: ApiCall) => customerShape(b.ctx, findCustomer(b, params.id));

export const customerRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/customers',
    keys: ['email', 'name', 'description', 'metadata', 'payment_method', 'invoice_settings'],
    run: ({ b, body }) => {
      const c: CustomerRec = {
        id: newId('cus_', 14),
        created: nowSeconds(),
        email: null,
        name: null,
        description: null,
        metadata: {},
        defaultPm: null,
        invoicePrefix: randomBytes(4).toString('hex').toUpperCase(),
        nextInvoice: 1,
        deleted: false,
      };
      const pmId = str(body, 'payment_method');
      const pm = pmId ? findPm(b, pmId, 'payment_method') : null;
      if (pm) attachTo(pm, c.id); // before the customer exists: a declined card creates nothing
      b.ctx.store.customers.set(c.id, c);
      applyCustomer(b, c, body);
      return customerShape(b.ctx, c);
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id',
    keys: [],
    run: ({ b, params }) => customerShape(b.ctx, b.ctx.store.customers.get(params.id!) ?? findCustomer(b, params.id)),
  },
  {
    method: 'POST',
    path: '/v1/customers/:id',
    keys: ['email', 'name', 'description', 'metadata', 'invoice_settings'],
    run: (call) => {
      applyCustomer(call.b, findCustomer(call.b, call.params.id), call.body);
      return customer(call);
    },
  },
  {
    method: 'DELETE',
    path: '/v1/customers/:id',
    keys: [],
    run: ({ b, params }) => {
      const c = findCustomer(b, params.id);
      // Deleting a customer ends its subscriptions at once and detaches its cards.
      for (const s of b.ctx.store.subscriptions.values())
        if (s.customer === c.id && s.status !== 'canceled' && s.status !== 'incomplete_expired') cancelSubscription(b, s);
      for (const pm of b.ctx.store.paymentMethods.values()) if (pm.customer === c.id) pm.customer = null;
      c.deleted = true;
      return customerShape(b.ctx, c);
    },
  },
  {
    method: 'GET',
    path: '/v1/customers',
    keys: ['email', ...LIST],
    run: ({ b, body }) => {
      const email = str(body, 'email');
      const all = StripeStore.newest(b.ctx.store.customers.values()).filter((c) => !c.deleted && (!email || c.email === email));
      return page(
        all.map((c) => customerShape(b.ctx, c) as { id: string }),
        body,
        '/v1/customers',
      );
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id/payment_methods',
    keys: ['type', ...LIST],
    run: ({ b, params, body }) => pmList(b, findCustomer(b, params.id).id, body, `/v1/customers/${params.id}/payment_methods`),
  },
  {
    method: 'GET',
    path: '/v1/customers/:id/payment_methods/:pm',
    keys: [],
    run: ({ b, params }) => paymentMethodShape(b.ctx, customersPm(b, findCustomer(b, params.id), params.pm!, 'payment_method')),
  },
];

export const paymentMethodRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/payment_methods',
    keys: ['type', 'card', 'billing_details', 'metadata'],
    publishable: true,
    run: ({ b, body }) => {
      if (str(body, 'type') !== 'card')
        throw fail.invalid('The stand-in makes card payment methods only: type must be card.', { param: 'type' });
      const pm = paymentMethodFrom(b, obj(body, 'card') ?? {}, obj(body, 'billing_details') ?? {});
      pm.metadata = metadata({}, body);
      return paymentMethodShape(b.ctx, pm);
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_methods/:id',
    keys: [],
    run: ({ b, params }) => paymentMethodShape(b.ctx, findPm(b, params.id, 'id')),
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id',
    keys: ['metadata'],
    run: ({ b, params, body }) => {
      const pm = findPm(b, params.id, 'id');
      pm.metadata = metadata(pm.metadata, body);
      return paymentMethodShape(b.ctx, pm);
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/attach',
    keys: ['customer'],
    run: ({ b, params, body }) => {
      const pm = findPm(b, params.id, 'id');
      attachTo(pm, findCustomer(b, str(body, 'customer'), 'customer').id);
      return paymentMethodShape(b.ctx, pm);
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/detach',
    keys: [],
    run: ({ b, params }) => {
      const pm = findPm(b, params.id, 'id');
      if (!pm.customer)
        throw fail.invalid(`The payment method ${pm.id} is not attached to a customer.`, { code: 'payment_method_unexpected_state' });
      for (const c of b.ctx.store.customers.values()) if (c.defaultPm === pm.id) c.defaultPm = null;
      pm.customer = null;
      return paymentMethodShape(b.ctx, pm);
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_methods',
    keys: ['customer', 'type', ...LIST],
    run: ({ b, body }) => pmList(b, findCustomer(b, str(body, 'customer'), 'customer').id, body, '/v1/payment_methods'),
  },
];
