/**
 * @module Onboarding's payment step (spec §2: phone, location, interests, payment, finish): the
 * real payment, and skippable: 'Complete' below it finishes onboarding without paying. The reader
 * picks monthly or annual (worker/contracts/plans.ts), then pays with the shared PaymentForm;
 * success finishes onboarding (`onPaid`). Without JavaScript each plan is a link into the
 * /subscribe funnel's payment step (a card cannot be taken without Stripe.js anyway).
 */
import { useState } from 'react';
import { funnelUrl } from '../../../../worker/contracts/funnel';
import { dollars, PLAN_IDS, PLANS, type PlanId } from '../../../../worker/contracts/plans';
import { PaymentForm } from '../subscribe/PaymentForm';
import { type Discount, PlanSummary } from '../subscribe/PlanSummary';

/** What the payment step needs from the server; null for a reader who already has Plus. */
export type OnboardingPayment = {
  coupon: { code: string; discount: Discount | null } | null;
  freeMonth: boolean;
  stripeJsUrl: string;
  publishableKey: string;
} | null;

export function PaymentStep({ offer, onPaid }: { offer: OnboardingPayment; onPaid: () => void }) {
  const [plan, setPlan] = useState<PlanId | null>(null);
  if (!offer)
    return (
      <p className="text-ink-2" data-onboarding-payment="plus">
        You already have Edgewire Plus: no ads, every Plus story and unlimited local news. Complete to start reading.
      </p>
    );
  const { coupon } = offer;
  return (
    <div className="flex flex-col gap-4" data-onboarding-payment={plan ?? 'choose'}>
      <p className="text-ink-2">
        Edgewire Plus removes ads, unlocks Plus stories and unlimited local news from over 200 US cities.
        {offer.freeMonth ? ' The first month is free.' : ''}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Plans">
        {PLAN_IDS.map((id) => {
          const p = PLANS[id];
          return (
            <li key={id}>
              <a
                href={funnelUrl('payment', { plan: id })}
                onClick={(event) => {
                  event.preventDefault();
                  setPlan(id);
                }}
                aria-current={plan === id ? 'true' : undefined}
                className="flex h-full w-full flex-col items-start gap-0.5 rounded-panel border border-line-strong px-4 py-3 text-left text-ink-2 hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-[current=true]:border-accent aria-[current=true]:bg-accent-soft"
                data-plan-choice={id}
              >
                <span className="font-bold text-ink">{p.name}</span>
                <span className="text-sm">
                  {dollars(p.cents)} {p.per} · {dollars(p.weeklyCents)}/week
                  {p.savingsPercent ? ` · Save ${p.savingsPercent} percent` : ''}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      {plan ? (
        <>
          <PlanSummary
            plan={plan}
            coupon={coupon?.discount ? { code: coupon.code, discount: coupon.discount } : null}
            freeMonth={offer.freeMonth}
          />
          {/* A new plan is a new form: the old one's Stripe field and events end with it. */}
          <PaymentForm
            key={plan}
            plan={plan}
            coupon={coupon?.code ?? null}
            stripeJsUrl={offer.stripeJsUrl}
            publishableKey={offer.publishableKey}
            onCancel={() => setPlan(null)}
            onComplete={onPaid}
          />
        </>
      ) : null}
      <p className="text-sm text-ink-2">Not now? Complete to start reading for free.</p>
    </div>
  );
}
