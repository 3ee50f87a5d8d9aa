/**
 * @module The account API under /api (spec: PATCH and DELETE /profile; GET /profile lives with
 * sign-in): per-field validation with the spec's messages, 409 for a username or e-mail another
 * account has, account deletion that ends the session, and `POST /profile/password`, which revokes
 * every session (a copied cookie dies) and signs this browser in again so the reader stays in.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { ACCOUNT_MESSAGES as A } from '../../contracts/account';
import { AUTH_MESSAGES as M, newPasswordError } from '../../contracts/auth';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { PasswordBody, ProfileDto, ProfilePatchBody } from '../../contracts/profile';
import { ok } from '../../http/envelope';
import { AppError, badRequest, unauthorized } from '../../http/errors';
import { NO_USER, readerRequired } from '../../http/guards';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { readProfile, setPassword } from '../auth/queries';
import { endSession, startSession } from '../auth/session';
import { currentPhone, deleteAccount, takenBy, updateUser } from './queries';
import { profileChanges, uniqueViolation } from './rules';

const noUser = errorResponse(`'${NO_USER}'`);
const patchRoute = createRoute({
  method: 'patch',
  path: '/profile',
  summary: 'Update the signed-in reader: username, email, phone, theme, notification settings',
  middleware: [readerRequired(NO_USER)] as const,
  request: { body: { required: true, content: { 'application/json': { schema: ProfilePatchBody.openapi('ProfileUpdate') } } } },
  responses: {
    200: jsonResponse('The updated profile', dataOf(ProfileDto)),
    400: errorResponse("A field is invalid (path names it), e.g. 'Invalid email format'"),
    401: noUser,
    409: errorResponse("'An account with this email already exists.' or a taken username"),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/profile',
  summary: 'Delete the signed-in account (follows, bookmarks, votes go with it) and end the session',
  middleware: [readerRequired(NO_USER)] as const,
  responses: {
    200: jsonResponse('Deleted; the session cookie is cleared', dataOf(z.object({ deleted: z.literal(true) }))),
    401: noUser,
  },
});

const passwordRoute = createRoute({
  method: 'post',
  path: '/profile/password',
  summary: 'Set a new password: every other session is revoked, this browser gets a fresh one',
  middleware: [readerRequired(NO_USER)] as const,
  request: { body: { required: true, content: { 'application/json': { schema: PasswordBody.openapi('NewPassword') } } } },
  responses: {
    200: jsonResponse('Changed; a new session cookie is set', dataOf(z.object({ message: z.string() }))),
    400: errorResponse(
      "'New password should not be null', 'New password must be 6 or more characters in length.', 'New Password and Confirm Password do not match.'",
    ),
    401: noUser,
  },
});

export const accountApi = apiApp()
  .openapi(patchRoute, async (c) => {
    const viewer = c.var.viewer;
    const body = c.req.valid('json');
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
    return ok(c, profile);
  })
  .openapi(deleteRoute, async (c) => {
    const viewer = c.var.viewer;
    await deleteAccount(c.get('db'), viewer.id);
    // The user row is gone, so every session of it (this one and any copy) fails its next lookup.
    endSession(c);
    return ok(c, { deleted: true as const });
  })
  .openapi(passwordRoute, async (c) => {
    const viewer = c.var.viewer;
    const { password, confirm_password } = c.req.valid('json');
    const problem = newPasswordError(password, confirm_password);
    if (problem) throw badRequest(problem, problem === M.newPasswordMismatch ? 'confirm_password' : 'password');
    const now = nowSeconds();
    await setPassword(c.get('db'), viewer.id, password!, now);
    // setPassword moved the session version: every other session is gone, this browser gets a
    // fresh one under the new version.
    await startSession(c, viewer.id, now);
    return ok(c, { message: A.passwordUpdated });
  });
