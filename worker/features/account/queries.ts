/**
 * @module Account writes and reads as plain (db, …) functions: profile updates with uniqueness
 * checks, account deletion, and what each /account section shows (settings, follows; billing reads
 * its own, features/billing).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, users, votes } from '../../db/schema';
import { curatorsQuery, interestTagsQuery, type LocationFilter, locationPageQueries, locationPicker } from '../follows/queries';
import type { UserChanges } from './rules';

/** The reader's stored phone, as a statement a page may batch with others. */
export const phoneQuery = (db: Db, userId: number) => db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);

/** The stored phone (to decide what a new number does to SMS consent), or undefined: no such user. */
export async function currentPhone(db: Db, userId: number): Promise<string | null | undefined> {
  const [row] = await phoneQuery(db, userId);
  return row ? row.phone : undefined;
}

/** Which of the new username / e-mail another account already has (case-insensitive, like the indexes). */
export async function takenBy(db: Db, userId: number, values: { username?: string; email?: string }) {
  const checks = [];
  if (values.username !== undefined) checks.push(sql`lower(${users.username}) = ${values.username.toLowerCase()}`);
  if (values.email !== undefined) checks.push(sql`lower(${users.email}) = ${values.email.toLowerCase()}`);
  if (!checks.length) return { username: false, email: false };
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(and(ne(users.id, userId), sql`(${sql.join(checks, sql` OR `)})`))
    .limit(2);
  return {
    username: values.username !== undefined && rows.some((r) => r.username.toLowerCase() === values.username!.toLowerCase()),
    email: values.email !== undefined && rows.some((r) => r.email.toLowerCase() === values.email!.toLowerCase()),
  };
}

export async function updateUser(db: Db, userId: number, changes: UserChanges, now: number): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, modified: now })
    .where(eq(users.id, userId));
}

/**
 * The statements that delete an account, for the caller's batch (the reader's own deletion, and the
 * back office's with its audit row). Follows, bookmarks, votes, credentials, sessions and
 * subscriptions go with the row (ON DELETE CASCADE); comments and views stay, anonymous (SET NULL).
 * The reader's votes are first taken out of the articles' counters, so the counts stay true.
 */
export function deleteAccountStatements(db: Db, userId: number) {
  const mine = (direction: number) =>
    sql`(SELECT count(*) FROM ${votes} WHERE ${votes.userId} = ${userId} AND ${votes.articleId} = ${articles.id} AND ${votes.direction} = ${direction})`;
  return [
    db
      .update(articles)
      .set({ upvotes: sql`max(${articles.upvotes} - ${mine(1)}, 0)`, downvotes: sql`max(${articles.downvotes} - ${mine(-1)}, 0)` })
      .where(inArray(articles.id, db.select({ id: votes.articleId }).from(votes).where(eq(votes.userId, userId)))),
    db.delete(users).where(eq(users.id, userId)),
  ] as const;
}

/** Deletes the account and what goes with it, in one batch (deleteAccountStatements). */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  await db.batch(deleteAccountStatements(db, userId));
}

/** The profile section's fields, or undefined: no such user. */
export async function profileSettings(db: Db, userId: number) {
  const [row] = await db
    .select({ username: users.username, email: users.email, phone: users.phone, smsConsentAt: users.smsConsentAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The notifications section's switches, named as the API and the island read them. */
const notificationColumns = {
  notification_breaking: users.notificationBreaking,
  notification_am_pm: users.notificationAmPm,
  email_notification_comments: users.emailNotificationComments,
  push_notification_comments: users.pushNotificationComments,
};

/** The notifications section's switches, or undefined: no such user. */
export async function notificationSettings(db: Db, userId: number) {
  const [row] = await db.select(notificationColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The interests section: every category and topic, with the reader's followed flag. */
export const interestTags = (db: Db, userId: number) => interestTagsQuery(db, userId);

/** The following section: every curator, with the reader's followed flag. */
export const curatorList = (db: Db, userId: number) => curatorsQuery(db, userId);

/** The locations section's picker (filtered as its links and search ask), in one batch. */
export async function locationFollows(db: Db, userId: number, filter?: LocationFilter) {
  return locationPicker(await db.batch([...locationPageQueries(db, userId, filter)]));
}
