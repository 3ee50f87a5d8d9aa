/**
 * @module The back office's view of readers billed twice: subscriptions a webhook flagged as live
 * beside an older live one of the same reader (queries.ts flags them), listed while they are still
 * live, so the dashboard shows what an admin may have to refund or cancel.
 */
import { and, desc, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { FlaggedExtra } from '../../contracts/billing';
import type { Db } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { NOT_LIVE_STATUSES } from './rules';

const SHOWN = 50;

export async function flaggedExtras(db: Db): Promise<FlaggedExtra[]> {
  return db
    .select({
      subscription: subscriptions.providerSubscriptionId,
      userId: users.id,
      username: users.username,
      email: users.email,
      plan: subscriptions.plan,
      status: subscriptions.status,
      flaggedAt: subscriptions.extraFlaggedAt,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(isNotNull(subscriptions.extraFlaggedAt), notInArray(subscriptions.status, [...NOT_LIVE_STATUSES])))
    .orderBy(desc(subscriptions.extraFlaggedAt), desc(subscriptions.id))
    .limit(SHOWN);
}
