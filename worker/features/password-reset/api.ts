/** @module Password reset under /api/auth: the request and the confirmation (actions.ts does the work). */
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { ResetAnswerDto, ResetConfirmBody, ResetRequestBody } from '../../contracts/password-reset';
import { accepted, ok } from '../../http/envelope';
import { jsonBody, rateLimited, route } from '../../http/routes';
import { apiApp } from '../../http/validate';
import { confirmReset, requestReset } from './actions';

const answer = dataOf(ResetAnswerDto);

const requestRoute = route('post', '/auth/password-reset', {
  summary: 'Request a password reset link by e-mail (same answer whether or not the account exists)',
  request: jsonBody(ResetRequestBody, 'PasswordResetRequest', "'Please enter a valid email.'"),
  responses: {
    202: jsonResponse("'If {email} exists, you will recieve a reset link…'", answer),
    429: rateLimited('requests for this e-mail or address'),
    502: errorResponse("'Could not reset password.'"),
  },
});

const confirmRoute = route('post', '/auth/password-reset/confirm', {
  summary: 'Set a new password with a reset link (single use); signs out every session',
  request: jsonBody(ResetConfirmBody, 'PasswordResetConfirm', 'New-password rules, or the link is invalid, used or expired'),
  responses: {
    200: jsonResponse('Password changed', answer),
    429: rateLimited('attempts from this address'),
  },
});

export const passwordResetApi = apiApp()
  .openapi(requestRoute, async (c) => accepted(c, await requestReset(c, c.req.valid('json').email)))
  .openapi(confirmRoute, async (c) => ok(c, await confirmReset(c, c.req.valid('json'))));
