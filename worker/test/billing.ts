/**
 * @module The billing tests' kit: the hidden fields of one of /account/billing's forms, the events
 * the local Stripe stand-in made (each with its exact payload and a fresh signature) replayed into
 * the Worker's webhook as Stripe would post them, and the count of a reader's live subscriptions
 * at the stand-in itself (every customer with their e-mail), which is what bills them.
 */
import { env, SELF } from 'cloudflare:test';
import { inject } from 'vitest';
import { stripeClient } from '../features/billing/stripe-sdk';
import { url } from './http';

/** The hidden fields of the billing page's form for `action` (the first one on the page). */
export function billingFormOf(html: string, action: string): Record<string, string> {
  const m = new RegExp(`<form[^>]*data-billing-action="${action}"[^>]*>([\\s\\S]*?)</form>`).exec(html);
  if (!m) throw new Error(`no ${action} form on the billing page`);
  return Object.fromEntries([...m[1]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((x) => [x[1]!, x[2]!]));
}

const standIn = (path: string) => `${inject('stripeUrl').replace(/\/$/, '')}/_control${path}`;

/** A POST to the stand-in's control API (time: `/subscriptions/{id}/end`, `/advance`). */
export const stripeControl = (path: string, body: unknown = {}) =>
  fetch(standIn(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export type KeptEvent = { id: string; type: string; payload: string; signature: string };

/** The events the stand-in made about one subscription, of one type, oldest first. */
export const stripeEventsOf = async (subscription: string, type: string) =>
  (await (await fetch(standIn(`/events?subscription=${subscription}&type=${type}`))).json()) as KeptEvent[];

/** Posts a kept event to the Worker's webhook exactly as Stripe would (its body, its signature). */
export const replayEvent = (event: KeptEvent) =>
  SELF.fetch(url('/aux/stripe/webhook'), {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
    body: event.payload,
  });

// Stripe's statuses that bill, written here rather than taken from billing/rules.ts isLive, so a
// wrong rule cannot make a count agree with itself.
const LIVE_AT_STRIPE = new Set(['trialing', 'active', 'past_due', 'unpaid', 'paused']);

/** The reader's live subscriptions as the stand-in has them, over every customer with their e-mail. */
export async function liveAtStripe(email: string) {
  const stripe = stripeClient(env);
  const customers = (await stripe.customers.list({ email, limit: 100 })).data;
  const lists = await Promise.all(customers.map((c) => stripe.subscriptions.list({ customer: c.id, status: 'all', limit: 100 })));
  return lists.flatMap((l) => l.data).filter((s) => LIVE_AT_STRIPE.has(s.status));
}
