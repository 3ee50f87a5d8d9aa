/**
 * @module vitest globalSetup for the Workers project (runs in Node): starts the local Stripe
 * stand-in (stripe.ts) so Worker tests call a real Stripe peer through the stripe SDK, and
 * provides its URL and the STRIPE_* variables that vitest.config turns into bindings. Worker tests
 * have no HTTP port for webhooks to reach, so events are kept, not posted: a test reads them from
 * `GET {stripeUrl}_control/events?customer=…` (exact payload and a fresh Stripe-Signature) and
 * replays them into `SELF.fetch('/aux/stripe/webhook', …)`. Tests share one stand-in: each makes
 * its own customers and filters events by them, and never calls /_control/reset.
 */
import type { TestProject } from 'vitest/node';
import { startStripeStandIn } from './stripe.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stripe = await startStripeStandIn({ webhookUrl: null });
  project.provide('stripeUrl', stripe.url);
  project.provide('stripeVars', stripe.vars);
  return () => stripe.stop();
}
