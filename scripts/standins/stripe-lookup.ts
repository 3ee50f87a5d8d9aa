/**
 * @module Finding what a request names, with Stripe's errors when it is not there: customers,
 * payment methods (a card number, `tok_…` or `pm_card_…` makes a new one) and subscriptions.
 */
import { aliasNumber, readCard } from './stripe-cards.ts';
import { fail, int, newId, obj, type Params, str } from './stripe-http.ts';
import type { Billing } from './stripe-payments.ts';
import { type CustomerRec, nowSeconds, type PmRec, type SubRec } from './stripe-store.ts';

export function findCustomer(b: Billing, id: string | undefined, param?: string): CustomerRec {
  if (!id) throw fail.required(param ?? 'customer');
  const c = b.ctx.store.customers.get(id);
  if (!c || c.deleted) throw param ? fail.missingParamRef('customer', id, param) : fail.missing('customer', id);
  return c;
}

/** A card number, tok_visa or pm_card_visa → a new PaymentMethod (declines come later, when it is used). */
export function paymentMethodFrom(b: Billing, card: Params, billing: Params = {}): PmRec {
  const token = str(card, 'token', 'card[token]');
  const number = token ? aliasNumber(token) : str(card, 'number', 'card[number]');
  if (token && !number) throw fail.missingParamRef('token', token, 'card[token]');
  if (!number) throw fail.required('card[number]');
  const year = new Date().getUTCFullYear() + 3;
  const parsed = readCard({
    number,
    expMonth: token ? 12 : (int(card, 'exp_month', 'card[exp_month]') ?? 0),
    expYear: token ? year : (int(card, 'exp_year', 'card[exp_year]') ?? 0),
    cvc: str(card, 'cvc', 'card[cvc]'),
  });
  const address = obj(billing, 'address', 'billing_details[address]') ?? {};
  const pm: PmRec = {
    id: newId('pm_'),
    created: nowSeconds(),
    customer: null,
    card: parsed,
    setUp: false,
    billing: {
      name: str(billing, 'name', 'billing_details[name]') ?? null,
      email: str(billing, 'email', 'billing_details[email]') ?? null,
      phone: str(billing, 'phone', 'billing_details[phone]') ?? null,
      postalCode: str(address, 'postal_code', 'billing_details[address][postal_code]') ?? null,
    },
    metadata: {},
  };
  b.ctx.store.paymentMethods.set(pm.id, pm);
  return pm;
}

/** A PaymentMethod by id; Stripe's `pm_card_…` test ids make a fresh one, as Stripe does. */
export function findPm(b: Billing, id: string | undefined, param: string): PmRec {
  if (!id) throw fail.required(param);
  if (aliasNumber(id)) return paymentMethodFrom(b, { token: id });
  const pm = b.ctx.store.paymentMethods.get(id);
  if (!pm) throw param === 'id' ? fail.missing('PaymentMethod', id) : fail.missingParamRef('PaymentMethod', id, param);
  return pm;
}

/** The customer's own card, or the error Stripe answers for another one. */
export function customersPm(b: Billing, customer: CustomerRec, id: string, param: string): PmRec {
  const pm = findPm(b, id, param);
  if (pm.customer !== customer.id)
    throw fail.invalid(
      `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
      {
        code: 'resource_missing',
        param,
      },
    );
  return pm;
}

export function findSubscription(b: Billing, id: string | undefined): SubRec {
  const s = id ? b.ctx.store.subscriptions.get(id) : undefined;
  if (!s) throw fail.missing('subscription', id ?? '');
  return s;
}
