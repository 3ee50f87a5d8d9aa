/**
 * @module The billing e-mails a webhook sends: the welcome to Plus (its subscription is created),
 * the receipt of a paid invoice, and a failed payment. A trial's first invoice is $0.00: its
 * receipt says so, and when the free month ends and what is charged then (decision 059).
 */
import type Stripe from 'stripe';
import { billingDate } from '../../contracts/billing';
import { PLANS, PLUS_BENEFITS, type PlanId } from '../../contracts/plans';
import { Cta, Facts, Layout, P } from '../mail/templates/Layout';
import { type Letter, renderLetter } from '../mail/templates/render';

/** "$9.96": Stripe's amounts are in the currency's smallest unit. */
export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

/** What the subscription will charge next and when: for a receipt that covers a free trial. */
export type TrialFacts = { plan: PlanId; endsAt: number; thenCents: number; currency: string };

const billingFooter = (site: string) => (
  <>
    You get this e-mail because you subscribe to Edgewire Plus. Your plan, card and invoices:{' '}
    <a href={`${site}/account/billing`}>{`${site}/account/billing`}</a>
  </>
);

export function receiptEmail(invoice: Stripe.Invoice, site: string, trial: TrialFacts | null): Promise<Letter> {
  const paid = money(invoice.amount_paid, invoice.currency);
  const link = invoice.hosted_invoice_url;
  const free = trial !== null && invoice.amount_paid === 0;
  const rows: [string, string][] = [['Paid today', paid]];
  if (free) {
    const plan = PLANS[trial.plan];
    rows.unshift(['Plan', `Edgewire Plus ${plan.name}`]);
    rows.push(['Free month ends', billingDate(trial.endsAt)], [`Then, ${plan.per}`, money(trial.thenCents, trial.currency)]);
  }
  const heading = free ? 'Your free month of Edgewire Plus has started' : 'Thank you for your payment';
  return renderLetter(
    'Your Edgewire Plus receipt',
    <Layout preview={`We received ${paid} for Edgewire Plus.`} heading={heading} site={site} footer={billingFooter(site)}>
      <P>{`Thank you: we received ${paid} for Edgewire Plus.`}</P>
      {free ? (
        <P>{`Your free month ends on ${billingDate(trial.endsAt)}. Then we will charge ${money(trial.thenCents, trial.currency)} to your card, ${PLANS[trial.plan].per}, unless you cancel before.`}</P>
      ) : null}
      <Facts rows={rows} />
      {link ? (
        <P>
          Your receipt: <a href={link}>{link}</a>
        </P>
      ) : null}
      <Cta href={`${site}/account/billing`}>Your plan and invoices</Cta>
    </Layout>,
  );
}

export function welcomeEmail(site: string, plan: PlanId): Promise<Letter> {
  return renderLetter(
    'Welcome to Edgewire Plus',
    <Layout
      preview="Plus is on: no ads, every exclusive, all the local news."
      heading="Welcome to Edgewire Plus"
      site={site}
      footer={billingFooter(site)}
    >
      <P>{`Your ${PLANS[plan].name.toLowerCase()} plan is on. From now on you get:`}</P>
      <ul style={{ color: '#334155', fontSize: '16px', lineHeight: '26px', margin: '0 0 20px', paddingLeft: '20px' }}>
        {PLUS_BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <Cta href={`${site}/trending`}>Start Reading</Cta>
      <P>
        Make it yours: choose your cities for Local news at <a href={`${site}/account/locations`}>{`${site}/account/locations`}</a>
      </P>
    </Layout>,
  );
}

export function failedPaymentEmail(invoice: Stripe.Invoice, site: string): Promise<Letter> {
  const due = money(invoice.amount_due, invoice.currency);
  return renderLetter(
    'Your Edgewire Plus payment failed',
    <Layout preview={`We could not take ${due} for Edgewire Plus.`} heading="Your payment failed" site={site} footer={billingFooter(site)}>
      <P>{`We could not take ${due} for Edgewire Plus from your card.`}</P>
      <P>Plus stays on for a few days while we try again. To keep it, update your card:</P>
      <Cta href={`${site}/account/billing`}>Update your card</Cta>
    </Layout>,
  );
}
