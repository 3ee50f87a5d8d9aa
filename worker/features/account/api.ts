/**
 * @module The account API under /api (spec: PATCH and DELETE /profile; GET /profile lives with
 * sign-in): per-field validation with the spec's messages, 409 for a username or e-mail another
 * account has, account deletion that ends the session, and `POST /profile/password`, which revokes
 * every session (a copied cookie dies) and signs this browser in again so the reader stays in.
 */
import { z } from '@hono/zod-openapi';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { PasswordBody, ProfileDto, ProfilePatchBody } from '../../contracts/profile';
import { ok } from '../../http/envelope';
import { jsonBody, readerRoute } from '../../http/routes';
import { apiApp } from '../../http/validate';
import { changePassword, removeAccount, updateProfile } from './actions';

const patchRoute = readerRoute('patch', '/profile', {
  summary: 'Update the signed-in reader: username, email, phone, theme, notification settings',
  request: jsonBody(ProfilePatchBody, 'ProfileUpdate', "A field is invalid (path names it), e.g. 'Invalid email format'"),
  responses: {
    200: jsonResponse('The updated profile', dataOf(ProfileDto)),
    409: errorResponse("'An account with this email already exists.' or a taken username"),
  },
});

const deleteRoute = readerRoute('delete', '/profile', {
  summary: 'Delete the signed-in account (follows, bookmarks, votes go with it) and end the session',
  responses: { 200: jsonResponse('Deleted; the session cookie is cleared', dataOf(z.object({ deleted: z.literal(true) }))) },
});

const passwordRoute = readerRoute('post', '/profile/password', {
  summary: 'Set a new password: every other session is revoked, this browser gets a fresh one',
  request: jsonBody(
    PasswordBody,
    'NewPassword',
    "'New password should not be null', 'New password must be 6 or more characters in length.', 'New Password and Confirm Password do not match.'",
  ),
  responses: {
    200: jsonResponse('Changed; a new session cookie is set', dataOf(z.object({ message: z.string() }))),
  },
});

export const accountApi = apiApp()
  .openapi(patchRoute, async (c) => ok(c, await updateProfile(c, c.req.valid('json'))))
  .openapi(deleteRoute, async (c) => {
    await removeAccount(c);
    return ok(c, { deleted: true as const });
  })
  .openapi(passwordRoute, async (c) => ok(c, await changePassword(c, c.req.valid('json'))));
