/**
 * @module What /landing's payment modal needs for a signed-in free reader (LandingPlans island):
 * the promotional's coupon as Stripe knows it, whether the free month applies, and Stripe.js's
 * address and publishable key (never a secret).
 */
import type { Context } from 'hono';
import type { LandingPlansProps } from '../../../client/browser/components/subscribe/LandingPlans';
import type { AppEnv } from '../../env';
import { nowSeconds } from '../../http/time';
import { hadSubscription } from '../billing/queries';
import { couponOffer } from './coupon';

export async function landingPayment(c: Context<AppEnv>): Promise<LandingPlansProps | undefined> {
  const viewer = c.var.viewer;
  if (!viewer) return undefined;
  const db = c.get('db');
  const [offer, returning] = await Promise.all([couponOffer(c.env, db, undefined, nowSeconds()), hadSubscription(db, viewer.id)]);
  return {
    coupon: offer ? { code: offer.code, discount: offer.discount } : null,
    freeMonth: !returning,
    stripeJsUrl: c.env.STRIPE_JS_URL,
    publishableKey: c.env.STRIPE_PUBLISHABLE_KEY,
  };
}
