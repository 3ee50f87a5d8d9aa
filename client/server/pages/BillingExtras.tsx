/**
 * @module The billing page's extra subscriptions: live subscriptions of the reader besides the one
 * shown (made directly at Stripe, say), each of which bills them. Each is listed with its plan and
 * state, and can be cancelled at once by a plain form post (POST /account/billing/cancel-extra)
 * after a second step inside a <details>, like the page's other changes.
 */
import { BILLING_MESSAGES, type BillingView } from '../../../worker/contracts/billing';
import { Badge } from '../../browser/components/ui/Badge';
import { Button } from '../../browser/components/ui/Button';
import { BillingForm, Confirm, TONE } from './BillingParts';

export function BillingExtras({ view }: { view: BillingView }) {
  return (
    <section className="panel flex flex-col gap-4 border-danger/40" aria-labelledby="billing-extras" data-billing-extras="">
      <h3 id="billing-extras" className="text-xl font-bold text-ink">
        {BILLING_MESSAGES.extraHeading}
      </h3>
      <p className="text-ink-2">{BILLING_MESSAGES.extraNote}</p>
      <ul className="flex flex-col gap-4">
        {view.extras.map((extra) => (
          <li key={extra.id} className="flex flex-col gap-2 border-t border-line pt-4" data-billing-extra={extra.id}>
            <div className="flex flex-wrap items-center gap-3">
              <p className="font-semibold text-ink">{`Edgewire Plus ${extra.planName}, ${extra.price}`}</p>
              <Badge tone={TONE[extra.state]}>{extra.label}</Badge>
            </div>
            <p className="text-sm text-ink-2">{extra.detail}</p>
            <Confirm summary="Cancel this subscription" hook="cancel-extra">
              <p className="text-ink-2">It stops now and is not charged again. Your other subscription goes on as it is.</p>
              <BillingForm action="cancel-extra" view={view} subscription={extra.id}>
                <Button type="submit" variant="danger">
                  Yes, cancel it now
                </Button>
              </BillingForm>
            </Confirm>
          </li>
        ))}
      </ul>
    </section>
  );
}
