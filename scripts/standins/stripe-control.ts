/**
 * @module The stand-in's control API for tests (JSON in and out, not Stripe's): reset, the events
 * it made (each with its exact payload and a fresh Stripe-Signature, so a Worker test without an
 * HTTP port can replay one into `POST /aux/stripe/webhook`), webhook deliveries, delivery modes
 * (hold and release out of order, duplicates, retry delays), and time: a subscription moved to its
 * period's end or ended now.
 *
 *   POST /_control/reset                          forget everything tests made (prices and coupon stay)
 *   GET  /_control/events?customer=&subscription=&type=   [{ id, type, created, customer, subscription, payload, signature }]
 *   POST /_control/events/{id}/resend             deliver an event once more (a duplicate)
 *   GET  /_control/deliveries?customer=&subscription=&type=&event=   every attempt: status, attempt, duplicate, payload, signature
 *   GET|POST /_control/webhooks                   { url, retryDelaysMs, duplicate, hold }
 *   POST /_control/webhooks/release               { order: 'fifo' | 'reverse' | 'shuffle' } → { released }
 *   POST /_control/webhooks/flush                 waits until nothing is in flight → { idle }
 *   POST /_control/subscriptions/{id}/advance     { outcome?: 'succeed' | 'decline' } trial end / renewal / scheduled cancel
 *   POST /_control/subscriptions/{id}/end         { reason?: 'payment_failed' | 'cancellation_requested' } cancel now
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { advance, cancelSubscription } from './stripe-billing.ts';
import { readBody, StripeApiError, sendJson } from './stripe-http.ts';
import { findSubscription } from './stripe-lookup.ts';
import type { Billing } from './stripe-payments.ts';
import { subscriptionShape } from './stripe-shapes-billing.ts';
import type { EventFilter, WebhookConfig, Webhooks } from './stripe-webhooks.ts';

export class StripeControl {
  constructor(
    private readonly b: Billing,
    private readonly hooks: Webhooks,
    private readonly onReset: () => void,
  ) {}

  reset(): void {
    this.onReset();
  }

  /** The events made so far (oldest first), each with a fresh signature for its payload. */
  async events(filter: EventFilter = {}) {
    return Promise.all(this.hooks.list(filter).map(async (e) => ({ ...e, signature: await this.hooks.sign(e.payload) })));
  }

  deliveries(filter: EventFilter & { event?: string } = {}) {
    return this.hooks.attempts(filter);
  }

  webhooks(change?: Partial<WebhookConfig>): WebhookConfig {
    return change ? this.hooks.configure(change) : this.hooks.settings;
  }

  release(order: 'fifo' | 'reverse' | 'shuffle' = 'fifo'): number {
    return this.hooks.release(order);
  }

  resend(eventId: string): boolean {
    return this.hooks.resend(eventId);
  }

  /** Waits until every delivery (retries included) has finished. */
  flush(timeoutMs = 10_000): Promise<boolean> {
    return this.hooks.idle(timeoutMs);
  }

  advance(subscriptionId: string, outcome?: 'succeed' | 'decline') {
    const sub = findSubscription(this.b, subscriptionId);
    advance(this.b, sub, outcome);
    return subscriptionShape(this.b.ctx, sub);
  }

  end(subscriptionId: string, reason: 'payment_failed' | 'cancellation_requested' = 'cancellation_requested') {
    const sub = findSubscription(this.b, subscriptionId);
    cancelSubscription(this.b, sub, { reason });
    return subscriptionShape(this.b.ctx, sub);
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    try {
      // JSON only: a page elsewhere cannot send that without a preflight, which is refused.
      if (req.method === 'POST' && !/^application\/json\b/.test(req.headers['content-type'] ?? ''))
        throw new StripeApiError(415, {
          type: 'invalid_request_error',
          message: 'Control requests are JSON (content-type: application/json).',
        });
      const body = req.method === 'POST' ? await readBody(req) : '';
      const input = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
      const q = Object.fromEntries(url.searchParams) as EventFilter & { event?: string };
      const answer = await this.route(req.method ?? 'GET', url.pathname.slice('/_control'.length), input, q);
      if (answer === undefined)
        sendJson(res, 404, { error: { type: 'invalid_request_error', message: `No control route ${req.method} ${url.pathname}` } });
      else sendJson(res, 200, answer);
    } catch (err) {
      const status = err instanceof StripeApiError ? err.status : 400;
      sendJson(res, status, { error: err instanceof StripeApiError ? err.body : { type: 'invalid_request_error', message: String(err) } });
    }
  }

  private async route(method: string, path: string, input: Record<string, unknown>, q: EventFilter & { event?: string }): Promise<unknown> {
    const sub = /^\/subscriptions\/([^/]+)\/(advance|end)$/.exec(path);
    const resend = /^\/events\/([^/]+)\/resend$/.exec(path);
    if (method === 'POST' && path === '/reset') {
      this.reset();
      return { ok: true };
    }
    if (method === 'GET' && path === '/events') return this.events(q);
    if (method === 'POST' && resend) return { ok: this.resend(resend[1]!) };
    if (method === 'GET' && path === '/deliveries') return this.deliveries(q);
    if (path === '/webhooks' && method === 'GET') return this.webhooks();
    if (path === '/webhooks' && method === 'POST') return this.webhooks(pickConfig(input));
    if (method === 'POST' && path === '/webhooks/release')
      return { released: this.release(input.order as 'fifo' | 'reverse' | 'shuffle' | undefined) };
    if (method === 'POST' && path === '/webhooks/flush') return { idle: await this.flush(Number(input.timeoutMs ?? 10_000)) };
    if (method === 'POST' && sub?.[2] === 'advance') return this.advance(sub[1]!, input.outcome as 'succeed' | 'decline' | undefined);
    if (method === 'POST' && sub?.[2] === 'end') return this.end(sub[1]!, input.reason as 'payment_failed' | undefined);
    return undefined;
  }
}

function pickConfig(input: Record<string, unknown>): Partial<WebhookConfig> {
  const change: Partial<WebhookConfig> = {};
  if (typeof input.url === 'string' || input.url === null) change.url = input.url;
  if (typeof input.duplicate === 'boolean') change.duplicate = input.duplicate;
  if (typeof input.hold === 'boolean') change.hold = input.hold;
  if (Array.isArray(input.retryDelaysMs) && input.retryDelaysMs.every((n) => typeof n === 'number'))
    change.retryDelaysMs = input.retryDelaysMs;
  return change;
}
