/**
 * @module /landing's plan buttons for a signed-in free reader (an island the page renders for them
 * only): a click on a plan's link into the funnel (sign-up, which sends a reader on to payment)
 * opens the payment modal instead, its code fetched on that first click so /landing ships almost
 * nothing more. Without JavaScript, for guests (who
 * must make an account first) and with a modifier key, the link goes to the funnel as it is.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { isPlanId, type PlanId } from '../../../../worker/contracts/plans';
import type { PaymentModal as PaymentModalType, PaymentOffer } from './PaymentModal';

export type LandingPlansProps = PaymentOffer;

type Open = { plan: PlanId; Modal: ComponentType<Parameters<typeof PaymentModalType>[0]> };

export function LandingPlans(offer: LandingPlansProps) {
  const [open, setOpen] = useState<Open | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as HTMLElement).closest<HTMLAnchorElement>(
        'a[href^="/subscribe/sign-up?"], a[href^="/subscribe/payment?"]',
      );
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const plan = new URL(link.href).searchParams.get('plan');
      if (!isPlanId(plan)) return;
      event.preventDefault();
      import('./PaymentModal').then(
        (m) => setOpen({ plan, Modal: m.PaymentModal }),
        // The chunk did not load (offline, a new deploy): the funnel's payment step works without it.
        () => window.location.assign(link.href),
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return open ? <open.Modal plan={open.plan} offer={offer} onClose={() => setOpen(null)} /> : null;
}
