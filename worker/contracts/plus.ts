/**
 * @module Who has Edgewire Plus, one rule for the Worker and the browser. A reader is Plus while
 * their users.subscription_end lies in the future; that column is the one thing every check reads
 * (articles, paging, down-votes, paid sharing, ads). What writes it is `entitledUntil`: the
 * billing webhooks store, for each subscription, until when its state entitles the reader, and
 * subscription_end is the latest of those. Zod-free: islands import it.
 */

/** Who is reading, as a page and its Engagement island are drawn for them. */
export type ReaderTier = 'guest' | 'free' | 'plus';

/** subscribed is derived: true while subscription_end lies in the future. */
export function isSubscribed(subscriptionEnd: number | null, nowSeconds: number): boolean {
  return subscriptionEnd !== null && subscriptionEnd > nowSeconds;
}

/** The tier a page is drawn for (the renderer and the kept pages' keys must agree on it). */
export function readerTier(reader: { subscriptionEnd: number | null } | null, nowSeconds: number): ReaderTier {
  return !reader ? 'guest' : isSubscribed(reader.subscriptionEnd, nowSeconds) ? 'plus' : 'free';
}

/** A failed renewal keeps Plus this long after the paid period, while Stripe retries the card. */
export const PAST_DUE_GRACE_SECONDS = 7 * 24 * 3600;

/** What the entitlement depends on, as Stripe reports a subscription (times in epoch seconds). */
export type SubscriptionState = {
  status: string;
  currentPeriodEnd: number | null;
  trialEnd: number | null;
  endedAt: number | null;
};

/**
 * Until when a subscription entitles its reader to Plus, or null for not at all. Trialing: to the
 * end of the trial; active: to the end of the paid period; past_due: that end plus the grace;
 * canceled: until it ended (Stripe ends a cancel-at-period-end subscription at the period's end,
 * and one cancelled at once, as with a deleted account, now). Incomplete, unpaid and paused
 * subscriptions entitle to nothing: no payment stands behind them.
 */
export function entitledUntil(s: SubscriptionState): number | null {
  switch (s.status) {
    case 'trialing':
      return s.trialEnd ?? s.currentPeriodEnd;
    case 'active':
      return s.currentPeriodEnd;
    case 'past_due':
      return s.currentPeriodEnd === null ? null : s.currentPeriodEnd + PAST_DUE_GRACE_SECONDS;
    case 'canceled':
      return s.endedAt ?? s.currentPeriodEnd;
    default:
      return null;
  }
}
