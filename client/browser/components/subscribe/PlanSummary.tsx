/**
 * @module What the reader is about to buy, from worker/contracts/plans.ts only: the plan, its price
 * (less the coupon, as Stripe will charge it), the weekly figure and the billing rhythm, and the
 * free month of a first subscription. Shared by the payment step and the payment modal.
 */
import { discountedCents, dollars, PLANS, type PlanId } from '../../../../worker/contracts/plans';

export type Discount = { percentOff: number | null; amountOffCents: number | null };

export type PlanSummaryProps = { plan: PlanId; coupon?: { code: string; discount: Discount } | null; freeMonth: boolean };

const off = (d: Discount) => (d.percentOff !== null ? `${d.percentOff}% off` : `${dollars(d.amountOffCents ?? 0)} off`);

export function PlanSummary({ plan, coupon, freeMonth }: PlanSummaryProps) {
  const p = PLANS[plan];
  const price = discountedCents(p.cents, coupon?.discount ?? null);
  const struck = price < p.cents ? p.cents : p.struckCents;
  return (
    <section className="panel-muted flex flex-col gap-1" aria-label="Your plan" data-plan-summary={plan} data-price-cents={price}>
      <p className="text-lg font-bold text-ink">Edgewire Plus, {p.name}</p>
      <p className="text-2xl font-black text-ink">
        {struck ? (
          <>
            <span className="sr-only">was </span>
            <s className="text-lg font-semibold text-ink-3">{dollars(struck)}</s> <span className="sr-only">now </span>
          </>
        ) : null}
        <span data-price>{dollars(price)}</span> <span className="text-base font-semibold text-ink-2">{p.per}</span>
      </p>
      <p className="text-sm text-ink-2">
        {dollars(p.weeklyCents)}/week · {p.billed}
        {p.savingsPercent ? ` · Save ${p.savingsPercent} percent` : ''}
      </p>
      {coupon ? (
        <p className="text-sm font-semibold text-success" data-coupon-applied={coupon.code}>
          Coupon {coupon.code}: {off(coupon.discount)}
        </p>
      ) : null}
      {freeMonth ? <p className="text-sm font-semibold text-ink">Your first month is free: nothing is charged today.</p> : null}
    </section>
  );
}
