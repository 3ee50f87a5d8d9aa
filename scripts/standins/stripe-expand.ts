/**
 * @module `expand[]` as Stripe does it: an id along a dotted path becomes the object it names
 * (`latest_invoice`, `data.default_payment_method`, `latest_invoice.payments.data.payment.payment_intent`),
 * and the invoice's includable fields (`confirmation_secret`, `payments`) appear only when asked
 * for. A path Stripe cannot expand is refused as Stripe refuses it; `latest_invoice.payment_intent`
 * is one since API 2025-03-31 (the intent is reached through `payments` or `confirmation_secret`).
 */
import { fail } from './stripe-http.ts';
import { type Billing, intentShape } from './stripe-payments.ts';
import {
  couponShape,
  customerShape,
  discountShape,
  paymentMethodShape,
  priceShape,
  productShape,
  type ShapeContext,
} from './stripe-shapes.ts';
import { invoiceIncludes, invoiceShape, subscriptionShape } from './stripe-shapes-billing.ts';
import { PRODUCT, type StripeStore } from './stripe-store.ts';

type Resolver = (b: Billing, id: string) => object | undefined;

/** Resolves an id from one of the store's collections, drawn as Stripe draws that object. */
function stored<R>(of: (s: StripeStore) => Map<string, R>, shape: (ctx: ShapeContext, r: R) => object): Resolver {
  return (b, id) => {
    const r = of(b.ctx.store).get(id);
    return r === undefined ? undefined : shape(b.ctx, r);
  };
}

const paymentMethod = stored((s) => s.paymentMethods, paymentMethodShape);
const invoice = stored((s) => s.invoices, invoiceShape);
// An intent is drawn as a payment or a setup intent, which needs the whole billing state.
const intent: Resolver = (b, id) => {
  const i = b.ctx.store.intents.get(id);
  return i && intentShape(b, i);
};

/** The fields that hold an expandable id, by name, as in Stripe's objects. */
const RESOLVERS: Record<string, Resolver> = {
  customer: stored((s) => s.customers, customerShape),
  default_payment_method: paymentMethod,
  payment_method: paymentMethod,
  latest_invoice: invoice,
  invoice,
  pending_setup_intent: intent,
  setup_intent: intent,
  payment_intent: intent,
  subscription: stored((s) => s.subscriptions, subscriptionShape),
  discounts: stored((s) => s.discounts, discountShape),
  coupon: stored((s) => s.coupons, couponShape),
  price: stored((s) => s.prices, priceShape),
  product: (b, id) => (id === PRODUCT.id ? productShape(b.ctx) : undefined),
};

/** Fields some objects only carry when expanded. */
function include(b: Billing, o: Record<string, unknown>, key: string): unknown {
  if (o.object !== 'invoice' || (key !== 'confirmation_secret' && key !== 'payments')) return undefined;
  const inv = b.ctx.store.invoices.get(String(o.id));
  return inv ? invoiceIncludes(b.ctx, inv)[key] : undefined;
}

function expandPath(b: Billing, node: unknown, path: string[], whole: string): void {
  if (!node || typeof node !== 'object') return;
  const [key = '', ...rest] = path;
  const o = node as Record<string, unknown>;
  const cannot = () => fail.invalid(`This property cannot be expanded (${key}).`, { param: 'expand' });
  if (Array.isArray(node)) {
    for (const item of node) expandPath(b, item, path, whole);
    return;
  }
  if (!(key in o)) {
    const included = include(b, o, key);
    if (included === undefined) throw cannot();
    o[key] = included;
  }
  const resolve = RESOLVERS[key];
  const value = o[key];
  if (typeof value === 'string') {
    const full = resolve?.(b, value);
    if (!full) throw cannot();
    o[key] = full;
  } else if (Array.isArray(value) && resolve) {
    o[key] = value.map((v) => (typeof v === 'string' ? (resolve(b, v) ?? v) : v));
  } else if (rest.length === 0 && value !== null && !resolve && include(b, o, key) === undefined) {
    throw cannot();
  }
  if (rest.length) expandPath(b, o[key], rest, whole);
}

/** Applies every `expand[]` path to an answer (a list's items are reached through `data`). */
export function expand(b: Billing, answer: object, paths: unknown): object {
  if (paths === undefined || paths === '') return answer;
  const list = Array.isArray(paths) ? paths : [paths];
  for (const p of list) {
    if (typeof p !== 'string') throw fail.invalid('Invalid array: expand', { param: 'expand' });
    if (p.split('.').filter((s) => s !== 'data').length > 4)
      throw fail.invalid(`You cannot expand more than 4 levels of a property. Property: ${p}`, { param: 'expand' });
    expandPath(b, answer, p.split('.'), p);
  }
  return answer;
}
