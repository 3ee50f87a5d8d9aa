/**
 * @module A Stripe subscription as the row Edgewire keeps of it. The webhooks never trust the
 * order in which events arrive: each one re-reads the subscription from Stripe and stores its
 * state as of that read (queries.ts keeps a newer read over an older one), so "updated" before
 * "created", duplicates and retries all end in Stripe's current state.
 */
import type Stripe from 'stripe';
import { idFromText } from '../../contracts/ids';
import type { PlanId } from '../../contracts/plans';
import { entitledUntil } from '../../contracts/plus';

export type SubscriptionFields = {
  providerSubscriptionId: string;
  providerCustomerId: string;
  /** From the subscription's metadata (set when Edgewire creates it); else found by its customer. */
  userId: number | null;
  plan: PlanId;
  status: string;
  currentPeriodEnd: number | null;
  trialEnd: number | null;
  endedAt: number | null;
  cancelAtPeriodEnd: boolean;
  coupon: string | null;
  entitledUntil: number | null;
};

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

export function subscriptionFields(sub: Stripe.Subscription): SubscriptionFields {
  // Since API 2025-03-31 the billing period lives on the items; Edgewire's have one item.
  const item = sub.items.data[0];
  const currentPeriodEnd = item?.current_period_end ?? null;
  const state = { status: sub.status, currentPeriodEnd, trialEnd: sub.trial_end, endedAt: sub.ended_at };
  return {
    providerSubscriptionId: sub.id,
    providerCustomerId: idOf(sub.customer) ?? '',
    userId: idFromText(sub.metadata?.user_id),
    plan: item?.price.recurring?.interval === 'year' ? 'annual' : 'monthly',
    ...state,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    coupon: sub.metadata?.coupon || null,
    entitledUntil: entitledUntil(state),
  };
}

/** The subscription an event is about: the object itself, or the invoice's subscription. */
export function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string };
  if (object.object === 'subscription') return object.id ?? null;
  if (object.object === 'invoice') {
    const invoice = object as Stripe.Invoice;
    return idOf(invoice.parent?.subscription_details?.subscription);
  }
  return null;
}
