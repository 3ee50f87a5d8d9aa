/**
 * @module What a verified Stripe event does. Only the events below are acted on (anything else is
 * acknowledged and ignored). Each re-reads its subscription from Stripe and stores that state
 * (sync.ts), so order, duplicates and retries all end in Stripe's current state; the receipt or
 * failed-payment e-mail goes once per event (the first delivery to be applied sends it, under the
 * event's id as the mail's idempotency key).
 */
import Stripe from 'stripe';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { enqueueEmail } from '../mail/enqueue';
import { failedPaymentEmail, receiptEmail } from './mail';
import { applySubscription, eventApplied, subscriptionOwner, unmarkEvent } from './queries';
import { stripeClient } from './stripe';
import { subscriptionFields, subscriptionIdOf } from './sync';

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
  const letter =
    event.type === 'invoice.paid'
      ? receiptEmail(invoice, site)
      : event.type === 'invoice.payment_failed'
        ? failedPaymentEmail(invoice, site)
        : null;
  if (first && reader && letter) {
    try {
      await enqueueEmail(env, { to: reader.email, ...letter, idempotencyKey: `stripe.${event.id}` });
    } catch (err) {
      // Not applied after all: Stripe's retry finds no mark, applies the state again and sends.
      await unmarkEvent(db, event.id);
      throw err;
    }
  }
  return 'applied';
}

async function readSubscription(env: Env, id: string): Promise<Stripe.Subscription | null> {
  try {
    return await stripeClient(env).subscriptions.retrieve(id);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
    // 502 makes Stripe deliver again later; nothing was written.
    if (err instanceof Stripe.errors.StripeError) throw AppError.of(502, 'bad_gateway', `Stripe could not be read: ${err.message}`);
    throw err;
  }
}
