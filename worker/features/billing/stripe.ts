/**
 * @module Stripe for the Worker's code, loaded on first use: the SDK (./stripe-sdk.ts) is ~740 KB
 * of JavaScript that only billing, the subscribe funnel and Stripe's webhooks need, so it is a
 * dynamic import rather than part of every cold isolate's global scope (issue 29, a lean Worker).
 * Its error classes are told apart by the `type` every Stripe error carries (the class's name),
 * which needs no SDK loaded.
 */
import type Stripe from 'stripe';
import type { StripeEnv } from './stripe-sdk';

const sdk = () => import('./stripe-sdk');

/** The client for this configuration (one per isolate), loading the SDK the first time. */
export async function stripeApi(env: StripeEnv): Promise<Stripe> {
  return (await sdk()).stripeClient(env);
}

/** Stripe's tolerance for a webhook's timestamp: older deliveries are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The verified event, or null when the signature, its timestamp or the body does not hold. */
export async function verifiedEvent(env: StripeEnv & Pick<Env, 'STRIPE_WEBHOOK_SECRET'>, raw: string, signature: string) {
  return (await sdk()).verifiedEvent(env, raw, signature, WEBHOOK_TOLERANCE_SECONDS);
}

type ErrorClasses = typeof Stripe.errors;
type ErrorName = {
  [K in keyof ErrorClasses]: ErrorClasses[K] extends abstract new (...args: never[]) => unknown ? K : never;
}[keyof ErrorClasses];

/**
 * `err instanceof Stripe.errors[name]` (any Stripe error without a name) without the SDK: each
 * of its errors sets `type` to its class's name (stripe/esm/Error.js).
 */
export function isStripeError<N extends ErrorName = 'StripeError'>(err: unknown, name?: N): err is InstanceType<ErrorClasses[N]> {
  if (!(err instanceof Error) || !('type' in err) || typeof err.type !== 'string' || !('rawType' in err)) return false;
  return name === undefined || name === 'StripeError' ? err.type.startsWith('Stripe') : err.type === name;
}
