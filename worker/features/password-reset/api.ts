/** @module Password reset under /api/auth: the request and the confirmation (actions.ts does the work). */
import { createRoute } from '@hono/zod-openapi';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { ResetAnswerDto, ResetConfirmBody, ResetRequestBody } from '../../contracts/password-reset';
import { accepted, ok } from '../../http/envelope';
import { apiApp } from '../../http/validate';
import { confirmReset, requestReset } from './actions';

const answer = dataOf(ResetAnswerDto);

const requestRoute = createRoute({
  method: 'post',
  path: '/auth/password-reset',
  summary: 'Request a password reset link by e-mail (same answer whether or not the account exists)',
  request: { body: { required: true, content: { 'application/json': { schema: ResetRequestBody.openapi('PasswordResetRequest') } } } },
  responses: {
    202: jsonResponse("'If {email} exists, you will recieve a reset link…'", answer),
    400: errorResponse("'Please enter a valid email.'"),
    429: errorResponse('Too many requests for this e-mail or address; see Retry-After'),
    502: errorResponse("'Could not reset password.'"),
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/auth/password-reset/confirm',
  summary: 'Set a new password with a reset link (single use); signs out every session',
  request: { body: { required: true, content: { 'application/json': { schema: ResetConfirmBody.openapi('PasswordResetConfirm') } } } },
  responses: {
    200: jsonResponse('Password changed', answer),
    400: errorResponse('New-password rules, or the link is invalid, used or expired'),
    429: errorResponse('Too many attempts from this address; see Retry-After'),
  },
});

export const passwordResetApi = apiApp()
  .openapi(requestRoute, async (c) => accepted(c, await requestReset(c, c.req.valid('json').email)))
  .openapi(confirmRoute, async (c) => ok(c, await confirmReset(c, c.req.valid('json'))));
