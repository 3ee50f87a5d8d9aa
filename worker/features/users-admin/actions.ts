/**
 * @module What the back office's changes to a user do: each is one D1 batch holding the change
 * and its audit row (both land or neither), and most end with the user's fresh read, so the
 * answer costs no extra round trip. Taken e-mails and usernames are 409 with the reader's own
 * messages; the unique indexes decide a race. A rename or a deletion changes the comments readers
 * are shown (the author's name, or the comments themselves), so it tells the cache registry.
 */
import { invalidate } from '../../cache';
import { ACCOUNT_MESSAGES as A } from '../../contracts/account';
import { USER_ADMIN_MESSAGES as U, type UserCreateBody, type UserDetailDto, type UserPatchBody } from '../../contracts/admin-users';
import { AUTH_MESSAGES as M } from '../../contracts/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { SignedInContext as C } from '../../http/guards';
import { nowSeconds } from '../../http/time';
import { deleteAccountStatements, takenBy } from '../account/queries';
import { uniqueViolation } from '../account/rules';
import { forgetEventsLater } from '../analytics/forget';
import { auditStatement } from '../audit/queries';
import { hashPassword } from '../auth/password';
import { freeUsername } from '../auth/queries';
import { cancelSubscriptionsOf } from '../billing/cancel';
import { toUserDetail } from './dto';
import {
  idByEmail,
  insertUserStatement,
  newUserPasswordStatement,
  readUser,
  type SubscriptionRow,
  setActiveStatement,
  type UserDetailRow,
  updateUserStatement,
  userReads,
} from './queries';
import { changesSnapshot, newPhone, ownAccountError, userChanges, userSnapshot } from './rules';

const taken = (field: 'email' | 'username') => conflict(field === 'email' ? M.emailExists : A.usernameTaken, field);

async function refuseTaken(c: C, id: number, values: { username?: string; email?: string }) {
  const t = await takenBy(c.get('db'), id, values);
  if (t.email) throw taken('email');
  if (t.username) throw taken('username');
}

/** Two admins (or a sign-up) claiming the same value at once: the unique index decides, the loser gets 409. */
async function unique<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const field = uniqueViolation(error);
    if (!field) throw error;
    throw taken(field);
  }
}

function ownAccount(c: C, id: number, change: Parameters<typeof ownAccountError>[2]) {
  const problem = ownAccountError(c.var.viewer.id, id, change);
  if (problem) throw badRequest(problem.message, problem.path);
}

/** One user and their subscriptions, or 404. */
export async function userDetail(c: C, id: number): Promise<UserDetailDto> {
  const found = await readUser(c.get('db'), id);
  if (!found) throw notFound(U.notFound);
  return toUserDetail(found.user, found.subscriptions, nowSeconds());
}

/** The fresh read a write's batch ends with. */
function detailOf(users: UserDetailRow[], subs: SubscriptionRow[], now: number): UserDetailDto {
  if (!users[0]) throw notFound(U.notFound);
  return toUserDetail(users[0], subs, now);
}

export async function createUser(c: C, body: UserCreateBody): Promise<UserDetailDto> {
  const db = c.get('db');
  const now = nowSeconds();
  const username = body.username ?? (await freeUsername(db, null, body.email));
  await refuseTaken(c, 0, { email: body.email, username });
  const values = {
    email: body.email,
    username,
    role: body.role,
    phone: newPhone(body.phone),
    subscriptionEnd: body.subscription_end ?? null,
  };
  // The audit row says whether a password was set, never what it is (nor its hash).
  const after = { ...changesSnapshot(values), is_active: true, has_password: body.password !== undefined };
  const insert = insertUserStatement(db, values, now);
  const audit = auditStatement(db, c.var.viewer.id, { action: 'create', entity: 'user', entityId: idByEmail(body.email), after }, now);
  const password = body.password === undefined ? null : await hashPassword(body.password);
  const write = password ? db.batch([insert, newUserPasswordStatement(db, body.email, password), audit]) : db.batch([insert, audit]);
  const [inserted] = await unique<[{ id: number }[], ...unknown[]]>(write);
  return userDetail(c, inserted[0]!.id);
}

export async function changeUser(c: C, id: number, body: UserPatchBody): Promise<UserDetailDto> {
  if (Object.keys(body).length === 0) throw badRequest(A.nothingToUpdate, 'body');
  ownAccount(c, id, { role: body.role });
  const db = c.get('db');
  const before = await userDetail(c, id);
  const changes = userChanges(body, before.phone);
  await refuseTaken(c, id, { username: changes.username, email: changes.email });
  const now = nowSeconds();
  const entry = { action: 'update', entity: 'user', entityId: id, before: userSnapshot(before) };
  const [, , users, subs] = await unique(
    db.batch([
      updateUserStatement(db, id, changes, now),
      auditStatement(db, c.var.viewer.id, { ...entry, after: { ...entry.before, ...changesSnapshot(changes) } }, now),
      ...userReads(db, id),
    ]),
  );
  if (changes.username !== undefined && changes.username !== before.username) await invalidate(c.env, 'comments');
  return detailOf(users, subs, now);
}

/** Activate or deactivate: a deactivated reader cannot sign in, and every session of theirs stops at once. */
export async function setActive(c: C, id: number, active: boolean): Promise<UserDetailDto> {
  if (!active) ownAccount(c, id, { deactivate: true });
  const db = c.get('db');
  const before = userSnapshot(await userDetail(c, id));
  const now = nowSeconds();
  const audit = auditStatement(
    db,
    c.var.viewer.id,
    { action: active ? 'activate' : 'deactivate', entity: 'user', entityId: id, before, after: { ...before, is_active: active } },
    now,
  );
  const [, , users, subs] = await db.batch([setActiveStatement(db, id, active, now), audit, ...userReads(db, id)]);
  return detailOf(users, subs, now);
}

/**
 * Deletes the user as the reader's own deletion does (account/queries.ts), with its audit row; a live
 * subscription is cancelled at Stripe first, or nothing is deleted (billing/cancel.ts).
 */
export async function removeUser(c: C, id: number): Promise<{ id: number; deleted: true }> {
  ownAccount(c, id, { delete: true });
  const db = c.get('db');
  const before = userSnapshot(await userDetail(c, id));
  await cancelSubscriptionsOf(c.env, db, id);
  const now = nowSeconds();
  await db.batch([
    ...deleteAccountStatements(db, id),
    auditStatement(db, c.var.viewer.id, { action: 'delete', entity: 'user', entityId: id, before, after: null }, now),
  ]);
  await forgetEventsLater(c.env, id);
  await invalidate(c.env, 'comments');
  return { id, deleted: true };
}
