/**
 * @module The funnel's steps after the plan choice, each inside the version's layout: the account
 * step (the site's own sign-up and login form, carrying the funnel's key so it comes back here),
 * the payment step (the plan, the PaymentForm island; card entry needs JavaScript, said in a
 * noscript), thank-you and welcome-back with the spec's words.
 */

import { type FunnelVersion, funnelReadingPath, funnelUrl } from '../../../worker/contracts/funnel';
import { PLANS, PLUS_BENEFITS, type PlanId } from '../../../worker/contracts/plans';
import { type Discount, PlanSummary } from '../../browser/components/subscribe/PlanSummary';
import { ButtonLink } from '../../browser/components/ui/Button';
import { FormError } from '../../browser/components/ui/Field';
import { Island } from '../islands';
import { FunnelLayout } from './SubscribeLayout';

export const FUNNEL_WORDS = {
  thankYouTitle: 'Welcome to Edgewire Plus!',
  customize: 'Next, Customize Your Experience',
  startReadingNew: 'Start Reading!',
  alreadySubscriber: 'You are already a subscriber!',
  startReading: 'Start Reading',
  backToArticle: 'Back to the article',
  noScript:
    'Entering a card needs JavaScript, which is turned off or blocked in this browser. Turn it on and reload this page to subscribe; nothing has been charged.',
} as const;

const changePlan = (version: FunnelVersion, article: number | null) => (
  <a className="link text-sm" href={funnelUrl('', { version, article })}>
    Change plan
  </a>
);

export type AccountStepProps = {
  version: FunnelVersion;
  step: 'sign-up' | 'create-account' | 'login';
  plan: PlanId | null;
  article: number | null;
  /** The `redirect` key the form carries (funnelSignInKey), and the other mode's funnel step. */
  redirect: string;
  switchHref: string;
};

export function AccountStep({ version, step, plan, article, redirect, switchHref }: AccountStepProps) {
  return (
    <FunnelLayout version={version} step={step}>
      <div className="mx-auto flex w-full max-w-md flex-col gap-4">
        {plan ? (
          <p className="text-sm text-ink-2" data-chosen-plan={plan}>
            Your plan: <strong className="text-ink">{PLANS[plan].name}</strong> · {changePlan(version, article)}
          </p>
        ) : null}
        <Island name="AuthForm" props={{ mode: step === 'login' ? 'login' : 'signup', redirect, switchHref }} />
      </div>
    </FunnelLayout>
  );
}

export type PaymentStepProps = {
  version: FunnelVersion;
  plan: PlanId;
  article: number | null;
  coupon: { code: string; discount: Discount | null; invalid: boolean } | null;
  couponInvalidMessage: string;
  freeMonth: boolean;
  stripeJsUrl: string;
  publishableKey: string;
  /** What the coupon box's Apply keeps in the address (plan, version, new, article). */
  keep: Record<string, string>;
};

export function PaymentStep({
  version,
  plan,
  article,
  coupon,
  couponInvalidMessage,
  freeMonth,
  stripeJsUrl,
  publishableKey,
  keep,
}: PaymentStepProps) {
  const applied = coupon?.discount ? { code: coupon.code, discount: coupon.discount } : null;
  return (
    <FunnelLayout version={version} step="payment">
      {/* Stripe.js starts downloading with the page; the island runs it (it is never bundled). */}
      <link rel="preload" href={stripeJsUrl} as="script" />
      <div className="mx-auto flex w-full max-w-md flex-col gap-5">
        <h1 className="text-3xl font-black tracking-tight text-ink">Start your subscription</h1>
        <PlanSummary plan={plan} coupon={applied} freeMonth={freeMonth} />
        <p className="text-sm">{changePlan(version, article)}</p>
        {coupon?.invalid ? <FormError id="coupon-invalid" message={couponInvalidMessage} /> : null}
        <noscript>
          <p className="form-error" data-noscript-payment>
            {FUNNEL_WORDS.noScript}
          </p>
        </noscript>
        <Island
          name="PaymentForm"
          props={{
            plan,
            coupon: coupon?.code ?? null,
            stripeJsUrl,
            publishableKey,
            applyCoupon: { action: `/subscribe/payment?${new URLSearchParams(keep)}`, keep },
          }}
        />
      </div>
    </FunnelLayout>
  );
}

