/**
 * @module /account/billing: the reader's plan, where it stands, the next charge, the card and the
 * invoices, read from Stripe (worker/features/billing/account.ts), with every change as a plain
 * form post that works without JavaScript. Canceling and switching ask once more inside a
 * <details> before their form is shown. A free reader sees the plans and the way into /subscribe.
 * Any extra live subscription is listed under the plan with a way to cancel it (BillingExtras.tsx).
 * Hooks for tests: data-billing (the state), data-billing-status, data-billing-ends,
 * data-billing-action on each form, data-billing-extra on each extra.
 */
import type { ReactNode } from 'react';
import { BILLING_MESSAGES, type BillingView, billingDate, type SubscriptionView } from '../../../worker/contracts/billing';
import { funnelUrl } from '../../../worker/contracts/funnel';
import { dollars, PLAN_IDS, PLANS } from '../../../worker/contracts/plans';
import { TEXT_LINK } from '../../browser/components/links';
import { Badge } from '../../browser/components/ui/Badge';
import { Button, ButtonLink } from '../../browser/components/ui/Button';
import { BillingExtras } from './BillingExtras';
import { BillingForm, Confirm, Invoices, TONE } from './BillingParts';

const Time = ({ at, ...rest }: { at: number; [data: `data-${string}`]: string }) => (
  <time dateTime={new Date(at * 1000).toISOString()} {...rest}>
    {billingDate(at)}
  </time>
);

export function BillingSection({ view }: { view: BillingView }) {
  const sub = view.subscription;
  const showPlans = !sub || sub.state === 'ended' || sub.state === 'inactive';
  // Actions need Stripe: they are offered only when the page was read from it.
  const actions = view.reachable && view.source === 'stripe';
  return (
    <div className="flex max-w-2xl flex-col gap-6" data-billing={sub && !showPlans ? sub.state : view.plus.subscribed ? 'plus' : 'free'}>
      {view.reachable ? null : (
        <p role="alert" className="form-error" data-billing-unreachable>
          {BILLING_MESSAGES.unreachable}
        </p>
      )}
      {sub && !showPlans ? (
        <Subscription sub={sub} view={view} actions={actions} />
      ) : view.plus.subscribed && view.plus.until !== null ? (
        <section className="panel flex flex-col gap-2" aria-label="Your plan" data-billing-status="plus">
          <h3 className="text-xl font-bold text-ink">Edgewire Plus</h3>
          <p className="text-ink-2">
            {'Plus until '}
            <Time at={view.plus.until} data-billing-ends="" />.
          </p>
          {view.customer ? null : <p className="text-sm text-ink-3">{BILLING_MESSAGES.notBilledHere}</p>}
        </section>
      ) : (
        <Plans view={view} ended={sub?.state === 'ended' ? sub : null} />
      )}
      {view.extras.length > 0 && actions ? <BillingExtras view={view} /> : null}
      {actions && view.customer ? (
        <BillingForm action="portal" view={view} className="self-start">
          <Button type="submit" variant="secondary">
            Manage subscription
          </Button>
          <p className="mt-2 text-sm text-ink-3">Receipts, billing details and more, on our payment provider’s secure page.</p>
        </BillingForm>
      ) : null}
      <Invoices invoices={view.invoices} />
    </div>
  );
}

const Row = ({ term, children }: { term: string; children: ReactNode }) => (
  <>
    <dt className="font-semibold text-ink">{term}</dt>
    <dd className="text-ink-2">{children}</dd>
  </>
);

function Subscription({ sub, view, actions }: { sub: SubscriptionView; view: BillingView; actions: boolean }) {
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="billing-plan" data-billing-subscription={sub.id}>
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="billing-plan" className="text-xl font-bold text-ink">
          {`Edgewire Plus ${sub.planName}`}
        </h3>
        <span data-billing-status={sub.state}>
          <Badge tone={TONE[sub.state]}>{sub.label}</Badge>
        </span>
      </div>
      <p className="text-ink-2" data-billing-detail>
        {sub.detail}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <Row term="Plan">
          {`${sub.planName}, ${sub.price} `}
          <span className="text-ink-3">{`(${sub.billed})`}</span>
        </Row>
        {sub.endsOn !== null ? (
          <Row term="Ends on">
            <Time at={sub.endsOn} data-billing-ends="" />
          </Row>
        ) : null}
        {sub.nextCharge ? (
          <Row term={sub.nextCharge.first ? 'First charge' : 'Next charge'}>
            <span data-billing-next-charge="">
              {`${sub.nextCharge.amount} on `}
              <Time at={sub.nextCharge.date} />
            </span>
          </Row>
        ) : null}
        {view.card ? (
          <Row term="Card">
            <span data-billing-card="">{`${view.card.brand} ending in ${view.card.last4}, expires ${view.card.expires}`}</span>
          </Row>
        ) : null}
      </dl>
      {actions ? <SubscriptionActions sub={sub} view={view} /> : null}
    </section>
  );
}

