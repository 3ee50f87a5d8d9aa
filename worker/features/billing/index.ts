/**
 * @module Billing: Edgewire Plus through Stripe. The Stripe client (stripe.ts), the webhooks that
 * keep each reader's subscription and their Plus entitlement (users.subscription_end) in step with
 * Stripe (aux.ts, actions.ts, sync.ts), and the billing e-mails.
 */
import type { Feature } from '../../http/feature';
import { aux, WEBHOOK_PATH } from './aux';

// Stripe posts from its own servers: no Origin of ours; the signature is the proof.
export const billing: Feature = { aux, crossSite: [WEBHOOK_PATH] };
