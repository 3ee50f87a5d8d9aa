/** @module The billing e-mails a webhook sends: the receipt of a paid invoice, and a failed payment. */
import type Stripe from 'stripe';
import { escapeHtml, textToHtml } from '../mail/html';

type Letter = { subject: string; text: string; html: string };

/** "$9.96": Stripe's amounts are in the currency's smallest unit. */
export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

export function receiptEmail(invoice: Stripe.Invoice, site: string): Letter {
  const paid = money(invoice.amount_paid, invoice.currency);
  const link = invoice.hosted_invoice_url;
  const text = [
    `Thank you: we received ${paid} for Edgewire Plus.`,
    link ? `Your receipt: ${link}` : '',
    `Your plan and invoices: ${site}/account/billing`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const html = `${textToHtml(`Thank you: we received ${paid} for Edgewire Plus.`)}${
    link ? `<p><a href="${escapeHtml(link)}">Your receipt</a></p>` : ''
  }<p><a href="${escapeHtml(`${site}/account/billing`)}">Your plan and invoices</a></p>`;
  return { subject: 'Your Edgewire Plus receipt', text, html };
}

export function failedPaymentEmail(invoice: Stripe.Invoice, site: string): Letter {
  const due = money(invoice.amount_due, invoice.currency);
  const text = [
    `We could not take ${due} for Edgewire Plus from your card.`,
    'Plus stays on for a few days while we try again. To keep it, update your card:',
    `${site}/account/billing`,
  ].join('\n\n');
  const html = `${textToHtml(`We could not take ${due} for Edgewire Plus from your card.`)}${textToHtml(
    'Plus stays on for a few days while we try again. To keep it, update your card:',
  )}<p><a href="${escapeHtml(`${site}/account/billing`)}">Update your card</a></p>`;
  return { subject: 'Your Edgewire Plus payment failed', text, html };
}