function SubscriptionActions({ sub, view }: { sub: SubscriptionView; view: BillingView }) {
  const until = sub.nextCharge ? billingDate(sub.nextCharge.date) : 'the end of the current period';
  return (
    <div className="flex flex-col gap-4 border-t border-line pt-4">
      <div className="flex flex-wrap gap-3">
        {sub.canResume ? (
          <BillingForm action="resume" view={view} subscription={sub.id}>
            <Button type="submit" variant="primary">
              Resume subscription
            </Button>
          </BillingForm>
        ) : null}
        <BillingForm action="update-card" view={view}>
          <Button type="submit" variant="secondary">
            {view.card ? 'Update card' : 'Add a card'}
          </Button>
        </BillingForm>
      </div>
      {sub.switchTo ? (
        <Confirm summary={`Switch to ${sub.switchTo.name}`} hook="switch">
          <p className="text-ink-2">
            {sub.state === 'trialing'
              ? `Your free month goes on. From ${until} you pay ${sub.switchTo.price}.`
              : `The change starts today: you pay ${sub.switchTo.price} now, less a credit for the unused time of your ${sub.planName.toLowerCase()} plan.`}
          </p>
          <BillingForm action="switch" view={view} subscription={sub.id} plan={sub.switchTo.plan}>
            <Button type="submit" variant="primary">
              {`Yes, switch to ${sub.switchTo.name}`}
            </Button>
          </BillingForm>
        </Confirm>
      ) : null}
      {sub.canCancel ? (
        <Confirm summary="Cancel subscription" hook="cancel">
          <p className="text-ink-2">{`You keep Edgewire Plus until ${until} and are not charged again. You can resume any time before then.`}</p>
          <BillingForm action="cancel" view={view} subscription={sub.id}>
            <Button type="submit" variant="danger">
              Yes, cancel at period end
            </Button>
          </BillingForm>
        </Confirm>
      ) : null}
    </div>
  );
}

function Plans({ view, ended }: { view: BillingView; ended: SubscriptionView | null }) {
  return (
    <section className="flex flex-col gap-4" aria-labelledby="billing-plans" data-billing-plans>
      {ended ? (
        <p className="text-ink-2" data-billing-status="ended">
          {`Your Edgewire Plus ${ended.planName.toLowerCase()} plan: ${ended.detail}`}
        </p>
      ) : null}
      <p className="text-ink-2">
        {`You are on the free plan. Edgewire Plus removes ads, unlocks Plus stories and unlimited local news.${view.firstMonthFree ? ' The first month is free.' : ''}`}
      </p>
      <h3 id="billing-plans" className="text-xl font-bold text-ink">
        Choose a plan
      </h3>
      <ul className="grid gap-4 sm:grid-cols-2">
        {PLAN_IDS.map((id) => {
          const p = PLANS[id];
          return (
            <li key={id} className="panel flex flex-col items-start gap-2" data-plan={id}>
              <h4 className="text-lg font-bold text-ink">{p.name}</h4>
              <p className="text-2xl font-black text-ink">
                {`${dollars(p.cents)} `}
                <span className="text-base font-semibold text-ink-2">{p.per}</span>
              </p>
              <p className="text-sm text-ink-3">
                {`${dollars(p.weeklyCents)} per week. ${p.billed}.`}
                {p.struckCents ? (
                  <>
                    <span className="sr-only"> Was</span> <s>{dollars(p.struckCents)}</s>
                    {`, save ${p.savingsPercent}%.`}
                  </>
                ) : null}
              </p>
              <ButtonLink
                href={funnelUrl('payment', { plan: id })}
                variant={id === 'annual' ? 'primary' : 'secondary'}
                data-billing-plan={id}
              >
                {view.firstMonthFree ? 'Start free month' : 'Subscribe'}
                <span className="sr-only">{` with the ${p.name.toLowerCase()} plan`}</span>
              </ButtonLink>
            </li>
          );
        })}
      </ul>
      <a href="/landing" className={TEXT_LINK}>
        What comes with Edgewire Plus
      </a>
    </section>
  );
}
