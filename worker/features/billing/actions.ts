/**
 * @module What a verified Stripe event does. Only the events below are acted on (anything else is
 * acknowledged and ignored). Each re-reads its subscription from Stripe and stores that state
 * (sync.ts), so order, duplicates and retries all end in Stripe's current state; the receipt or
 * failed-payment e-mail goes once per event (the first delivery to be applied sends it, under the
 * event's id as the mail's idempotency key).
 */
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { enqueueEmail } from '../mail/enqueue';
import { failedPaymentEmail, receiptEmail, type TrialFacts, welcomeEmail } from './mail';
import { applySubscription, eventApplied, subscriptionOwner, unmarkEvent } from './queries';
import { isStripeError, stripeApi } from './stripe';
import { subscriptionFields, subscriptionIdOf } from './sync';
import { afterDiscounts } from './view';

export const HANDLED_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
const HANDLED = new Set<string>(HANDLED_EVENTS);

export type Outcome = 'applied' | 'duplicate' | 'ignored';

export async function applyStripeEvent(env: Env, db: Db, event: Stripe.Event, site: string): Promise<Outcome> {
  if (!HANDLED.has(event.type)) return 'ignored';
  if (await eventApplied(db, event.id)) return 'duplicate';
  const id = subscriptionIdOf(event);
  if (!id) return 'ignored';
  const readAt = Date.now();
  const subscription = await readSubscription(env, id);
  // Signed by Stripe yet unknown to it (another account's test data, a purged object): nothing to keep.
  if (!subscription) return 'ignored';
  const fields = subscriptionFields(subscription);
  // A subscription of no reader Edgewire knows (any more) has nothing to change here.
  const owner = await subscriptionOwner(db, fields);
  if (owner === null) return 'ignored';
  const { first, reader } = await applySubscription(db, owner, fields, readAt, event);
  const invoice = event.data.object as Stripe.Invoice;
  const letter = !(first && reader)
    ? null
    : event.type === 'invoice.paid'
      ? receiptEmail(invoice, site, trialFacts(subscription, fields.plan))
      : event.type === 'invoice.payment_failed'
        ? failedPaymentEmail(invoice, site)
        : event.type === 'customer.subscription.created' && fields.entitledUntil !== null
          ? welcomeEmail(site, fields.plan)
          : null;
  if (reader && letter) {
    try {
      await enqueueEmail(env, { to: reader.email, ...(await letter), idempotencyKey: `stripe.${event.id}` });
    } catch (err) {
      // Not applied after all: Stripe's retry finds no mark, applies the state again and sends.
      await unmarkEvent(db, event.id);
      throw err;
    }
  }
  return 'applied';
}

/** While the subscription is in its free month: when that ends and what it charges then, discounts applied. */
function trialFacts(sub: Stripe.Subscription, plan: TrialFacts['plan']): TrialFacts | null {
  const price = sub.items.data[0]?.price;
  if (sub.status !== 'trialing' || !sub.trial_end || price?.unit_amount == null) return null;
  return {
    plan,
    endsAt: sub.trial_end,
    thenCents: afterDiscounts(price.unit_amount, sub.discounts ?? [], sub.trial_end),
    currency: price.currency,
  };
}

async function readSubscription(env: Env, id: string): Promise<Stripe.Subscription | null> {
  try {
    // With the coupons, so a trial's receipt can say what the first charge will be.
    return await (await stripeApi(env)).subscriptions.retrieve(id, { expand: ['discounts.source.coupon'] });
  } catch (err) {
    if (isStripeError(err, 'StripeInvalidRequestError') && err.code === 'resource_missing') return null;
    // 502 makes Stripe deliver again later; nothing was written.
    if (isStripeError(err)) throw AppError.of(502, 'bad_gateway', `Stripe could not be read: ${err.message}`);
    throw err;
  }
}
