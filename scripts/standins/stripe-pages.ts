/**
 * @module The stand-in's hosted pages: an overview at `/`, the hosted invoice page
 * (`hosted_invoice_url`, `/i/{id}`) and the billing portal (`/p/session/{secret}`: the
 * customer's plan, card and invoices, Cancel plan / Renew plan as real form posts that change the
 * subscription and send its webhooks, and a link back to `return_url`). Everything shown is escaped.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml as e } from './html.ts';
import { updateSubscription } from './stripe-billing-change.ts';
import type { Billing } from './stripe-payments.ts';
import type { InvoiceRec, PortalRec, PriceRec, SubRec } from './stripe-store.ts';
import { PRODUCT, StripeStore } from './stripe-store.ts';
import type { Webhooks } from './stripe-webhooks.ts';

const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:44rem;padding:1rem;color:#111;background:#fff}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ccc}
a{color:#0645ad}button{font:inherit;padding:.4rem 1rem;cursor:pointer}.note{color:#555}section{margin:1.5rem 0}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': CSP,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
  });
  res.end(html);
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (t: number | null) =>
  t === null ? '' : `<time datetime="${new Date(t * 1000).toISOString()}">${new Date(t * 1000).toISOString().slice(0, 10)}</time>`;
const cadence = (p: PriceRec) => (p.intervalCount === 1 ? `per ${p.interval}` : `every ${p.intervalCount} ${p.interval}s`);

function invoiceRows(invoices: InvoiceRec[]): string {
  if (!invoices.length) return '<p>No invoices yet.</p>';
  const rows = invoices
    .map(
      (i) =>
        `<tr><td>${day(i.created)}</td><td><a href="/i/${e(i.id)}">${e(i.number)}</a></td><td>${money(i.total)}</td><td>${e(i.status)}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th scope="col">Date</th><th scope="col">Invoice</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function invoicePage(b: Billing, i: InvoiceRec): string {
  const lines = i.lines.map((l) => `<tr><td>${e(l.description)}</td><td>${money(l.amount)}</td></tr>`).join('');
  const discount = i.discountAmount ? `<tr><td>Discount</td><td>−${money(i.discountAmount)}</td></tr>` : '';
  const customer = b.ctx.store.customers.get(i.customer);
  return page(
    `Invoice ${i.number}`,
    `<h1>Invoice ${e(i.number)}</h1><p class="note">Edgewire · local Stripe stand-in (test mode)</p>
<p>Billed to ${e(customer?.email ?? i.customer)} on ${day(i.created)}. Status: <strong>${e(i.status)}</strong>.</p>
<table><thead><tr><th scope="col">Description</th><th scope="col">Amount</th></tr></thead><tbody>${lines}${discount}
<tr><th scope="row">Total</th><td>${money(i.total)}</td></tr><tr><th scope="row">Amount ${i.status === 'paid' ? 'paid' : 'due'}</th><td>${money(i.total)}</td></tr></tbody></table>`,
  );
}

function planSection(b: Billing, secret: string, s: SubRec): string {
  const price = b.ctx.store.prices.get(s.price)!;
  const discounts = s.discounts.map((id) => b.ctx.store.coupons.get(b.ctx.store.discounts.get(id)?.coupon ?? '')?.name).filter(Boolean);
  const ended = s.status === 'canceled' || s.status === 'incomplete_expired';
  const when = ended
    ? `Ended ${day(s.endedAt)}.`
    : s.cancelAtPeriodEnd
      ? `Cancels ${day(s.periodEnd)}.`
      : s.status === 'trialing'
        ? `Trial ends ${day(s.trialEnd)}.`
        : `Renews ${day(s.periodEnd)}.`;
  const action = ended ? '' : s.cancelAtPeriodEnd ? 'resume' : 'cancel';
  const form = action
    ? `<form method="post" action="/p/session/${e(secret)}/subscriptions/${e(s.id)}/${action}"><button type="submit">${action === 'cancel' ? 'Cancel plan' : 'Renew plan'}</button></form>`
    : '';
  const pm = b.ctx.store.paymentMethods.get(s.defaultPm ?? b.ctx.store.customers.get(s.customer)?.defaultPm ?? '');
  return `<section aria-label="${e(PRODUCT.name)} ${e(price.nickname)}"><h2>${e(PRODUCT.name)}</h2>
<p>${money(price.unitAmount)} ${e(cadence(price))}${discounts.length ? ` · ${e(discounts.join(', '))}` : ''} · status <strong>${e(s.status)}</strong>. ${when}</p>
${pm ? `<p>Card: ${e(pm.card.brand)} ending in ${e(pm.card.last4)}</p>` : ''}${form}</section>`;
}

export function portalPage(b: Billing, p: PortalRec): string {
  const customer = b.ctx.store.customers.get(p.customer);
  const subs = StripeStore.newest(b.ctx.store.subscriptions.values()).filter((s) => s.customer === p.customer);
  const invoices = StripeStore.newest(b.ctx.store.invoices.values()).filter((i) => i.customer === p.customer);
  const back = p.returnUrl ? `<p><a href="${e(p.returnUrl)}">Return to Edgewire</a></p>` : '';
  return page(
    'Billing – Edgewire',
    `${back}<h1>Billing</h1><p class="note">Local Stripe stand-in (test mode) · ${e(customer?.email ?? p.customer)}</p>
${subs.length ? subs.map((s) => planSection(b, p.secret, s)).join('') : '<p>No subscriptions.</p>'}
<section aria-labelledby="invoices"><h2 id="invoices">Invoice history</h2>${invoiceRows(invoices)}</section>`,
  );
}

export function indexPage(b: Billing, hooks: Webhooks, vars: Record<string, string>): string {
  const subs = StripeStore.newest(b.ctx.store.subscriptions.values()).slice(0, 20);
  const rows = subs
    .map((s) => `<tr><td>${e(s.id)}</td><td>${e(s.customer)}</td><td>${e(s.price)}</td><td>${e(s.status)}</td></tr>`)
    .join('');
  const deliveries = hooks.deliveries
    .slice(-20)
    .reverse()
    .map(
      (d) =>
        `<tr><td>${e(d.at.slice(11, 19))}</td><td>${e(d.type)}</td><td>${d.attempt}${d.duplicate ? ' (duplicate)' : ''}</td><td>${d.status ?? e(d.error ?? '')}</td></tr>`,
    )
    .join('');
  const shown = Object.entries(vars)
    .filter(([k]) => k !== 'STRIPE_SECRET_KEY' && k !== 'STRIPE_WEBHOOK_SECRET')
    .map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`)
    .join('');
  return page(
    'Stripe stand-in',
    `<h1>Local Stripe stand-in</h1><p class="note">Stripe's REST API at /v1, Stripe.js at /v3, webhooks to ${e(hooks.settings.url ?? 'nowhere (kept for tests: GET /_control/events)')}.</p>
<dl>${shown}</dl><h2>Subscriptions</h2>${rows ? `<table><tbody>${rows}</tbody></table>` : '<p>None yet.</p>'}
<h2>Latest webhook deliveries</h2>${deliveries ? `<table><tbody>${deliveries}</tbody></table>` : '<p>None yet.</p>'}`,
  );
}

/** The portal's own form posts: Cancel plan / Renew plan, then back to the portal (303). */
export function portalAction(b: Billing, req: IncomingMessage, res: ServerResponse, path: string): boolean {
  const m = /^\/p\/session\/([\w-]+)\/subscriptions\/(sub_\w+)\/(cancel|resume)$/.exec(path);
  if (!m || req.method !== 'POST') return false;
  const portal = b.ctx.store.portals.get(m[1]!);
  const sub = b.ctx.store.subscriptions.get(m[2]!);
  if (!portal || !sub || sub.customer !== portal.customer) {
    sendHtml(res, 404, page('Not found', '<h1>Not found</h1>'));
    return true;
  }
  updateSubscription(b, sub, { cancelAtPeriodEnd: m[3] === 'cancel', prorate: false, behavior: 'allow_incomplete' });
  res.writeHead(303, { location: `/p/session/${portal.secret}` }).end();
  return true;
}
