/**
 * @module The back office's users as plain (db, …) functions: the list (rows and total in one
 * round trip), one user with their subscriptions, the export's keyset pages, and the statements
 * each change adds to its batch beside its audit row.
 */

import { and, asc, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idPageFrom, pageAndTotal } from '../../db/paging';
import type { RowOf } from '../../db/rows';
import { passwordCredentials, subscriptions, tagFollows, users } from '../../db/schema';
import type { PasswordHash } from '../auth/password';
import { likePattern, type UserColumns } from './rules';

export type UserFilter = { q?: string; role?: 'reader' | 'admin'; active?: boolean };

function where(f: UserFilter): SQL | undefined {
  const like = f.q ? likePattern(f.q) : null;
  return and(
    like ? sql`(lower(${users.email}) LIKE ${like} ESCAPE '\\' OR lower(${users.username}) LIKE ${like} ESCAPE '\\')` : undefined,
    f.role ? eq(users.role, f.role) : undefined,
    f.active === undefined ? undefined : eq(users.isActive, f.active),
  );
}

/** The list's and the export's columns; onboarded is the profile's rule (at least one followed tag). */
const rowColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  phone: users.phone,
  role: users.role,
  subscriptionEnd: users.subscriptionEnd,
  isActive: users.isActive,
  onboarded: sql<boolean>`exists (select 1 from ${tagFollows} where ${tagFollows.userId} = ${users.id})`.mapWith(Boolean),
  created: users.created,
};

const detailColumns = {
  ...rowColumns,
  theme: users.theme,
  notificationBreaking: users.notificationBreaking,
  notificationAmPm: users.notificationAmPm,
  emailNotificationComments: users.emailNotificationComments,
  pushNotificationComments: users.pushNotificationComments,
};

/** Newest accounts first, one page and the total, in one round trip. */
export async function listUsers(db: Db, f: UserFilter, page: number, limit: number) {
  const w = where(f);
  return pageAndTotal(
    db,
    db
      .select(rowColumns)
      .from(users)
      .where(and(w, idPageFrom(db, users.id, w, page, limit)))
      .orderBy(desc(users.id))
      .limit(limit),
    users,
    w,
  );
}

/** One user and their subscriptions as two batchable reads (a write's batch ends with them). */
export function userReads(db: Db, id: number) {
  return [
    db.select(detailColumns).from(users).where(eq(users.id, id)).limit(1),
    db
      .select({
        plan: subscriptions.plan,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, id))
      .orderBy(desc(subscriptions.id)),
  ] as const;
}

export type UserRow = RowOf<typeof rowColumns>;
export type UserDetailRow = Awaited<ReturnType<typeof userReads>[0]>[number];
export type SubscriptionRow = Awaited<ReturnType<typeof userReads>[1]>[number];

/** One user and their subscriptions in one round trip, or null. */
export async function readUser(db: Db, id: number) {
  const [rows, subs] = await db.batch(userReads(db, id));
  return rows[0] ? { user: rows[0], subscriptions: subs } : null;
}

/** The export's next page after `afterId`, in id order: keyset paging reads each row once, however many there are. */
export function exportPage(db: Db, f: UserFilter, afterId: number, limit: number) {
  return db
    .select(rowColumns)
    .from(users)
    .where(and(gt(users.id, afterId), where(f)))
    .orderBy(asc(users.id))
    .limit(limit);
}

/** The new user's id inside the batch that inserts it (the e-mail is unique, case-insensitively): its audit row names it. */
export const idByEmail = (email: string) => sql`(select ${users.id} from ${users} where lower(${users.email}) = ${email.toLowerCase()})`;

export function insertUserStatement(db: Db, values: UserColumns & { email: string; username: string }, now: number) {
  return db
    .insert(users)
    .values({ ...values, created: now, modified: now })
    .returning({ id: users.id });
}

/** The password of the user the same batch inserts. */
export function newUserPasswordStatement(db: Db, email: string, password: PasswordHash) {
  return db.insert(passwordCredentials).values({ userId: idByEmail(email), ...password });
}

export function updateUserStatement(db: Db, id: number, changes: UserColumns, now: number) {
  return db
    .update(users)
    .set({ ...changes, modified: now })
    .where(eq(users.id, id));
}

/**
 * Activation. Deactivating also moves the session version (as auth/session.ts revokeAllStatement
 * does), so the reader's sessions do not come back to life if the account is activated again.
 */
export function setActiveStatement(db: Db, id: number, active: boolean, now: number) {
  const revoke = active ? {} : { sessionVersion: sql`${users.sessionVersion} + 1` };
  return db
    .update(users)
    .set({ isActive: active, modified: now, ...revoke })
    .where(eq(users.id, id));
}
