/**
 * @module The coupon the payment step offers: the one the reader typed (?coupon=), else the active
 * promotional's stripe_coupon. Stripe says whether it is valid and what it takes off, so the price
 * shown is the price charged; a promotional coupon Stripe does not know is not offered at all (it
 * would only make the payment fail). Stripe slow or down: the code is kept, the discount unknown.
 */
import type { Db } from '../../db/client';
import { isStripeError, stripeApi } from '../billing/stripe';
import { loadPromotional } from '../promotionals/queries';
import { PROMOTIONAL_CODE } from '../static/pricing';

export type Discount = { percentOff: number | null; amountOffCents: number | null };
export type CouponOffer = { code: string; discount: Discount | null; invalid: boolean };

/** The page renders without the discount rather than wait long for Stripe. */
const LOOKUP_MS = 3000;
const COUPON_CODE = /^[A-Za-z0-9_-]{1,64}$/;

type StripeEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>;

/** What Stripe says of a code: its discount, 'invalid', or null when Stripe could not be asked in time. */
export async function lookUpCoupon(env: StripeEnv, code: string): Promise<Discount | 'invalid' | null> {
  if (!COUPON_CODE.test(code)) return 'invalid';
  const ask = stripeApi(env)
    .then((stripe) => stripe.coupons.retrieve(code))
    .then((c): Discount | 'invalid' =>
      c.valid && (c.percent_off !== null || c.currency === 'usd') ? { percentOff: c.percent_off, amountOffCents: c.amount_off } : 'invalid',
    )
    .catch((err: unknown) => (isStripeError(err, 'StripeInvalidRequestError') ? ('invalid' as const) : null));
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), LOOKUP_MS));
  return Promise.race([ask, late]);
}

/**
 * The payment step's coupon: the typed one (shown even when invalid, with the reason); none when
 * the reader emptied the box (`typed` ''); else the promotional's if Stripe knows it.
 */
export async function couponOffer(env: StripeEnv, db: Db, typed: string | undefined, nowSeconds: number): Promise<CouponOffer | null> {
  const code = typed?.trim();
  if (code === '') return null;
  if (code) {
    const found = await lookUpCoupon(env, code);
    return { code: code.slice(0, 64), discount: found === 'invalid' ? null : found, invalid: found === 'invalid' };
  }
  const promotional = (await loadPromotional(db, PROMOTIONAL_CODE, nowSeconds).catch(() => null))?.stripe_coupon;
  if (!promotional) return null;
  const found = await lookUpCoupon(env, promotional);
  return found === 'invalid' ? null : { code: promotional, discount: found, invalid: false };
}
