/**
 * @module Billing's D1 statements. Applying a subscription's state is one batch (one
 * transaction): the row (a newer read of Stripe never loses to an older one), the reader's
 * subscription_end (the latest entitlement of their subscriptions), the event marked as applied,
 * and who the reader is, for the e-mail.
 */
import { and, desc, eq, exists, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { type AnySQLiteColumn, alias } from 'drizzle-orm/sqlite-core';
import type { PlanId } from '../../contracts/plans';
import type { Db } from '../../db/client';
import { billingCustomers, subscriptions, users, webhookEvents } from '../../db/schema';
import { ENDED_STATUSES, NOT_LIVE_STATUSES } from './rules';
import type { SubscriptionFields } from './sync';

const PROVIDER = 'stripe';

/** Whether this event id was applied before (a redelivery answers at once). */
export async function eventApplied(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, eventId));
  return row !== undefined;
}

/** The reader a subscription belongs to: its metadata's user, else its customer's; null when neither exists (any more). */
export async function subscriptionOwner(db: Db, f: Pick<SubscriptionFields, 'userId' | 'providerCustomerId'>): Promise<number | null> {
  const byCustomer = sql`(SELECT ${billingCustomers.userId} FROM ${billingCustomers}
    WHERE ${billingCustomers.provider} = ${PROVIDER} AND ${billingCustomers.customerId} = ${f.providerCustomerId})`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sql`coalesce(${f.userId}, ${byCustomer})`));
  return row?.id ?? null;
}

/** The subscription's row and its reader's subscription_end, as two batchable statements. */
function keepStatements(db: Db, userId: number, f: SubscriptionFields, syncedAtMs: number) {
  const state = {
    providerCustomerId: f.providerCustomerId,
    plan: f.plan,
    status: f.status,
    currentPeriodEnd: f.currentPeriodEnd,
    cancelAtPeriodEnd: f.cancelAtPeriodEnd,
    trialEnd: f.trialEnd,
    endedAt: f.endedAt,
    entitledUntil: f.entitledUntil,
    syncedAtMs,
  };
  return [
    db
      .insert(subscriptions)
      .values({ userId, provider: PROVIDER, providerSubscriptionId: f.providerSubscriptionId, coupon: f.coupon, ...state })
      .onConflictDoUpdate({
        target: [subscriptions.provider, subscriptions.providerSubscriptionId],
        set: { ...state, modified: sql`unixepoch()` },
        // A newer read of Stripe never loses to an older one that lands later.
        setWhere: sql`excluded.synced_at_ms >= ${subscriptions.syncedAtMs}`,
      }),
    db
      .update(users)
      .set({
        subscriptionEnd: sql`(SELECT max(${subscriptions.entitledUntil}) FROM ${subscriptions} WHERE ${subscriptions.userId} = ${users.id})`,
      })
      .where(eq(users.id, userId))
      .returning({ subscriptionEnd: users.subscriptionEnd }),
  ] as const;
}

/** Keeps a subscription Edgewire has just made (the subscribe action), so its reader is Plus before any webhook. */
export async function keepSubscription(db: Db, userId: number, f: SubscriptionFields, syncedAtMs: number): Promise<number | null> {
  const [, reader] = await db.batch(keepStatements(db, userId, f, syncedAtMs));
  return reader[0]?.subscriptionEnd ?? null;
}

/**
 * A webhook's effect: the state, the subscription flagged when it is an extra, and the event marked
 * as applied (`first` when this delivery marked it).
 */
export async function applySubscription(
  db: Db,
  userId: number,
  f: SubscriptionFields,
  syncedAtMs: number,
  event: { id: string; type: string },
) {
  const [, , , marked, readers] = await db.batch([
    ...keepStatements(db, userId, f, syncedAtMs),
    // A second live subscription of the reader (made outside Edgewire, or slipped past the claim)
    // is flagged for the back office in the same transaction as its state.
    flagExtraStatement(db, userId, f.providerSubscriptionId),
    db
      .insert(webhookEvents)
      .values({ id: event.id, provider: PROVIDER, type: event.type, receivedAt: sql`unixepoch()`, processedAt: sql`unixepoch()` })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id }),
    db.select({ id: users.id, email: users.email, username: users.username }).from(users).where(eq(users.id, userId)),
  ]);
  return { first: marked.length > 0, reader: readers[0] ?? null };
}

