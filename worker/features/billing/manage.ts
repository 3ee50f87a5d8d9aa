/**
 * @module The billing page's changes at Stripe: cancel at the period's end, resume, switch between
 * monthly and annual, cancel at once an extra subscription that bills the reader a second time, and
 * open Stripe's billing portal (the card, and everything else). Each acts
 * only on a subscription of the reader's own Stripe customer, is keyed for Stripe's idempotency by
 * the customer, the subscription and the page's form key (a double submit is one change; the next
 * page view is a new key), and keeps the new state at once with the webhook's statements, so the
 * page shows it before the webhook arrives. Stripe refusing or unreachable: nothing was changed,
 * and the reader is told in words (the page shows it in red).
 */
import type Stripe from 'stripe';
import { billingDate, billingDone, BILLING_MESSAGES as M } from '../../contracts/billing';
import { PLANS, type PlanId } from '../../contracts/plans';
import type { Db } from '../../db/client';
import type { Viewer } from '../../env';
import { AppError, badRequest, notFound, tooManyRequests } from '../../http/errors';
import { hit } from '../../http/rate-limit';
import type { BillingEnv } from './account';
import { customerOf, keepSubscription } from './queries';
import { isLive } from './rules';
import { isStripeError, stripeApi } from './stripe';
import { subscriptionFields } from './sync';

/** Billing changes per reader per hour (each is a Stripe write; the portal opens count too). */
export const BILLING_ACTION_LIMIT = { limit: 20, windowSeconds: 3600 } as const;

export type Change = { action: 'cancel' } | { action: 'resume' } | { action: 'switch'; plan: PlanId };

const customerIdOf = (c: string | { id: string }) => (typeof c === 'string' ? c : c.id);

async function allowed(db: Db, viewer: Viewer, now: number) {
  const attempt = await hit(db, { key: `billing:${viewer.id}`, ...BILLING_ACTION_LIMIT }, now);
  if (!attempt.allowed) throw tooManyRequests(M.tooMany, attempt.retryAfter);
}

/** The reader's Stripe customer, or 404 in their words: they have nothing billed to manage. */
async function customerFor(db: Db, viewer: Viewer, message: string): Promise<string> {
  const customer = await customerOf(db, viewer.id);
  if (!customer) throw notFound(message);
  return customer;
}

/** Changes one of the reader's subscriptions; answers the success message. */
export async function changeSubscription(
  env: BillingEnv,
  db: Db,
  viewer: Viewer,
  input: Change & { subscription: string; key: string },
  now: number,
): Promise<string> {
  await allowed(db, viewer, now);
  const customer = await customerFor(db, viewer, M.notYours);
  const stripe = await stripeApi(env);
  try {
    const current = await stripe.subscriptions.retrieve(input.subscription);
    if (customerIdOf(current.customer) !== customer) throw notFound(M.notYours);
    if (current.status === 'canceled' || current.status === 'incomplete_expired') throw AppError.of(409, 'conflict', M.ended);
    const key = `${input.action}-${customer}-${current.id}-${input.key}`;
    const readAt = Date.now();
    const updated = alreadyDone(current, input, env) ? current : await write(stripe, current, input, env, key);
    const fields = subscriptionFields(updated);
    await keepSubscription(db, viewer.id, fields, readAt);
    return doneMessage(input, updated.cancel_at ?? fields.currentPeriodEnd ?? fields.trialEnd);
  } catch (err) {
    throw refusal(err);
  }
}

const priceOf = (plan: PlanId, env: BillingEnv) => (plan === 'annual' ? env.STRIPE_PRICE_ANNUAL : env.STRIPE_PRICE_MONTHLY);

/** Already as asked (a second submit that arrived after the first was done): the same answer, no write. */
function alreadyDone(current: Stripe.Subscription, input: Change, env: BillingEnv): boolean {
  if (input.action === 'cancel') return current.cancel_at_period_end;
  if (input.action === 'resume') return !current.cancel_at_period_end;
  return current.items.data[0]?.price.id === priceOf(input.plan, env);
}

