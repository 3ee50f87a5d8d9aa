/**
 * @module The subscription processing of the spec (provider stripe, plan, stripeToken, coupon), one
 * live subscription per reader whatever arrives at once (double clicks, two tabs, replays). An
 * attempt first claims the reader (claim-queries.ts: one attempt at a time; the others answer 409
 * at once). Holding the claim it asks Stripe again what the reader's customer already has
 * (recheck.ts): anything live there, even one made outside Edgewire, answers 'already a subscriber'
 * and is kept. Only then is the card's PaymentMethod attached and the subscription made, on the
 * plan's price with the free month for a first one, under an idempotency key of the reader's
 * customer, the plan and how many subscriptions Stripe has for them (not the card, which is new
 * for every card entry), so the same attempt replayed can only make the same one. The new state is
 * kept at once, so the reader is Plus without waiting for the webhook (which then re-reads it). A
 * card that needs authentication comes back with the client secret the page confirms with
 * Stripe.js. Stripe's own message goes back on any refusal.
 */
import type Stripe from 'stripe';
import { FREE_TRIAL_DAYS, type PlanId } from '../../contracts/plans';
import { isSubscribed } from '../../contracts/plus';
import type { Db } from '../../db/client';
import type { Viewer } from '../../env';
import { AppError, badRequest, conflict, tooManyRequests } from '../../http/errors';
import { hit } from '../../http/rate-limit';
import { claimSubscribe, releaseClaim } from './claim-queries';
import { customerOf, keepSubscription, rememberCustomer } from './queries';
import { recheck } from './recheck';
import { isStripeError, stripeApi } from './stripe';
import { subscriptionFields } from './sync';

export const SUBSCRIBE_MESSAGES = {
  created: 'Subscription created!',
  already: 'You are already a subscriber!',
  inProgress: 'Your subscription is already being set up. Please wait a moment, then reload the page.',
  badCoupon: 'This coupon is not valid.',
  unreachable: 'We could not reach the payment provider. Nothing was charged; please try again.',
  tooMany: 'Too many payment attempts. Please try again later.',
} as const;

/** Card testing is cheap for an attacker: attempts per reader per hour, counted exactly (http/rate-limit.ts). */
export const SUBSCRIBE_LIMIT = { limit: 10, windowSeconds: 3600 } as const;

/**
 * Each Stripe call of an attempt waits this long at most, retried once: the five or six calls of
 * an attempt end well inside its claim (claim-queries.ts CLAIM_SECONDS).
 */
export const SUBSCRIBE_CALL = { timeout: 8_000, maxNetworkRetries: 1 } as const;

export type SubscribeInput = { plan: PlanId; stripeToken: string; coupon?: string | null };
export type SubscribeAnswer = {
  id: string;
  status: string;
  subscription_end: number | null;
  /** Set when the card needs authentication: confirm with Stripe.js (a payment, or a setup for a trial). */
  action: { kind: 'payment' | 'setup'; client_secret: string } | null;
};

type BillingEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL' | 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_ANNUAL'>;

export async function subscribe(
  env: BillingEnv,
  db: Db,
  viewer: Viewer,
  input: SubscribeInput,
  nowSeconds: number,
): Promise<SubscribeAnswer> {
  if (isSubscribed(viewer.subscriptionEnd, nowSeconds)) throw conflict(SUBSCRIBE_MESSAGES.already);
  const token = crypto.randomUUID();
  const claim = await claimSubscribe(db, viewer.id, token, nowSeconds);
  if (!claim.won) throw conflict(SUBSCRIBE_MESSAGES.inProgress);
  try {
    // Plus by now: an attempt that ended while this request was on its way.
    if (isSubscribed(claim.subscriptionEnd, nowSeconds)) throw conflict(SUBSCRIBE_MESSAGES.already);
    const attempt = await hit(db, { key: `subscribe:${viewer.id}`, ...SUBSCRIBE_LIMIT }, nowSeconds);
    if (!attempt.allowed) throw tooManyRequests(SUBSCRIBE_MESSAGES.tooMany, attempt.retryAfter);
    return await subscribeClaimed(env, db, viewer, input, claim.hadSubscription);
  } finally {
    await releaseClaim(db, viewer.id, token);
  }
}

