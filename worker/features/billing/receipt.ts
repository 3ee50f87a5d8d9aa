/**
 * @module Claiming a subscription's receipt (`POST /aux/subscriptions/{id}/claim-receipt`), which
 * the page calls once a payment went through, before it refreshes the profile. To claim is to
 * settle the subscription with Stripe now: it is re-read, its state kept (so the refreshed profile
 * is Plus at once, even after a card authentication the webhook has not reported yet), and the
 * latest invoice comes back as the receipt to show. It sends no e-mail: the invoice.paid webhook
 * already mails one receipt per paid invoice (decision 031).
 */
import type Stripe from 'stripe';
import { BILLING_MESSAGES as M } from '../../contracts/billing';
import { isSubscribed } from '../../contracts/plus';
import type { Db } from '../../db/client';
import type { Viewer } from '../../env';
import { AppError, notFound, tooManyRequests } from '../../http/errors';
import { hit } from '../../http/rate-limit';
import { type BillingEnv, isMissing } from './account';
import { money } from './mail';
import { keepSubscription, subscriptionOf } from './queries';
import { isStripeError, stripeApi } from './stripe';
import { subscriptionFields } from './sync';

/** Claims per reader per hour: each costs a Stripe read. */
export const CLAIM_LIMIT = { limit: 30, windowSeconds: 3600 } as const;

export type Receipt = {
  invoice: string;
  number: string | null;
  status: string | null;
  /** In the currency's smallest unit, as Stripe counts. */
  amount_paid: number;
  currency: string;
  /** "$9.96". */
  amount: string;
  hosted_invoice_url: string | null;
  created: number;
};

export type ClaimAnswer = {
  subscription: string;
  status: string;
  subscription_end: number | null;
  subscribed: boolean;
  receipt: Receipt | null;
};

export async function claimReceipt(env: BillingEnv, db: Db, viewer: Viewer, id: string, now: number): Promise<ClaimAnswer> {
  const attempt = await hit(db, { key: `receipt:${viewer.id}`, ...CLAIM_LIMIT }, now);
  if (!attempt.allowed) throw tooManyRequests(M.tooMany, attempt.retryAfter);
  // Only a subscription kept for this reader: anyone else's id is simply unknown here.
  if (!(await subscriptionOf(db, viewer.id, id))) throw notFound(M.notYours);
  const readAt = Date.now();
  let subscription: Stripe.Subscription;
  try {
    subscription = await (await stripeApi(env)).subscriptions.retrieve(id, { expand: ['latest_invoice'] });
  } catch (err) {
    if (isMissing(err)) throw notFound(M.notYours);
    if (isStripeError(err)) throw AppError.of(502, 'bad_gateway', M.actionUnreachable);
    throw err;
  }
  const subscriptionEnd = await keepSubscription(db, viewer.id, subscriptionFields(subscription), readAt);
  const invoice = subscription.latest_invoice && typeof subscription.latest_invoice !== 'string' ? subscription.latest_invoice : null;
  return {
    subscription: subscription.id,
    status: subscription.status,
    subscription_end: subscriptionEnd,
    subscribed: isSubscribed(subscriptionEnd, now),
    receipt: invoice
      ? {
          invoice: invoice.id ?? '',
          number: invoice.number,
          status: invoice.status,
          amount_paid: invoice.amount_paid,
          currency: invoice.currency,
          amount: money(invoice.amount_paid, invoice.currency),
          hosted_invoice_url: invoice.hosted_invoice_url ?? null,
          created: invoice.created,
        }
      : null,
  };
}
