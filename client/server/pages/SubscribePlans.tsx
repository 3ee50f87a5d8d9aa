/**
 * @module The funnel's first step: the monthly and annual plans (worker/contracts/plans.ts only) in
 * one form posted to /subscribe, one submit button per plan, so it works without JavaScript; the
 * server answers 303 to the next step (afterPlanChoice).
 */

import type { FunnelVersion } from '../../../worker/contracts/funnel';
import { dollars, PLAN_IDS, PLANS, type PlanId } from '../../../worker/contracts/plans';
import { FormError } from '../../browser/components/ui/Field';
import { FunnelLayout } from './SubscribeLayout';

function PlanCard({ plan, featured }: { plan: PlanId; featured: boolean }) {
  const p = PLANS[plan];
  return (
    <li className={`panel flex flex-col items-center gap-2 text-center ${featured ? 'border-2 border-accent' : ''}`} data-plan={plan}>
      {featured ? <p className="badge badge-accent">Best value</p> : null}
      <h2 className="text-xl font-bold text-ink">{p.name}</h2>
      <p className="text-4xl font-black text-ink">
        {dollars(p.weeklyCents)}
        <span className="text-base font-semibold text-ink-2">/week</span>
      </p>
      <p className="text-ink-2">
        {p.struckCents ? (
          <>
            <span className="sr-only">was </span>
            <s>{dollars(p.struckCents)}</s> <span className="sr-only">now </span>
          </>
        ) : null}
        {dollars(p.cents)} {p.per}
      </p>
      <p className="text-sm text-ink-3">{p.billed}</p>
      <p className="text-sm font-semibold text-ink">{p.savingsPercent ? `Save ${p.savingsPercent} percent` : 'Cancel anytime'}</p>
      <button
        type="submit"
        name="plan"
        value={plan}
        className={`btn btn-block mt-2 ${featured ? 'btn-primary' : 'btn-secondary'}`}
        data-choose-plan={plan}
      >
        Choose {p.name}
      </button>
    </li>
  );
}

/** `article`: the story a gate sent the reader from, carried on so the funnel can lead back to it. */
export type SubscribePlansProps = { version: FunnelVersion; article?: number | null; error?: string | null };

export function SubscribePlans({ version, article = null, error }: SubscribePlansProps) {
  return (
    <FunnelLayout version={version} step="">
      <form method="post" action="/subscribe" className="mx-auto flex max-w-3xl flex-col gap-4" data-plan-choice>
        <input type="hidden" name="version" value={String(version)} />
        {article ? <input type="hidden" name="article" value={String(article)} /> : null}
        <FormError id="plan-choice-error" message={error ?? null} />
        <ul className="grid gap-6 md:grid-cols-2">
          {PLAN_IDS.map((plan) => (
            <PlanCard key={plan} plan={plan} featured={plan === 'annual'} />
          ))}
        </ul>
        <p className="text-center text-sm text-ink-3">
          One month free with your first subscription. Prices in US dollars; your plan renews until you cancel.
        </p>
      </form>
    </FunnelLayout>
  );
}
