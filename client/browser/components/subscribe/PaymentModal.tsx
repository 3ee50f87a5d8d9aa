/**
 * @module The payment modal of /landing's plan cards (spec §2: "monthly and annual plans that open
 * a modal; a coupon is applied in the modal payment"): the plan with the promotional's coupon and
 * the payment form. Loaded on the first click only (LandingPlans.tsx). After success it goes on to
 * the funnel's thank-you once the green message has shown for the spec's 2 s.
 */
import { funnelUrl } from '../../../../worker/contracts/funnel';
import type { PlanId } from '../../../../worker/contracts/plans';
import { Modal } from '../ui/Modal';
import { PaymentForm, SUBSCRIBE_RELOAD_MS } from './PaymentForm';
import { type Discount, PlanSummary } from './PlanSummary';

export type PaymentOffer = {
  coupon: { code: string; discount: Discount | null } | null;
  freeMonth: boolean;
  stripeJsUrl: string;
  publishableKey: string;
};

export function PaymentModal({ plan, offer, onClose }: { plan: PlanId; offer: PaymentOffer; onClose: () => void }) {
  const { coupon } = offer;
  return (
    <Modal open onClose={onClose} title="Subscribe to Edgewire Plus" size="small" closeButton blurred>
      {(close) => (
        <div className="flex flex-col gap-4" data-payment-modal={plan}>
          <PlanSummary
            plan={plan}
            coupon={coupon?.discount ? { code: coupon.code, discount: coupon.discount } : null}
            freeMonth={offer.freeMonth}
          />
          <PaymentForm
            plan={plan}
            coupon={coupon?.code ?? null}
            stripeJsUrl={offer.stripeJsUrl}
            publishableKey={offer.publishableKey}
            onCancel={close}
            onComplete={() => setTimeout(() => window.location.assign(funnelUrl('thank-you', { plan, isNew: false })), SUBSCRIBE_RELOAD_MS)}
          />
        </div>
      )}
    </Modal>
  );
}
