// Who is Plus, as tables: the tier a page is drawn for, and until when each subscription state entitles.
import { describe, expect, it } from 'vitest';
import { entitledUntil, isSubscribed, PAST_DUE_GRACE_SECONDS, type ReaderTier, readerTier, type SubscriptionState } from './plus';

const NOW = 1_800_000_000;
const DAY = 86_400;

describe('readerTier', () => {
  const table: [string, { subscriptionEnd: number | null } | null, ReaderTier][] = [
    ['no reader', null, 'guest'],
    ['never subscribed', { subscriptionEnd: null }, 'free'],
    ['ended a second ago', { subscriptionEnd: NOW - 1 }, 'free'],
    ['ends this very second', { subscriptionEnd: NOW }, 'free'],
    ['ends in a second', { subscriptionEnd: NOW + 1 }, 'plus'],
  ];
  it.each(table)('%s: %s', (_, reader, tier) => {
    expect(readerTier(reader, NOW)).toBe(tier);
    expect(isSubscribed(reader?.subscriptionEnd ?? null, NOW)).toBe(tier === 'plus');
  });
});

describe('entitledUntil', () => {
  const periodEnd = NOW + 20 * DAY;
  const base: SubscriptionState = { status: 'active', currentPeriodEnd: periodEnd, trialEnd: null, endedAt: null };
  const table: [string, Partial<SubscriptionState>, number | null][] = [
    ['trialing: the trial end', { status: 'trialing', trialEnd: NOW + 30 * DAY }, NOW + 30 * DAY],
    ['trialing without a trial end: the period end', { status: 'trialing' }, periodEnd],
    ['active: the period end', {}, periodEnd],
    ['active, cancelling at the period end: still the period end', {}, periodEnd],
    ['past_due: the period end and the grace', { status: 'past_due' }, periodEnd + PAST_DUE_GRACE_SECONDS],
    ['past_due without a period: nothing', { status: 'past_due', currentPeriodEnd: null }, null],
    ['canceled at the period end: then', { status: 'canceled', endedAt: periodEnd }, periodEnd],
    ['canceled at once: when it ended', { status: 'canceled', endedAt: NOW - DAY }, NOW - DAY],
    ['canceled, no end recorded: the period end', { status: 'canceled' }, periodEnd],
    ['incomplete: nothing', { status: 'incomplete' }, null],
    ['incomplete_expired: nothing', { status: 'incomplete_expired' }, null],
    ['unpaid: nothing', { status: 'unpaid' }, null],
    ['paused: nothing', { status: 'paused' }, null],
    ['a status Stripe adds later: nothing', { status: 'something_new' }, null],
  ];
  it.each(table)('%s', (_, over, until) => expect(entitledUntil({ ...base, ...over })).toBe(until));
});
