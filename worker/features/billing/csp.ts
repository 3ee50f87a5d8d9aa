/**
 * @module Stripe's billing portal in the billing page's Content-Security-Policy. The page's "Update
 * card" and "Manage subscription" forms post to /account/billing/portal, which answers 303 to the
 * portal; browsers hold a form's redirects to `form-action` too, so that page must list the
 * portal's origin there (Chrome refuses the redirect otherwise). Stripe's portal lives at
 * billing.stripe.com; the local stand-in serves it from its own API origin (decision 028).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { BILLING_PAGE } from './forms';

/** Where the billing portal's pages are served for this configuration. */
export function portalOrigins(env: Pick<Env, 'STRIPE_API_URL'>): string[] {
  try {
    const api = new URL(env.STRIPE_API_URL || 'https://api.stripe.com').origin;
    return [api === 'https://api.stripe.com' ? 'https://billing.stripe.com' : api];
  } catch {
    return [];
  }
}

/** A secureHeaders CSP value for `formAction`: the portal's origin on the billing page, else nothing. */
export const portalFormAction = (c: Context<AppEnv>): string =>
  c.req.path.replace(/\/+$/, '') === BILLING_PAGE ? portalOrigins(c.env).join(' ') : '';