const older = alias(subscriptions, 'older');

/**
 * Flags the subscription once when it is live beside an older live subscription of the same reader
 * (the reader is billed twice); the older one, the reader's first, stays unflagged.
 */
function flagExtraStatement(db: Db, userId: number, providerSubscriptionId: string) {
  const live = (status: AnySQLiteColumn) => notInArray(status, [...NOT_LIVE_STATUSES]);
  return db
    .update(subscriptions)
    .set({ extraFlaggedAt: sql`unixepoch()` })
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
        isNull(subscriptions.extraFlaggedAt),
        live(subscriptions.status),
        exists(
          db
            .select({ id: older.id })
            .from(older)
            .where(and(eq(older.userId, subscriptions.userId), lt(older.id, subscriptions.id), live(older.status))),
        ),
      ),
    );
}

/** Takes an event's mark back (its e-mail could not be queued), so Stripe's retry applies it again. */
export async function unmarkEvent(db: Db, eventId: string) {
  await db.delete(webhookEvents).where(and(eq(webhookEvents.id, eventId), eq(webhookEvents.provider, PROVIDER)));
}

/** The reader's Stripe customer, if one was made. */
export async function customerOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: billingCustomers.customerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, PROVIDER)));
  return row?.id ?? null;
}

/** Records the reader's customer; when two requests made one each, the first recorded wins (returned). */
export async function rememberCustomer(db: Db, userId: number, customerId: string): Promise<string> {
  const [, [row]] = await db.batch([
    db.insert(billingCustomers).values({ userId, provider: PROVIDER, customerId }).onConflictDoNothing(),
    db.select({ id: billingCustomers.customerId }).from(billingCustomers).where(eq(billingCustomers.userId, userId)),
  ]);
  return row?.id ?? customerId;
}

/** Whether the reader ever had a subscription (the free month is for a first one). */
export async function hadSubscription(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row !== undefined;
}

/** A subscription of Stripe's that may still charge: neither canceled nor expired before its first payment. */
const mayCharge = (userId: number) =>
  and(eq(subscriptions.userId, userId), eq(subscriptions.provider, PROVIDER), notInArray(subscriptions.status, [...ENDED_STATUSES]));

/** The provider ids of the reader's subscriptions that may still charge them. */
export async function liveSubscriptions(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ id: subscriptions.providerSubscriptionId }).from(subscriptions).where(mayCharge(userId));
  return rows.map((r) => r.id);
}

/** A subscription as Edgewire keeps it: what the billing page shows when Stripe cannot be reached. */
export type KeptSubscription = {
  providerSubscriptionId: string;
  plan: PlanId;
  status: string;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: number | null;
  endedAt: number | null;
};

const keptColumns = {
  providerSubscriptionId: subscriptions.providerSubscriptionId,
  plan: subscriptions.plan,
  status: subscriptions.status,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  trialEnd: subscriptions.trialEnd,
  endedAt: subscriptions.endedAt,
};

/** The billing page's D1 read, one round trip: the reader's Stripe customer and their kept subscriptions, newest first. */
export async function billingState(db: Db, userId: number): Promise<{ customer: string | null; kept: KeptSubscription[] }> {
  const [customers, kept] = await db.batch([
    db
      .select({ id: billingCustomers.customerId })
      .from(billingCustomers)
      .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, PROVIDER))),
    db
      .select(keptColumns)
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, PROVIDER)))
      .orderBy(desc(subscriptions.created), desc(subscriptions.id))
      .limit(10),
  ]);
  return { customer: customers[0]?.id ?? null, kept };
}

/** The reader's own subscription by its Stripe id, or null when it is not theirs (or unknown). */
export async function subscriptionOf(db: Db, userId: number, providerSubscriptionId: string): Promise<KeptSubscription | null> {
  const [row] = await db
    .select(keptColumns)
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, PROVIDER),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .limit(1);
  return row ?? null;
}