function write(stripe: Stripe, current: Stripe.Subscription, input: Change, env: BillingEnv, key: string) {
  if (input.action !== 'switch')
    return stripe.subscriptions.update(current.id, { cancel_at_period_end: input.action === 'cancel' }, { idempotencyKey: key });
  const item = current.items.data[0];
  // A plan changes while the subscription runs; one set to end is resumed first, an unpaid one paid first.
  if (!item || current.cancel_at_period_end || (current.status !== 'trialing' && current.status !== 'active'))
    throw AppError.of(409, 'conflict', M.switchNotNow);
  // Stripe's own proration: another interval starts a new period now and charges the new price
  // less the unused time of the current one; a trial simply continues on the new price.
  return stripe.subscriptions.update(
    current.id,
    { items: [{ id: item.id, price: priceOf(input.plan, env) }], proration_behavior: 'create_prorations' },
    { idempotencyKey: `${key}-${input.plan}` },
  );
}

function doneMessage(input: Change, periodEnd: number | null): string {
  const date = periodEnd === null ? 'the end of the period' : billingDate(periodEnd);
  if (input.action === 'cancel') return billingDone.canceled(date);
  if (input.action === 'resume') return billingDone.resumed(date);
  return billingDone.switched(PLANS[input.plan].name.toLowerCase());
}

/**
 * Cancels at once one of the reader's live subscriptions while another live one remains: an extra
 * bills the reader twice, so it stops now rather than at its period's end. The reader's only
 * subscription is refused here (cancelling at the period's end is the page's way for that).
 */
export async function cancelExtra(env: BillingEnv, db: Db, viewer: Viewer, input: { subscription: string; key: string }, now: number) {
  await allowed(db, viewer, now);
  const customer = await customerFor(db, viewer, M.notYours);
  const stripe = await stripeApi(env);
  try {
    const extra = await stripe.subscriptions.retrieve(input.subscription);
    if (customerIdOf(extra.customer) !== customer) throw notFound(M.notYours);
    if (!isLive(extra.status)) throw AppError.of(409, 'conflict', M.ended);
    const readAt = Date.now();
    const others = (await stripe.subscriptions.list({ customer, status: 'all', limit: 100 })).data.filter(
      (s) => s.id !== extra.id && isLive(s.status),
    );
    if (others.length === 0) throw AppError.of(409, 'conflict', M.notExtra);
    const canceled = await stripe.subscriptions.cancel(
      extra.id,
      {},
      { idempotencyKey: `cancel-extra-${customer}-${extra.id}-${input.key}` },
    );
    // The one that goes on is kept too (its webhook may not have come yet), so the reader stays Plus.
    for (const s of [canceled, ...others]) await keepSubscription(db, viewer.id, subscriptionFields(s), readAt);
    return billingDone.extraCanceled;
  } catch (err) {
    throw refusal(err);
  }
}

/** A billing portal session for the reader's customer; answers its URL (Stripe's page comes back to `returnUrl`). */
export async function portalSession(env: BillingEnv, db: Db, viewer: Viewer, key: string, returnUrl: string, now: number): Promise<string> {
  await allowed(db, viewer, now);
  const customer = await customerFor(db, viewer, M.noAccount);
  try {
    const session = await (await stripeApi(env)).billingPortal.sessions.create(
      { customer, return_url: returnUrl },
      { idempotencyKey: `portal-${customer}-${key}` },
    );
    return session.url;
  } catch (err) {
    throw refusal(err);
  }
}

/** Stripe's answers as the reader's words: an unknown subscription is not theirs; a refusal says why (Stripe's message). */
function refusal(err: unknown): unknown {
  if (err instanceof AppError || !isStripeError(err)) return err;
  if (err.type === 'StripeInvalidRequestError' && err.code === 'resource_missing') return notFound(M.notYours);
  if (err.type === 'StripeCardError') return badRequest(err.message, 'card');
  if (err.type === 'StripeInvalidRequestError') return badRequest(err.message, err.param ?? undefined);
  return AppError.of(502, 'bad_gateway', M.actionUnreachable);
}
