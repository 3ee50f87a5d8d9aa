/**
 * @module The local Stripe stand-in: one HTTP server on 127.0.0.1 that is Stripe for the Worker
 * (the `/v1` REST API the stripe SDK 23.1.0 calls, API 2026-10-28), for the browser (a Stripe.js
 * stand-in at `/v3`, hosted invoice and billing portal pages) and for the Worker's webhook route
 * (signed events to `${appUrl}/aux/stripe/webhook`), plus a control API for tests (`/_control`).
 * Why it is ours and not stripe-stateful-mock: docs/decisions/028-local-stripe.md.
 *
 *   const stripe = await startStripeStandIn({ appUrl: 'http://127.0.0.1:8787' });
 *   stripe.vars   // STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL, STRIPE_JS_URL, STRIPE_PRICE_*
 *   new Stripe(stripe.vars.STRIPE_SECRET_KEY, { host: '127.0.0.1', port: stripe.port, protocol: 'http' })
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StandIn } from './stand-in.ts';
import { StripeApi } from './stripe-api.ts';
import { StripeControl } from './stripe-control.ts';
import { CORS } from './stripe-http.ts';
import { stripeJs } from './stripe-js.ts';
import { indexPage, invoicePage, page, portalAction, portalPage, sendHtml } from './stripe-pages.ts';
import type { Billing } from './stripe-payments.ts';
import { billingRoutes, catalogRoutes } from './stripe-routes-billing.ts';
import { customerRoutes, paymentMethodRoutes } from './stripe-routes-customers.ts';
import { subscriptionRoutes } from './stripe-routes-subscriptions.ts';
import { type CouponRec, StripeStore } from './stripe-store.ts';
import { type WebhookConfig, Webhooks } from './stripe-webhooks.ts';

export interface StripeStandInOptions {
  port?: number;
  /** The app's origin: webhooks go to `${appUrl}/aux/stripe/webhook`. */
  appUrl?: string;
  /** Where webhooks go, overriding appUrl; null (the default without appUrl) keeps events for tests only. */
  webhookUrl?: string | null;
  /** Price ids (defaults price_plus_monthly / price_plus_annual): 9.96 USD every 4 weeks, 89.64 USD a year. */
  prices?: { monthly?: string; annual?: string };
  /** The seeded percent-off coupon (default PLUS20: 20 % off, forever). */
  coupon?: { id?: string; percentOff?: number; duration?: CouponRec['duration']; durationInMonths?: number };
  /** Fixed keys (default: fresh random test keys on every start). */
  keys?: { secret?: string; publishable?: string; webhookSecret?: string };
  /** Webhook delivery (defaults: retries after 200, 500, 1000 ms; no duplicates; not held). */
  webhooks?: Partial<Omit<WebhookConfig, 'url'>>;
}

export interface StripeStandIn extends StandIn {
  vars: Record<string, string>;
  port: number;
  /** A stripe SDK client configured for this stand-in (secret key, host, port, http). */
  sdk: Stripe;
  couponId: string;
  control: StripeControl;
}

const token = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const keys = {
    secret: options.keys?.secret ?? token('sk_test_local_'),
    publishable: options.keys?.publishable ?? token('pk_test_local_'),
    webhookSecret: options.keys?.webhookSecret ?? token('whsec_local_'),
  };
  const prices = { monthly: options.prices?.monthly ?? 'price_plus_monthly', annual: options.prices?.annual ?? 'price_plus_annual' };
  const coupon = {
    id: options.coupon?.id ?? 'PLUS20',
    percentOff: options.coupon?.percentOff ?? 20,
    duration: options.coupon?.duration ?? 'forever',
    durationInMonths: options.coupon?.durationInMonths ?? null,
  };
  const webhookConfig = (): WebhookConfig => ({
    url:
      options.webhookUrl !== undefined
        ? options.webhookUrl
        : options.appUrl
          ? `${options.appUrl.replace(/\/$/, '')}/aux/stripe/webhook`
          : null,
    retryDelaysMs: options.webhooks?.retryDelaysMs ?? [200, 500, 1000],
    duplicate: options.webhooks?.duplicate ?? false,
    hold: options.webhooks?.hold ?? false,
  });

  let base = '';
  const store = new StripeStore({ monthlyPrice: prices.monthly, annualPrice: prices.annual, coupon });
  const signer = new Stripe(keys.secret);
  const hooks = new Webhooks(webhookConfig(), keys.webhookSecret, signer, Stripe.API_VERSION);
  const billing: Billing = {
    ctx: {
      store,
      get base() {
        return base;
      },
    },
    hooks,
  };
  const api = new StripeApi(
    [...customerRoutes, ...paymentMethodRoutes, ...catalogRoutes, ...subscriptionRoutes, ...billingRoutes],
    billing,
    keys,
    Stripe.API_VERSION,
  );
  const control = new StripeControl(billing, hooks, () => {
    store.reset();
    api.reset();
    hooks.reset(webhookConfig());
  });
  const vars: Record<string, string> = {};

  const server = createServer((req, res) => {
    void route(req, res).catch((err) => {
      if (!res.headersSent) sendHtml(res, 500, page('Error', `<h1>Stand-in error</h1><pre>${String(err).replace(/[<&]/g, '')}</pre>`));
      else res.end();
    });
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    const path = url.pathname;
    // Only our own Host (no DNS rebinding); cross-origin calls only to /v1 and /v3, as Stripe allows.
    if (req.headers.host !== url.host && req.headers.host !== `localhost:${url.port}`)
      return sendHtml(res, 421, page('Misdirected request', '<h1>Misdirected request</h1>'));
    if (req.method === 'OPTIONS') return void res.writeHead(path.startsWith('/v1/') ? 204 : 403, path.startsWith('/v1/') ? CORS : {}).end();
    if (path.startsWith('/v1/')) return api.handle(req, res, url);
    if (path === '/v3' || path === '/v3/') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store', ...CORS });
      return void res.end(stripeJs(base));
    }
    if (path.startsWith('/_control/')) return control.handle(req, res, url);
    if (portalAction(billing, req, res, path)) return;
    const invoice = /^\/i\/(in_\w+)$/.exec(path);
    const portal = /^\/p\/session\/([\w-]+)$/.exec(path);
    const inv = invoice && store.invoices.get(invoice[1]!);
    const session = portal && store.portals.get(portal[1]!);
    if (path === '/') return sendHtml(res, 200, indexPage(billing, hooks, vars));
    if (inv) return sendHtml(res, 200, invoicePage(billing, inv));
    if (session) return sendHtml(res, 200, portalPage(billing, session));
    sendHtml(res, 404, page('Not found', '<h1>Not found</h1><p><a href="/">Stripe stand-in</a></p>'));
  }

  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  Object.assign(vars, {
    STRIPE_SECRET_KEY: keys.secret,
    STRIPE_PUBLISHABLE_KEY: keys.publishable,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_URL: base,
    STRIPE_JS_URL: `${base}/v3`,
    STRIPE_PRICE_MONTHLY: prices.monthly,
    STRIPE_PRICE_ANNUAL: prices.annual,
  });

  return {
    name: 'Stripe',
    url: `${base}/`,
    port,
    vars,
    couponId: coupon.id,
    sdk: new Stripe(keys.secret, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
    control,
    async stop() {
      hooks.reset();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
