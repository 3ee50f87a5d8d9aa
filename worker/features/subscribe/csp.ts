/**
 * @module Stripe in the Content-Security-Policy and the Permissions-Policy, only where a page runs
 * Stripe.js: its script and frames (STRIPE_JS_URL's origin), the calls it makes (STRIPE_API_URL's
 * origin), and the Payment Request API (`payment`, behind its wallet buttons). Every other page
 * keeps 'self' alone and no payment at all. Read per request from the environment, so the local
 * stand-in and production differ by configuration only. The values feed hono secureHeaders
 * (worker/app.ts), which decides before the route runs, so they decide by path.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';

/**
 * Pages whose islands load Stripe.js: the funnel's payment step, /landing's payment modal, and the
 * card forms of onboarding's payment step and /account/billing (built beside this one).
 */
const STRIPE_PAGES = new Set(['/subscribe/payment', '/landing', '/onboarding', '/account/billing']);

export const usesStripeJs = (path: string) => STRIPE_PAGES.has(path.length > 1 ? path.replace(/\/+$/, '') : path);

type Directive = 'script' | 'frame' | 'connect';

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The sources one directive adds for Stripe. Stripe's own CSP guide also lists, for js.stripe.com,
 * its subdomains (script and frames) and hooks.stripe.com (the 3D Secure frames); the local
 * stand-in draws its challenge in the page and needs none of that.
 */
export function stripeSources(env: Pick<Env, 'STRIPE_JS_URL' | 'STRIPE_API_URL'>, directive: Directive): string[] {
  const js = originOf(env.STRIPE_JS_URL);
  const api = originOf(env.STRIPE_API_URL);
  const stripe = js === 'https://js.stripe.com';
  if (directive === 'connect') return api ? [api] : [];
  if (!js) return [];
  if (directive === 'script') return stripe ? [js, 'https://*.js.stripe.com'] : [js];
  return stripe ? [js, 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : [js];
}

/** A secureHeaders CSP value: Stripe's sources for this directive on the pages that use Stripe.js, else nothing. */
export const stripeCsp =
  (directive: Directive) =>
  (c: Context<AppEnv>): string =>
    usesStripeJs(c.req.path) ? stripeSources(c.env, directive).join(' ') : '';

/**
 * Who may use the Payment Request API on this page: this site and Stripe.js's frames where
 * Stripe.js runs (its wallet buttons are frames of STRIPE_JS_URL's origin), nobody elsewhere.
 */
export function paymentAllowlist(c: Context<AppEnv>): string[] {
  const js = usesStripeJs(c.req.path) ? originOf(c.env.STRIPE_JS_URL) : null;
  return js ? ['self', js] : [];
}

/**
 * secureHeaders writes a fixed Permissions-Policy, so the security headers are made once per
 * payment allowlist (two in practice: none, and the Stripe pages') and picked by the request.
 */
export function byPaymentAllowlist(make: (payment: string[]) => MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  const made = new Map<string, MiddlewareHandler<AppEnv>>();
  return (c, next) => {
    const payment = paymentAllowlist(c);
    const key = payment.join(' ');
    let headers = made.get(key);
    if (!headers) made.set(key, (headers = make(payment)));
    return headers(c, next);
  };
}
