/**
 * @module The stand-in's webhooks: every state change becomes a Stripe event (evt_…, API version
 * of the SDK, `data.object` and for updates `data.previous_attributes`), kept for tests, and, when
 * a URL is configured, POSTed there signed exactly as Stripe signs (`Stripe-Signature: t=…,v1=…`,
 * made by the SDK's generateTestHeaderStringAsync with the webhook secret). A non-2xx answer or a
 * network error is retried with backoff; on demand events are held and released out of order, or
 * each is delivered twice, as Stripe may do.
 */
import type Stripe from 'stripe';
import { newId } from './stripe-http.ts';
import { nowSeconds } from './stripe-store.ts';

export interface StoredEvent {
  id: string;
  type: string;
  created: number;
  customer: string | null;
  subscription: string | null;
  /** The body exactly as delivered. */
  payload: string;
}

export interface Delivery {
  id: string;
  event: string;
  type: string;
  customer: string | null;
  subscription: string | null;
  attempt: number;
  duplicate: boolean;
  url: string;
  /** The HTTP status the receiver answered, or null when the request itself failed. */
  status: number | null;
  ok: boolean;
  error: string | null;
  at: string;
  payload: string;
  signature: string;
}

export interface WebhookConfig {
  /** Where events are POSTed; null keeps them for tests (GET /_control/events) without posting. */
  url: string | null;
  /** Delay before each retry; its length is the number of retries (Stripe retries for days). */
  retryDelaysMs: number[];
  /** Deliver every event twice (same id), as Stripe occasionally does. */
  duplicate: boolean;
  /** Keep events back until release() (which may deliver them out of order). */
  hold: boolean;
}

export type EventFilter = { customer?: string; subscription?: string; type?: string };

const matches = (e: { customer: string | null; subscription: string | null; type: string }, f: EventFilter) =>
  (!f.customer || e.customer === f.customer) && (!f.subscription || e.subscription === f.subscription) && (!f.type || e.type === f.type);

/** The top-level fields of `before` that differ in `after`, with their old values (Stripe's previous_attributes). */
export function changedFields(before: object, after: object): Record<string, unknown> {
  const a = after as Record<string, unknown>;
  return Object.fromEntries(Object.entries(before).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(a[k])));
}

export class Webhooks {
  events: StoredEvent[] = [];
  deliveries: Delivery[] = [];
  /** The API request being answered, named in the events it causes. */
  request: { id: string; idempotency_key: string | null } | null = null;
  private held: StoredEvent[] = [];
  private chain: Promise<void> = Promise.resolve();
  private timers = new Set<NodeJS.Timeout>();
  private pending = 0;
  private generation = 0;
  private waiters: (() => void)[] = [];
  private seq = 0;

  constructor(
    private config: WebhookConfig,
    private readonly secret: string,
    private readonly sdk: Stripe,
    private readonly apiVersion: string,
  ) {}

  get settings(): WebhookConfig {
    return { ...this.config, retryDelaysMs: [...this.config.retryDelaysMs] };
  }

  configure(change: Partial<WebhookConfig>): WebhookConfig {
    const wasHolding = this.config.hold;
    this.config = { ...this.config, ...change };
    if (wasHolding && !this.config.hold) this.release('fifo');
    return this.settings;
  }

  /** Records an event for a changed object and schedules its delivery. */
  emit(type: string, object: { id: string; object: string; customer?: unknown }, previous?: Record<string, unknown>): StoredEvent {
    const event = {
      id: newId('evt_'),
      object: 'event',
      api_version: this.apiVersion,
      created: nowSeconds(),
      data: previous ? { object, previous_attributes: previous } : { object },
      livemode: false,
      pending_webhooks: this.config.url ? 1 : 0,
      request: this.request ?? { id: null, idempotency_key: null },
      type,
    };
    const sub = (object as { parent?: { subscription_details?: { subscription?: string } } }).parent?.subscription_details?.subscription;
    const stored: StoredEvent = {
      id: event.id,
      type,
      created: event.created,
      customer: object.object === 'customer' ? object.id : typeof object.customer === 'string' ? object.customer : null,
      subscription: object.object === 'subscription' ? object.id : (sub ?? null),
      payload: JSON.stringify(event, null, 2),
    };
    this.events.push(stored);
    if (this.config.hold) this.held.push(stored);
    else this.schedule(stored);
    return stored;
  }

  list(filter: EventFilter = {}): StoredEvent[] {
    return this.events.filter((e) => matches(e, filter));
  }

  attempts(filter: EventFilter & { event?: string } = {}): Delivery[] {
    return this.deliveries.filter((d) => matches(d, filter) && (!filter.event || d.event === filter.event));
  }

  /** A fresh Stripe-Signature for a payload (what Stripe would send now). */
  sign(payload: string): Promise<string> {
    return this.sdk.webhooks.generateTestHeaderStringAsync({ payload, secret: this.secret });
  }

  /** Delivers the held events: in order, newest first, or shuffled. */
  release(order: 'fifo' | 'reverse' | 'shuffle' = 'fifo'): number {
    const batch = this.held.splice(0);
    if (order === 'reverse') batch.reverse();
    if (order === 'shuffle') batch.sort(() => Math.random() - 0.5);
    for (const e of batch) this.schedule(e);
    return batch.length;
  }

  /** Delivers an event once more (a duplicate on demand). */
  resend(id: string): boolean {
    const e = this.events.find((x) => x.id === id);
    if (e) this.schedule(e, true);
    return Boolean(e);
  }

  /** Resolves when nothing is being delivered or waiting for a retry (held events do not count). */
  idle(timeoutMs = 10_000): Promise<boolean> {
    if (this.pending === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const t = setTimeout(() => resolve(false), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(t);
        resolve(true);
      });
    });
  }

  reset(config?: WebhookConfig): void {
    this.generation++;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.events = [];
    this.deliveries = [];
    this.held = [];
    this.chain = Promise.resolve();
    if (config) this.config = config;
    this.settle(-this.pending);
  }

  private settle(delta: number): void {
    this.pending += delta;
    if (this.pending === 0) for (const w of this.waiters.splice(0)) w();
  }

  private schedule(e: StoredEvent, duplicate = false): void {
    if (!this.config.url) return;
    const gen = this.generation;
    const copies = this.config.duplicate && !duplicate ? [false, true] : [duplicate];
    for (const dup of copies) {
      this.settle(1);
      // First attempts go one after another, so without hold/duplicate events arrive in order.
      this.chain = this.chain.then(() => this.attempt(e, 1, dup, gen)).catch(() => this.settle(-1));
    }
  }

  private async attempt(e: StoredEvent, n: number, duplicate: boolean, gen: number): Promise<void> {
    const url = this.config.url;
    if (gen !== this.generation || !url) return;
    const signature = await this.sign(e.payload);
    let status: number | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: e.payload,
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    if (gen !== this.generation) return;
    const ok = status !== null && status >= 200 && status < 300;
    const { id: event, type, customer, subscription, payload } = e;
    this.deliveries.push({
      id: `wd_${++this.seq}`,
      event,
      type,
      customer,
      subscription,
      attempt: n,
      duplicate,
      url,
      status,
      ok,
      error,
      at: new Date().toISOString(),
      payload,
      signature,
    });
    const delay = this.config.retryDelaysMs[n - 1];
    if (ok || delay === undefined) return this.settle(-1);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(e, n + 1, duplicate, gen);
    }, delay);
    this.timers.add(timer);
  }
}