/** `article`: the story the reader subscribed from, which reading leads back to (else /trending). */
/** Where each thing Plus gives can be tried at once (null: it is everywhere, nothing to open). */
const UNLOCKED_AT: Record<(typeof PLUS_BENEFITS)[number], string | null> = {
  'No ads, on every page': null,
  'Every paid exclusive from our editors': '/trending',
  'Unlimited local news from over 200 US cities': '/local',
  'Up and down voting and your whole For You feed': '/foryou',
};

/** What the payment has just opened, each with where to try it. */
function Unlocked({ article }: { article: number | null }) {
  return (
    <section aria-labelledby="unlocked-title" className="w-full rounded-panel border border-line bg-raised p-5 text-left" data-unlocked="">
      <h2 id="unlocked-title" className="text-sm font-bold tracking-wide text-ink-2 uppercase">
        Now unlocked
      </h2>
      <ul className="mt-3 grid gap-2">
        {PLUS_BENEFITS.map((b) => {
          const href = b === 'Every paid exclusive from our editors' && article ? funnelReadingPath(article) : UNLOCKED_AT[b];
          return (
            <li key={b} className="flex gap-2 text-ink">
              <span aria-hidden="true" className="font-bold text-success">
                ✓
              </span>
              {href ? (
                <a className="link" href={href}>
                  {b}
                </a>
              ) : (
                b
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ThankYouStep({
  version,
  isNew,
  article,
  email,
}: {
  version: FunnelVersion;
  isNew: boolean;
  article: number | null;
  /** Where the receipt goes: the reader's address. */
  email: string | null;
}) {
  return (
    <FunnelLayout version={version} step="thank-you">
      <div className="mx-auto flex max-w-xl flex-col items-center gap-5 text-center" data-thank-you={isNew ? 'new' : 'returning'}>
        <h1 className="text-3xl font-black tracking-tight text-ink">{FUNNEL_WORDS.thankYouTitle}</h1>
        <p className="text-lg text-ink-2">
          Thank you for subscribing. Paid exclusives, unlimited local news and an ad-free Edgewire are yours from now on.
          {email ? ` Your receipt is on its way to ${email}.` : ''}
        </p>
        <Unlocked article={article} />
        {isNew ? (
          <>
            <p className="text-ink-2">Next: pick your cities and interests, so the front page and Local are yours.</p>
            {/* Spec: to /login, which sends a reader who is not yet onboarded on to onboarding. */}
            <ButtonLink variant="primary" href="/login">
              {FUNNEL_WORDS.customize}
            </ButtonLink>
            {article ? (
              <a className="link" href={funnelReadingPath(article)} data-back-to-article>
                {FUNNEL_WORDS.backToArticle}
              </a>
            ) : null}
          </>
        ) : (
          <ButtonLink variant="primary" href={funnelReadingPath(article)}>
            {FUNNEL_WORDS.startReadingNew}
          </ButtonLink>
        )}
      </div>
    </FunnelLayout>
  );
}

export function WelcomeBackStep({ version, article }: { version: FunnelVersion; article: number | null }) {
  return (
    <FunnelLayout version={version} step="welcome-back">
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 text-center" data-welcome-back>
        <h1 className="text-3xl font-black tracking-tight text-ink">{FUNNEL_WORDS.alreadySubscriber}</h1>
        <p className="text-lg text-ink-2">Your Edgewire Plus is active: every story is open to you.</p>
        <ButtonLink variant="primary" href={funnelReadingPath(article)}>
          {FUNNEL_WORDS.startReading}
        </ButtonLink>
      </div>
    </FunnelLayout>
  );
}
