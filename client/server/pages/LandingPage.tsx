/**
 * @module /landing: the pre-order page for Edgewire Plus (no site header). The plans come from the
 * promotional's pricing-table block; when it cannot be shown, the spec's prices are drawn from
 * `plans` instead. Plan buttons go to the payment step of the subscribe funnel; for a signed-in
 * free reader they open the payment modal instead (LandingPlans island).
 */
import type { PreparedNode } from '../../../worker/features/blocks/prepare';
import type { Plan } from '../../../worker/features/static/pricing';
import type { LandingPlansProps } from '../../browser/components/subscribe/LandingPlans';
import { Logo } from '../../browser/components/ui/Logo';
import { type AdminToolbar, BlockToolbar } from '../components/BlockToolbar';
import { RichContent } from '../components/RichContent';
import { Island } from '../islands';
import { Benefits } from './SubscribeLayout';

function PlanCards({ plans }: { plans: readonly Plan[] }) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-2" data-pricing-fallback>
      {plans.map((p) => {
        const featured = p.id === 'annual';
        return (
          <li
            key={p.id}
            className={`flex flex-col items-center gap-2 rounded-xl border p-6 text-center ${featured ? 'border-sky-900 bg-[#0b2545] text-white' : 'border-slate-300 bg-white text-slate-900'}`}
            data-plan={p.id}
          >
            <h3 className="text-lg font-bold">{p.name}</h3>
            <p className="text-3xl font-black">
              ${p.weekly}
              <span className="text-base font-semibold">/week</span>
            </p>
            <p>
              {p.struck ? (
                <>
                  <span className="sr-only">was </span>
                  <s>${p.struck}</s> <span className="sr-only">now </span>
                </>
              ) : null}
              ${p.price} {p.period}, {p.billed}
            </p>
            <p className="italic">{p.note}</p>
            <a
              href={p.href}
              className={`mt-2 rounded-md px-6 py-3 text-lg font-semibold ${featured ? 'bg-sky-100 text-slate-900 hover:bg-white' : 'bg-sky-700 text-white hover:bg-sky-800'}`}
            >
              Start Free Month<span className="sr-only"> with the {p.name.toLowerCase()} plan</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export type LandingPageProps = {
  pricing: readonly PreparedNode[] | null;
  /** The pricing block's admin toolbar (admins only). */
  pricingTools?: AdminToolbar | null;
  plans: readonly Plan[];
  /** For a signed-in free reader: the plan buttons open the payment modal with this offer. */
  payment?: LandingPlansProps;
};

export function LandingPage({ pricing, pricingTools, plans, payment }: LandingPageProps) {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      {payment ? <Island name="LandingPlans" props={payment} /> : null}
      <Logo />
      <section className="mt-10 text-center" aria-labelledby="landing-title">
        <p className="text-sm font-bold uppercase tracking-widest text-accent-ink">Pre-order now</p>
        <h1 id="landing-title" className="mt-2 text-4xl font-black tracking-tight text-ink md:text-5xl">
          Edgewire Plus: the news, without the noise
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-2">
          Reserve Edgewire Plus today and be among the first readers when it opens. One month is free, and you can cancel anytime.
        </p>
        <Benefits className="mx-auto mt-6 max-w-2xl text-ink-2 sm:grid-cols-2" />
      </section>
      <section className="mt-12" aria-labelledby="plans-title">
        {/* The pricing block brings its own visible title; the outline still needs this heading. */}
        <h2 id="plans-title" className={pricing ? 'sr-only' : 'text-center text-2xl font-black text-ink'}>
          Choose your plan
        </h2>
        {pricingTools ? <BlockToolbar toolbar={pricingTools} className="mb-3" /> : null}
        {pricing ? (
          // Block colours are chosen for a light backdrop, so this panel stays light in dark mode too.
          <RichContent nodes={pricing} className="rounded-2xl bg-slate-100 p-4 text-slate-900 md:p-8" blockId="pricing" />
        ) : (
          <PlanCards plans={plans} />
        )}
      </section>
      <p className="mt-12 text-center text-sm text-ink-3">
        Prices in US dollars. Your plan renews until you cancel. See our{' '}
        <a href="/terms" className="underline">
          Terms of Service
        </a>{' '}
        and{' '}
        <a href="/privacy-policy" className="underline">
          Privacy Policy
        </a>
        .
      </p>
    </main>
  );
}
