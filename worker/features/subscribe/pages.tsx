/**
 * @module The /subscribe funnel's pages (spec §2 "Subscribe funnel", §4 "Subscription flow"):
 * GET /subscribe and /subscribe/{step}. Every request is routed by the one pure rule,
 * routeFunnel (worker/contracts/funnel.ts): a redirect, or the step to show, drawn in the layout
 * the `version` picks. An unknown step is the site's 404. Never cached: each answer depends on
 * the reader.
 */
import { type Context, Hono } from 'hono';
import { SubscribePlans } from '../../../client/server/pages/SubscribePlans';
import { AccountStep, PaymentStep, ThankYouStep, WelcomeBackStep } from '../../../client/server/pages/SubscribeSteps';
import { type FunnelAnswer, type FunnelStep, type FunnelVersion, funnelSignInKey, funnelUrl, routeFunnel } from '../../contracts/funnel';
import { readerTier } from '../../contracts/plus';
import type { AppEnv, Viewer } from '../../env';
import { nowSeconds } from '../../http/time';
import { hadSubscription } from '../billing/queries';
import { SUBSCRIBE_MESSAGES } from '../billing/subscribe';
import { couponOffer } from './coupon';

type Shown = Extract<FunnelAnswer, { show: FunnelStep }>;

export const pages = new Hono<AppEnv>();

const TITLES: Record<FunnelStep, string> = {
  '': 'Edgewire Plus: choose your plan',
  'sign-up': 'Create your account',
  'create-account': 'Create your account',
  login: 'Login',
  payment: 'Payment',
  'thank-you': 'Welcome to Edgewire Plus',
  'welcome-back': 'Welcome back',
};

/** The page options every funnel step shares; the plan choice alone is for search engines. */
export const funnelPageOptions = (c: Context<AppEnv>, step: FunnelStep) => ({
  title: `${TITLES[step]} · Edgewire`,
  description: 'Edgewire Plus: no ads, every paid exclusive and unlimited local news. Monthly or annual; one month is free.',
  ...(step === '' ? { canonical: `${c.env.SITE_URL}/subscribe` } : { noindex: true }),
});

/** The plan choice; `error` when a post came back with a problem. */
export const plansScreen = (c: Context<AppEnv>, version: FunnelVersion, article: number | null, error: string | null = null) =>
  c.render(<SubscribePlans version={version} article={article} error={error} />, funnelPageOptions(c, ''));

/** The payment step; `couponCode` is what the coupon box posted, else a promotion link's ?coupon=. */
export async function paymentPage(
  c: Context<AppEnv>,
  viewer: Viewer,
  shown: Shown & { plan: NonNullable<Shown['plan']> },
  couponCode = c.req.query('coupon'),
) {
  const now = nowSeconds();
  const db = c.get('db');
  const [coupon, returning] = await Promise.all([couponOffer(c.env, db, couponCode, now), hadSubscription(db, viewer.id)]);
  const keep: Record<string, string> = {
    plan: shown.plan,
    ...(shown.version ? { version: String(shown.version) } : {}),
    ...(shown.isNew ? { new: 'yes' } : {}),
    ...(shown.article ? { article: String(shown.article) } : {}),
  };
  return c.render(
    <PaymentStep
      version={shown.version}
      plan={shown.plan}
      article={shown.article}
      coupon={coupon}
      couponInvalidMessage={SUBSCRIBE_MESSAGES.badCoupon}
      freeMonth={!returning}
      stripeJsUrl={c.env.STRIPE_JS_URL}
      publishableKey={c.env.STRIPE_PUBLISHABLE_KEY}
      keep={keep}
    />,
    funnelPageOptions(c, 'payment'),
  );
}

async function funnelPage(c: Context<AppEnv>, step: FunnelStep) {
  c.header('Cache-Control', 'private, no-store');
  const viewer = c.var.viewer;
  const answer = routeFunnel(step, readerTier(viewer, nowSeconds()), {
    plan: c.req.query('plan'),
    version: c.req.query('version'),
    new: c.req.query('new'),
    article: c.req.query('article'),
  });
  if ('redirect' in answer) return c.redirect(answer.redirect, 302);
  const { show, plan, version, isNew, article } = answer;
  switch (show) {
    case '':
      return plansScreen(c, version, article);
    case 'sign-up':
    case 'create-account':
    case 'login': {
      const other = funnelUrl(show === 'login' ? 'sign-up' : 'login', { plan, version, article });
      return c.render(
        <AccountStep
          version={version}
          step={show}
          plan={plan}
          article={article}
          redirect={funnelSignInKey(plan, version, article)}
          switchHref={other}
        />,
        funnelPageOptions(c, show),
      );
    }
    case 'payment':
      // routeFunnel shows payment only to a reader, with a plan.
      if (!viewer || !plan) return c.redirect(funnelUrl('login', { plan, version, article }), 302);
      return paymentPage(c, viewer, { ...answer, plan });
    case 'thank-you':
      return c.render(
        <ThankYouStep version={version} isNew={isNew} article={article} email={viewer?.email ?? null} />,
        funnelPageOptions(c, show),
      );
    case 'welcome-back':
      return c.render(<WelcomeBackStep version={version} article={article} />, funnelPageOptions(c, show));
  }
}

pages.get('/subscribe', (c) => funnelPage(c, ''));
// Only the funnel's own steps match; anything else under /subscribe/ falls through to the site's 404.
pages.get('/subscribe/:step{sign-up|create-account|login|payment|thank-you|welcome-back}', (c) =>
  funnelPage(c, c.req.param('step') as FunnelStep),
);
