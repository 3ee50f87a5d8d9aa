/**
 * @module /onboarding, where a new reader lands after signing up: phone and SMS consent, interests,
 * locations, the Plus payment (skippable; none for a reader who has Plus); `?step=` opens one step (the island keeps it in the
 * address, the forms redirect to it). Guests go to /login (readerPage: /onboarding has no
 * ?redirect= key). Never cached.
 */
import { type Context, Hono } from 'hono';
import type { OnboardingPayment } from '../../../client/browser/components/onboarding/PaymentStep';
import { OnboardingPage } from '../../../client/server/pages/OnboardingPage';
import { isPhone } from '../../contracts/account';
import type { FormFeedback } from '../../contracts/forms';
import { ONBOARDING_TITLE, type OnboardingStep, parseStep } from '../../contracts/onboarding';
import { readerTier } from '../../contracts/plus';
import type { AppEnv } from '../../env';
import { readerPage, type SignedIn } from '../../http/guards';
import { nowSeconds } from '../../http/time';
import { interestGroups, locationFilterOf, locationsView } from '../account/views';
import { hadSubscription } from '../billing/queries';
import { couponOffer } from '../subscribe/coupon';
import { onboardingData } from './queries';

export const onboardingPages = new Hono<AppEnv>();

/**
 * The payment step's offer, as the /subscribe funnel's payment step makes it: the promotional's
 * coupon if Stripe knows it, the free month for a first subscription, Stripe.js and the
 * publishable key; null for a reader who already has Plus (nothing to pay for).
 */
async function paymentOffer(c: Context<AppEnv & SignedIn>): Promise<OnboardingPayment> {
  const now = nowSeconds();
  if (readerTier(c.var.viewer, now) === 'plus') return null;
  const db = c.get('db');
  const [coupon, returning] = await Promise.all([couponOffer(c.env, db, undefined, now), hadSubscription(db, c.var.viewer.id)]);
  return {
    coupon: coupon ? { code: coupon.code, discount: coupon.discount } : null,
    freeMonth: !returning,
    stripeJsUrl: c.env.STRIPE_JS_URL,
    publishableKey: c.env.STRIPE_PUBLISHABLE_KEY,
  };
}

/** The page at one step; `feedback` when a step posted without JavaScript came back with a problem. */
export async function onboardingScreen(c: Context<AppEnv & SignedIn>, step: OnboardingStep, feedback?: FormFeedback) {
  c.header('Cache-Control', 'private, no-store');
  const filter = locationFilterOf(c.req.query('state'), c.req.query('q'));
  const [data, payment] = await Promise.all([onboardingData(c.get('db'), c.var.viewer.id, filter), paymentOffer(c)]);
  const fromQuery = c.req.query('phone')?.trim() ?? '';
  // ?phone= only prefills the field (nothing is saved without the reader's consent).
  const phone = fromQuery && fromQuery.length <= 40 && isPhone(fromQuery) ? fromQuery : (data.phone ?? '');
  const locations = locationsView(data.locations);
  return c.render(
    <OnboardingPage
      start={step}
      phone={phone}
      shortCode={c.env.SMS_SHORT_CODE}
      interests={interestGroups(data.interests)}
      locations={locations.initial}
      myLocations={locations.mine}
      locationFilter={filter}
      payment={payment}
      {...(feedback ? { feedback } : {})}
    />,
    { title: `${ONBOARDING_TITLE} · Edgewire`, noindex: true },
  );
}

onboardingPages.get('/onboarding', readerPage, (c) =>
  onboardingScreen(c, parseStep(c.req.query('step'), readerTier(c.var.viewer, nowSeconds()) === 'plus')),
);
