/**
 * @module What the payment form tells the rest of the service, all best effort (spec, service §7
 * "Answer handling": analytics and nucleus failures are swallowed): the subscribe analytics events
 * (visit, start, finish, cancel, error) to POST /aux/analytics, the nucleus 'subscribe' event, the
 * receipt claim, and the profile read that says whether the reader is Plus yet.
 */
import type { ProfileDto } from '../../../../worker/contracts/profile';
import { track as trackEvent } from '../../lib/analytics';
import { callApi } from '../../lib/api';
import { sendNucleus } from '../../lib/nucleus';

export type SubscribeEvent = 'visit-subscribe' | 'start-subscribe' | 'finish-subscribe' | 'cancel-subscribe' | 'error-subscribe';

/** Batched with the page's other events (lib/analytics.ts): a cancel queued as the page goes away leaves by beacon. */
export function track(name: SubscribeEvent, data: Record<string, string | number | boolean | null>): void {
  trackEvent(name, data);
}

/** After a subscription: the nucleus event and the receipt claim (then the profile is read again by the reload). */
export async function afterSubscribed(subscriptionId: string | null): Promise<void> {
  await Promise.allSettled([
    sendNucleus('subscribe'),
    // The answer names no subscription yet (billing/subscribe.ts); without an id there is nothing to claim.
    subscriptionId ? callApi(`/aux/subscriptions/${encodeURIComponent(subscriptionId)}/claim-receipt`, {}) : Promise.resolve(null),
  ]);
}

/**
 * After a card authentication the subscription turns active when Stripe's webhook arrives; wait
 * for it (a few seconds at most) so the reload finds a Plus reader, not the payment form again.
 */
export async function waitForPlus(tries = 8, everyMs = 750): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    const res = await callApi<ProfileDto>('/api/profile');
    if (res.ok && res.data.subscribed) return true;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return false;
}
