/**
 * @module /account/billing as the page draws it: the view model the Worker builds from Stripe (or,
 * when Stripe cannot be reached, from the subscription Edgewire keeps) and the page's words. The
 * spec names none of these messages; docs/decisions/031 records them. Zod-free.
 */
import type { PlanId } from './plans';

export const BILLING_MESSAGES = {
  unreachable:
    'We could not reach our payment provider, so your card, invoices and billing options cannot be shown right now. Your subscription is not affected. Please try again in a few minutes.',
  actionUnreachable: 'We could not reach our payment provider, so nothing was changed. Please try again in a few minutes.',
  notYours: 'We could not find that subscription on your account.',
  noAccount: 'There is no billing account to manage yet. Choose a plan to subscribe.',
  ended: 'This subscription has already ended.',
  switchNotNow: 'Only a running subscription can change plan. Resume it, or update your card, first.',
  tooMany: 'Too many billing changes in a short time. Please try again later.',
  notBilledHere: 'Your Edgewire Plus is not billed through our payment provider, so there is nothing to change here.',
  extraHeading: 'Another subscription is billing you',
  extraNote:
    'Your account has more than one Edgewire Plus subscription, and each is charged. You need only one: cancel the extra one and it stops at once, with no further charge.',
  notExtra: 'That is your only subscription. To stop it, cancel it at the end of the period instead.',
} as const;

/** The success messages, with the dates and plans they name. */
export const billingDone = {
  canceled: (endsOn: string) => `Your subscription is canceled. You keep Edgewire Plus until ${endsOn}.`,
  resumed: (renewsOn: string) => `Your subscription continues. It renews on ${renewsOn}.`,
  switched: (planName: string) => `You are now on the ${planName} plan.`,
  extraCanceled: 'The extra subscription is canceled. It will not be charged again.',
};

const DATE = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "May 17, 2031" (UTC, as Stripe's periods are). */
export const billingDate = (epochSeconds: number) => DATE.format(new Date(epochSeconds * 1000));

/** Where a subscription stands, in the reader's words. */
export type SubscriptionState = 'trialing' | 'active' | 'ending' | 'past_due' | 'ended' | 'incomplete' | 'inactive';

export type SubscriptionView = {
  /** Stripe's id (sub_…): what the page's forms post. */
  id: string;
  plan: PlanId;
  /** "Monthly" / "Annual". */
  planName: string;
  /** "$89.64 per year". */
  price: string;
  billed: string;
  state: SubscriptionState;
  /** "Free trial", "Active", "Canceled", "Past due", "Ended", … */
  label: string;
  /** One sentence with the date that matters: "Ends on May 17, 2031. …". */
  detail: string;
  /** When a canceled subscription stops (the period's end), else null. */
  endsOn: number | null;
  /** The next charge: at the trial's end or the period's end; null when nothing will be charged. */
  nextCharge: { date: number; amount: string; first: boolean } | null;
  canCancel: boolean;
  canResume: boolean;
  /** The other plan, when the reader may switch to it. */
  switchTo: { plan: PlanId; name: string; price: string } | null;
};

export type InvoiceView = { id: string; number: string; date: number; amount: string; status: string; url: string | null };

export type CardView = { brand: string; last4: string; expires: string };

export type BillingView = {
  /** Stripe answered (false: the page says so, from the local state, and offers no action). */
  reachable: boolean;
  /** The reader has a Stripe customer: the billing portal can be opened. */
  customer: boolean;
  /** Whether what is shown came from Stripe or from the kept row. */
  source: 'stripe' | 'local';
  subscription: SubscriptionView | null;
  invoices: InvoiceView[];
  card: CardView | null;
  /** The reader's entitlement as every other page sees it (users.subscription_end). */
  plus: { subscribed: boolean; until: number | null };
  /** Never subscribed: the first month is free. */
  firstMonthFree: boolean;
  /**
   * Live subscriptions besides the one shown (made outside Edgewire, directly at Stripe, or one
   * that slipped past the claim): each bills the reader, so each can be cancelled here.
   */
  extras: SubscriptionView[];
  /** A fresh key per page view for Stripe's idempotency: a double submit repeats it. */
  formKey: string;
};

/** A subscription the webhook flagged as live beside an older live one of the same reader (the back office's dashboard). */
export type FlaggedExtra = {
  subscription: string;
  userId: number;
  username: string;
  email: string;
  plan: PlanId;
  status: string;
  flaggedAt: number | null;
};