/** The Stripe part, holding the reader's claim. */
async function subscribeClaimed(env: BillingEnv, db: Db, viewer: Viewer, input: SubscribeInput, hadSubscription: boolean) {
  const stripe = await stripeApi(env);
  try {
    const coupon = input.coupon ? await validCoupon(stripe, input.coupon) : null;
    const customer = await customerFor(stripe, db, viewer);
    const atStripe = await recheck(stripe, db, viewer.id, customer, SUBSCRIBE_CALL);
    if (atStripe.live) throw conflict(SUBSCRIBE_MESSAGES.already);
    const method = await stripe.paymentMethods.attach(
      input.stripeToken,
      { customer },
      { idempotencyKey: `attach-${customer}-${input.stripeToken}`.slice(0, 255), ...SUBSCRIBE_CALL },
    );
    const trial = hadSubscription || atStripe.made > 0 ? {} : { trial_period_days: FREE_TRIAL_DAYS };
    const readAt = Date.now();
    const subscription = await stripe.subscriptions.create(
      {
        customer,
        items: [{ price: input.plan === 'annual' ? env.STRIPE_PRICE_ANNUAL : env.STRIPE_PRICE_MONTHLY }],
        default_payment_method: method.id,
        // The first invoice is charged now; a card that needs authentication leaves it incomplete
        // with a client secret for Stripe.js (actionOf).
        payment_behavior: 'allow_incomplete',
        ...trial,
        ...(coupon ? { discounts: [{ coupon }] } : {}),
        metadata: { user_id: String(viewer.id), ...(coupon ? { coupon } : {}) },
        expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      },
      // The reader (one customer each) and the plan, counted from what Stripe has made for them:
      // the same for every attempt that saw the same subscriptions, whichever card it carries.
      { idempotencyKey: `subscribe-${customer}-${input.plan}-${atStripe.made}`, ...SUBSCRIBE_CALL },
    );
    const subscriptionEnd = await keepSubscription(db, viewer.id, subscriptionFields(subscription), readAt);
    return { id: subscription.id, status: subscription.status, subscription_end: subscriptionEnd, action: actionOf(subscription) };
  } catch (err) {
    throw refusal(err);
  }
}

/** The reader's customer: the one recorded, else a new one (one per reader, even for two requests at once). */
async function customerFor(stripe: Stripe, db: Db, viewer: Viewer): Promise<string> {
  const known = await customerOf(db, viewer.id);
  if (known) return known;
  const made = await stripe.customers.create(
    { email: viewer.email, metadata: { user_id: String(viewer.id) } },
    { idempotencyKey: `customer-${viewer.id}-${viewer.email}`, ...SUBSCRIBE_CALL },
  );
  return rememberCustomer(db, viewer.id, made.id);
}

async function validCoupon(stripe: Stripe, id: string): Promise<string> {
  try {
    const coupon = await stripe.coupons.retrieve(id, {}, SUBSCRIBE_CALL);
    if (coupon.valid) return coupon.id;
  } catch (err) {
    if (!isStripeError(err, 'StripeInvalidRequestError')) throw err;
  }
  throw badRequest(SUBSCRIBE_MESSAGES.badCoupon, 'coupon');
}

/** What the page must confirm with Stripe.js, if anything. */
function actionOf(sub: Stripe.Subscription): SubscribeAnswer['action'] {
  const setup = sub.pending_setup_intent;
  if (setup && typeof setup !== 'string' && setup.status === 'requires_action' && setup.client_secret)
    return { kind: 'setup', client_secret: setup.client_secret };
  const invoice = sub.latest_invoice;
  const secret = invoice && typeof invoice !== 'string' ? invoice.confirmation_secret?.client_secret : null;
  return sub.status === 'incomplete' && secret ? { kind: 'payment', client_secret: secret } : null;
}

/** Stripe's refusals in the envelope, with Stripe's own message (the spec shows it in red). */
function refusal(err: unknown): unknown {
  if (err instanceof AppError || !isStripeError(err)) return err;
  // The same reader, plan and count with other parameters: another attempt made it (one whose
  // claim ran out while it waited on Stripe), so this one is that attempt's double.
  if (err.type === 'StripeIdempotencyError') return conflict(SUBSCRIBE_MESSAGES.inProgress);
  if (err.type === 'StripeCardError') return badRequest(err.message, 'stripeToken');
  if (err.type === 'StripeInvalidRequestError') return badRequest(err.message, fieldOf(err.param));
  return AppError.of(502, 'bad_gateway', SUBSCRIBE_MESSAGES.unreachable);
}

/** Stripe names its own parameters; the envelope names the field of our request that carried it. */
function fieldOf(param: string | undefined): string | undefined {
  if (!param) return undefined;
  if (param === 'payment_method' || param === 'default_payment_method') return 'stripeToken';
  if (param === 'coupon' || param.startsWith('discounts')) return 'coupon';
  return param;
}
