/** @module Onboarding's reads and marks as plain (db, …) functions: the page's data, phone consent, completion. */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tagFollows, tags, users } from '../../db/schema';
import { phoneQuery } from '../account/queries';
import { INTEREST_TYPES, interestTagsQuery, type LocationFilter, locationPageQueries, locationPicker } from '../follows/queries';

/** What the onboarding page shows, in one batch: the interests, the location picker, the stored phone. */
export async function onboardingData(db: Db, userId: number, filter?: LocationFilter) {
  const [interests, rows, totals, mine, me] = await db.batch([
    interestTagsQuery(db, userId),
    ...locationPageQueries(db, userId, filter),
    phoneQuery(db, userId),
  ]);
  return { interests, locations: locationPicker([rows, totals, mine]), phone: me[0]?.phone ?? null };
}

/** Onboarding's phone step: the number and the moment the reader agreed to text messages. */
export async function savePhoneConsent(db: Db, userId: number, phone: string, now: number): Promise<void> {
  await db.update(users).set({ phone, smsConsentAt: now, modified: now }).where(eq(users.id, userId));
}

/** How many categories and topics the reader follows (onboarding needs at least one). */
export async function interestCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tagFollows)
    .innerJoin(tags, eq(tags.id, tagFollows.tagId))
    .where(and(eq(tagFollows.userId, userId), inArray(tags.type, [...INTEREST_TYPES])));
  return row?.n ?? 0;
}

/** Marks onboarding done; the first completion is kept (re-running onboarding does not move it). */
export async function completeOnboarding(db: Db, userId: number, now: number): Promise<void> {
  await db
    .update(users)
    .set({ onboardedAt: sql`coalesce(${users.onboardedAt}, ${now})`, modified: now })
    .where(eq(users.id, userId));
}
