/**
 * @module What changing the profile and the password do, whichever way it arrives (the JSON API or
 * the profile page's forms posted without JavaScript): the spec's messages, 409 for a username or
 * e-mail another account has, and a new password that ends every other session.
 */
import type { Context } from 'hono';
import { ACCOUNT_MESSAGES as A } from '../../contracts/account';
import { AUTH_MESSAGES as M, newPasswordError } from '../../contracts/auth';
import type { PasswordBody, ProfileDto, ProfilePatchBody } from '../../contracts/profile';
import type { AppEnv } from '../../env';
import { AppError, badRequest, unauthorized } from '../../http/errors';
import type { SignedIn } from '../../http/guards';
import { nowSeconds } from '../../http/time';
import { readProfile, setPassword } from '../auth/queries';
import { startSession } from '../auth/session';
import { currentPhone, takenBy, updateUser } from './queries';
import { profileChanges, uniqueViolation } from './rules';

type C = Context<AppEnv & SignedIn>;

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
