/**
 * @module What Stripe already has for a reader's customer, asked again just before a subscription
 * is made (D1 may not know: a subscription made directly at Stripe, or one whose webhook has not
 * arrived). A live one (rules.ts isLive) means the reader is a subscriber already: it is kept at
 * once, so they are Plus from now on, and nothing new is made. One still waiting for its first
 * payment (incomplete, a card authentication left unfinished) is cancelled, since the new attempt
 * replaces it and must not find it completed later beside its own. `made` counts every
 * subscription Stripe has for the customer, ended ones too: the subscribe idempotency key's
 * generation.
 */
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { keepSubscription } from './queries';
import { isLive } from './rules';
import { subscriptionFields } from './sync';

export type AtStripe = { live: boolean; made: number };

export async function recheck(stripe: Stripe, db: Db, userId: number, customer: string, call: Stripe.RequestOptions): Promise<AtStripe> {
  const readAt = Date.now();
  // Edgewire makes one at a time per reader; a hundred is far beyond any reader's history.
  const { data } = await stripe.subscriptions.list({ customer, status: 'all', limit: 100 }, call);
  const live = data.filter((s) => isLive(s.status));
  for (const s of live) await keepSubscription(db, userId, subscriptionFields(s), readAt);
  if (live.length === 0) {
    for (const waiting of data.filter((s) => s.status === 'incomplete')) {
      const canceledAt = Date.now();
      const canceled = await stripe.subscriptions.cancel(waiting.id, {}, { ...call, idempotencyKey: `cancel-incomplete-${waiting.id}` });
      await keepSubscription(db, userId, subscriptionFields(canceled), canceledAt);
    }
  }
  return { live: live.length > 0, made: data.length };
}
