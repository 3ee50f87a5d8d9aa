/**
 * @module What changing the profile, the notifications and the password and deleting the account
 * do, whichever way it arrives (the JSON API or the account pages' forms posted without
 * JavaScript): the spec's messages, 409 for a username or e-mail another account has, and a new
 * password that ends every other session.
 */
import { ACCOUNT_MESSAGES as A, commentsOn, commentsToggle } from '../../contracts/account';
import { AUTH_MESSAGES as M, newPasswordError } from '../../contracts/auth';
import type { NotificationsForm, PasswordBody, ProfileDto, ProfilePatchBody } from '../../contracts/profile';
import { AppError, badRequest, unauthorized } from '../../http/errors';
import type { SignedInContext as C } from '../../http/guards';
import { nowSeconds } from '../../http/time';
import { forgetEventsLater } from '../analytics/forget';
import { readProfile, setPassword } from '../auth/queries';
import { endSession, startSession } from '../auth/session';
import { cancelSubscriptionsOf } from '../billing/cancel';
import { currentPhone, deleteAccount, notificationSettings, takenBy, updateUser } from './queries';
import { profileChanges, uniqueViolation } from './rules';

export async function updateProfile(c: C, body: ProfilePatchBody): Promise<ProfileDto> {
  const viewer = c.var.viewer;
  if (Object.keys(body).length === 0) throw badRequest(A.nothingToUpdate, 'body');
  const db = c.get('db');
  const now = nowSeconds();
  const phone = await currentPhone(db, viewer.id);
  if (phone === undefined) throw unauthorized(M.noUser);
  const changes = profileChanges(body, phone);
  const taken = await takenBy(db, viewer.id, { username: changes.username, email: changes.email });
  if (taken.email) throw AppError.of(409, 'conflict', M.emailExists, 'email');
  if (taken.username) throw AppError.of(409, 'conflict', A.usernameTaken, 'username');
  try {
    await updateUser(db, viewer.id, changes, now);
  } catch (error) {
    // Two readers claiming the same value at once: the unique index decides, the loser gets 409.
    const field = uniqueViolation(error);
    if (!field) throw error;
    throw AppError.of(409, 'conflict', field === 'email' ? M.emailExists : A.usernameTaken, field);
  }
  const profile = await readProfile(db, viewer.id, now);
  if (!profile) throw unauthorized(M.noUser);
  return profile;
}

export async function changePassword(c: C, { password, confirm_password }: PasswordBody): Promise<{ message: string }> {
  const problem = newPasswordError(password, confirm_password);
  if (problem) throw badRequest(problem, problem === M.newPasswordMismatch ? 'confirm_password' : 'password');
  const now = nowSeconds();
  await setPassword(c.get('db'), c.var.viewer.id, password!, now);
  // setPassword moved the session version: every other session is gone, this browser gets a
  // fresh one under the new version.
  await startSession(c, c.var.viewer.id, now);
  return { message: A.passwordUpdated };
}

/**
 * The notifications form: an unticked box is off. The comments box sets both channels only when it
 * moved, so a reader's 'replies' survives a save of the other switches (as the island's does).
 */
export async function saveNotifications(c: C, form: NotificationsForm): Promise<ProfileDto> {
  const current = await notificationSettings(c.get('db'), c.var.viewer.id);
  if (!current) throw unauthorized(M.noUser);
  const comments = form.comments === commentsOn(current) ? {} : commentsToggle(form.comments);
  return updateProfile(c, { notification_breaking: form.notification_breaking, notification_am_pm: form.notification_am_pm, ...comments });
}

/** Deletes the account (follows, bookmarks, votes go with it) and clears this browser's session. */
export async function removeAccount(c: C): Promise<void> {
  // Stripe first: if it cannot be told, the account stays (billing/cancel.ts).
  await cancelSubscriptionsOf(c.env, c.get('db'), c.var.viewer.id);
  await deleteAccount(c.get('db'), c.var.viewer.id);
  await forgetEventsLater(c.env, c.var.viewer.id);
  // The user row is gone, so every session of it (this one and any copy) fails its next lookup.
  endSession(c);
}
