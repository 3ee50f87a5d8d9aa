/**
 * @module The billing page's small parts: one form post of its own (with the page's idempotency
 * key and the subscription it acts on), the second step that confirms a change, and the invoice
 * list with Stripe's hosted links.
 */
import type { ReactNode } from 'react';
import { type BillingView, billingDate, type InvoiceView, type SubscriptionView } from '../../../worker/contracts/billing';
import type { PlanId } from '../../../worker/contracts/plans';
import { TEXT_LINK } from '../../browser/components/links';
import type { BadgeTone } from '../../browser/components/ui/Badge';
import { buttonClass } from '../../browser/components/ui/Button';

/** The badge of each state. */
export const TONE: Record<SubscriptionView['state'], BadgeTone> = {
  trialing: 'plus',
  active: 'plus',
  ending: 'neutral',
  past_due: 'danger',
  ended: 'neutral',
  incomplete: 'danger',
  inactive: 'neutral',
};

/** Where each of the page's actions posts; the card and the rest of the subscription are Stripe's portal. */
const PATHS = {
  cancel: '/account/billing/cancel',
  resume: '/account/billing/resume',
  switch: '/account/billing/switch',
  'cancel-extra': '/account/billing/cancel-extra',
  'update-card': '/account/billing/portal',
  portal: '/account/billing/portal',
} as const;

type Props = {
  action: keyof typeof PATHS;
  view: BillingView;
  subscription?: string;
  plan?: PlanId;
  className?: string;
  children: ReactNode;
};

export function BillingForm({ action, view, subscription, plan, className, children }: Props) {
  return (
    <form method="post" action={PATHS[action]} data-billing-action={action} className={className}>
      <input type="hidden" name="key" value={view.formKey} />
      {subscription ? <input type="hidden" name="subscription" value={subscription} /> : null}
      {plan ? <input type="hidden" name="plan" value={plan} /> : null}
      {children}
    </form>
  );
}

/** A second step without JavaScript: the summary opens the explanation and the form that confirms. */
export function Confirm({ summary, hook, children }: { summary: string; hook: string; children: ReactNode }) {
  return (
    <details className="group" data-billing-confirm={hook}>
      <summary className={buttonClass({ variant: 'quiet' }, 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
        {summary}
      </summary>
      <div className="mt-3 flex flex-col items-start gap-3 rounded-panel bg-raised p-4">{children}</div>
    </details>
  );
}

const INVOICE_COLUMNS = ['Date', 'Invoice', 'Amount', 'Status'];

export function Invoices({ invoices }: { invoices: InvoiceView[] }) {
  if (!invoices.length) return null;
  return (
    <section aria-labelledby="billing-invoices" data-billing-invoices>
      <h3 id="billing-invoices" className="text-xl font-bold text-ink">
        Invoices
      </h3>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-ink-3">
            <tr className="border-b border-line">
              {INVOICE_COLUMNS.map((name, n) => (
                // The last column needs no gap after it.
                <th key={name} scope="col" className={n < INVOICE_COLUMNS.length - 1 ? 'py-2 pr-4 font-semibold' : 'py-2 font-semibold'}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="text-ink-2">
            {invoices.map((i) => (
              <tr key={i.id} className="border-b border-line" data-billing-invoice={i.id}>
                <td className="py-2 pr-4">
                  <time dateTime={new Date(i.date * 1000).toISOString()}>{billingDate(i.date)}</time>
                </td>
                <td className="py-2 pr-4">
                  {i.url ? (
                    <a href={i.url} className={TEXT_LINK} rel="noopener">
                      {i.number}
                      <span className="sr-only"> (view the invoice)</span>
                    </a>
                  ) : (
                    i.number
                  )}
                </td>
                <td className="py-2 pr-4">{i.amount}</td>
                <td className="py-2">{i.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
