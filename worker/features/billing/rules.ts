/**
 * @module The billing page's decisions, pure: which of a reader's subscriptions the page is about,
 * where it stands in words, what it will charge next and what the reader may do with it. The same
 * rules draw a subscription read from Stripe and, when Stripe cannot be reached, the row Edgewire
 * keeps of it.
 */
import { billingDate, type SubscriptionState, type SubscriptionView } from '../../contracts/billing';
import { dollars, PLANS, type PlanId } from '../../contracts/plans';
import { PAST_DUE_GRACE_SECONDS } from '../../contracts/plus';

/** A subscription as both Stripe and the kept row can say it (times in epoch seconds). */
export type SubscriptionFacts = {
  id: string;
  plan: PlanId;
  status: string;
  cancelAtPeriodEnd: boolean;
  /** Stripe's cancel_at when known, else the period's end is when it stops. */
  cancelAt: number | null;
  periodEnd: number | null;
  trialEnd: number | null;
  endedAt: number | null;
  /** The plan's price at Stripe in cents; null when unknown (the kept row): the plan's list price. */
  priceCents: number | null;
  /** What the next period costs in cents, discounts applied; null when unknown. */
  nextCents: number | null;
};

/** The statuses that entitle the reader (contracts/plus.ts entitledUntil): what the page is about first. */
const ENTITLING = ['trialing', 'active', 'past_due'];
/** Stripe's statuses of a subscription that has ended: it bills nothing more, ever. */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired'] as const;
const ENDED: readonly string[] = ENDED_STATUSES;
/**
 * Not live: ended, or still waiting for its first payment (incomplete: nothing is billed unless
 * that payment is completed, and Stripe expires it after a day). The SQL of the webhook's flag
 * (extra-queries.ts) is written from this same list.
 */
export const NOT_LIVE_STATUSES = [...ENDED_STATUSES, 'incomplete'] as const;

/**
 * A live subscription bills the reader by itself, now or later (trialing, active, past due,
 * unpaid, paused, and any status Stripe adds): a reader should have at most one.
 */
export const isLive = (status: string): boolean => !(NOT_LIVE_STATUSES as readonly string[]).includes(status);

/** The plan a Stripe price stands for: the configured ids first, else its interval (Edgewire's annual price is yearly). */
export function planOfPrice(priceId: string, interval: string | undefined, prices: { monthly: string; annual: string }): PlanId {
  if (priceId === prices.annual) return 'annual';
  if (priceId === prices.monthly) return 'monthly';
  return interval === 'year' ? 'annual' : 'monthly';
}

/**
 * The subscription the page is about, from the newest first: one that entitles (trialing, active,
 * past due), else one waiting for its first payment, else the latest that ended.
 */
export function currentOf<T extends { status: string }>(newestFirst: T[]): T | null {
  return (
    newestFirst.find((s) => ENTITLING.includes(s.status)) ?? newestFirst.find((s) => !ENDED.includes(s.status)) ?? newestFirst[0] ?? null
  );
}

const stateOf = (f: SubscriptionFacts): SubscriptionState => {
  if (ENDED.includes(f.status)) return 'ended';
  if (ENTITLING.includes(f.status) && f.cancelAtPeriodEnd) return 'ending';
  if (f.status === 'trialing' || f.status === 'active' || f.status === 'past_due' || f.status === 'incomplete') return f.status;
  return 'inactive';
};

const on = (t: number | null) => (t === null ? '' : ` on ${billingDate(t)}`);

/** When a canceled subscription stops: Stripe's cancel_at, else its period's (or trial's) end. */
const endOf = (f: SubscriptionFacts) => f.cancelAt ?? f.periodEnd ?? f.trialEnd;

/** What the page says of a state: its label, the sentence under it, and when it ends (only a canceled one does). */
type Described = Pick<SubscriptionView, 'state' | 'label' | 'detail' | 'endsOn'>;
function said(state: SubscriptionState, label: string, detail: string, endsOn: number | null = null): Described {
  return { state, label, detail, endsOn };
}

/** The state's label and the sentence under it. */
export function describe(f: SubscriptionFacts): Described {
  const state = stateOf(f);
  switch (state) {
    case 'trialing':
      return said(state, 'Free trial', `Your free month ends${on(f.trialEnd)}.`);
    case 'active':
      return said(state, 'Active', `Renews${on(f.periodEnd)}.`);
    case 'ending':
      return said(state, 'Canceled', `Ends${on(endOf(f))}. You keep Edgewire Plus until then.`, endOf(f));
    case 'past_due': {
      const grace = f.periodEnd === null ? null : f.periodEnd + PAST_DUE_GRACE_SECONDS;
      const by = grace === null ? '' : ` by ${billingDate(grace)}`;
      return said(state, 'Past due', `We could not charge your card. Update it${by} to keep Edgewire Plus.`);
    }
    case 'ended':
      return said(state, 'Ended', `Ended${on(f.endedAt)}.`);
    case 'incomplete':
      return said(state, 'Payment incomplete', 'The first payment has not gone through, so nothing is active yet.');
    default:
      return said(state, 'Inactive', 'This subscription is not active.');
  }
}

/** The next charge: the first at the trial's end, then each period's end; none once canceled or ended. */
export function nextChargeOf(f: SubscriptionFacts, state: SubscriptionState): SubscriptionView['nextCharge'] {
  const cents = f.nextCents ?? f.priceCents ?? PLANS[f.plan].cents;
  if (state === 'trialing' && f.trialEnd !== null) return { date: f.trialEnd, amount: dollars(cents), first: true };
  if (state === 'active' && f.periodEnd !== null) return { date: f.periodEnd, amount: dollars(cents), first: false };
  return null;
}

/** The whole view of one subscription. */
export function subscriptionView(f: SubscriptionFacts): SubscriptionView {
  const plan = PLANS[f.plan];
  const described = describe(f);
  const other = PLANS[f.plan === 'annual' ? 'monthly' : 'annual'];
  const running = described.state === 'trialing' || described.state === 'active';
  return {
    id: f.id,
    plan: f.plan,
    planName: plan.name,
    price: `${dollars(f.priceCents ?? plan.cents)} ${plan.per}`,
    billed: plan.billed,
    ...described,
    nextCharge: nextChargeOf(f, described.state),
    canCancel: running || described.state === 'past_due',
    canResume: described.state === 'ending',
    // A canceled subscription is not moved to another plan: resume it first.
    switchTo: running ? { plan: other.id, name: other.name, price: `${dollars(other.cents)} ${other.per}` } : null,
  };
}

/** A card brand as people write it. */
export function brandName(brand: string): string {
  const known: Record<string, string> = {
    amex: 'American Express',
    diners: 'Diners Club',
    discover: 'Discover',
    jcb: 'JCB',
    mastercard: 'Mastercard',
    unionpay: 'UnionPay',
    visa: 'Visa',
  };
  return known[brand] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card');
}

/** A Stripe invoice status as people say it. */
export function invoiceStatus(status: string | null): string {
  const words: Record<string, string> = { paid: 'Paid', open: 'Due', draft: 'Draft', void: 'Void', uncollectible: 'Unpaid' };
  return words[status ?? ''] ?? 'Unknown';
}
