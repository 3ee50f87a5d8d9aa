/**
 * @module What the payment form tells the rest of the service, all best effort (spec, service §7
 * "Answer handling": analytics and nucleus failures are swallowed): the subscribe analytics events
 * (visit, start, finish, cancel, error) to POST /aux/analytics, the nucleus 'subscribe' event, the
 * receipt claim, and the profile read that says whether the reader is Plus yet.
 */
import type { AnalyticsBody } from '../../../../worker/contracts/analytics';
import type { ProfileDto } from '../../../../worker/contracts/profile';
import { callApi } from '../../lib/api';

export type SubscribeEvent = 'visit-subscribe' | 'start-subscribe' | 'finish-subscribe' | 'cancel-subscribe' | 'error-subscribe';

const SESSION_KEY = 'ew.analytics.session';

/** One id per browser tab (the analytics "sessionId"); a fresh one when storage is blocked. */
function sessionId(): string {
  try {
    const kept = sessionStorage.getItem(SESSION_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    sessionStorage.setItem(SESSION_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/** keepalive: a cancel sent as the page goes away still lands. */
export function track(name: SubscribeEvent, data: Record<string, string | number | boolean | null>): void {
  const body: AnalyticsBody = { sessionId: sessionId(), event: { name, data, timestamp: Date.now() } };
  void callApi('/aux/analytics', body, 'POST', { keepalive: true });
}

/** After a subscription: the nucleus event and the receipt claim (then the profile is read again by the reload). */
export async function afterSubscribed(subscriptionId: string | null): Promise<void> {
  await Promise.allSettled([
    callApi('/aux/nucleus/event', { event: 'subscribe' }),
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
