/**
 * @module Ending a reader's subscriptions at Stripe, before their account is deleted: a deleted
 * account must not go on being charged. If Stripe cannot be reached the deletion is refused, so
 * nothing is half-done (an account gone with its card still billed). A subscription Stripe does not
 * know, or has already ended, is left as it is.
 */
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { liveSubscriptions } from './queries';
import { isStripeError, stripeApi } from './stripe';

export const CANCEL_MESSAGES = {
  unreachable: 'We could not cancel your subscription with the payment provider, so your account was not deleted. Please try again.',
} as const;

export async function cancelSubscriptionsOf(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>, db: Db, userId: number): Promise<void> {
  const ids = await liveSubscriptions(db, userId);
  for (const id of ids) {
    try {
      await (await stripeApi(env)).subscriptions.cancel(id, {}, { idempotencyKey: `cancel-${id}` });
    } catch (err) {
      // Unknown to Stripe or already canceled: nothing left to stop.
      if (isStripeError(err, 'StripeInvalidRequestError')) continue;
      throw AppError.of(502, 'bad_gateway', CANCEL_MESSAGES.unreachable);
    }
  }
}
