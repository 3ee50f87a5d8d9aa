/**
 * @module Billing: Edgewire Plus through Stripe. The Stripe client (stripe.ts), the webhooks that
 * keep each reader's subscription and their Plus entitlement (users.subscription_end) in step with
 * Stripe (aux.ts, actions.ts, sync.ts), the billing e-mails, and /account/billing: what it shows
 * (account.ts, drawn inside the account pages) and its form posts (forms.ts, manage.ts).
 */
import type { Feature } from '../../http/feature';
import { aux, WEBHOOK_PATH } from './aux';
import { forms } from './forms';

// Stripe posts from its own servers: no Origin of ours; the signature is the proof.
export const billing: Feature = { aux, forms, crossSite: [WEBHOOK_PATH] };
