/**
 * @module Password reset under /api/auth: a request always answers the same sentence (so it does
 * not tell who has an account) and, for a real account, e-mails a single-use link through the
 * Queue; the link's token is 32 random bytes of which only a SHA-256 is stored, valid
 * RESET_TTL_SECONDS. Using it sets the new password and signs out every session of the account.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { AUTH_MESSAGES as M, newPasswordError, resetSentMessage } from '../../contracts/auth';
import { passwordResetTokens } from '../../db/schema';
import type { AppEnv } from '../../env';
import { accepted, ok } from '../../http/envelope';
import { AppError, badRequest } from '../../http/errors';
import { log } from '../../http/log';
import { clientIp } from '../../http/rate-limit';
import { errorResponse } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { apiApp, typed } from '../../http/validate';
import { enqueueEmail } from '../mail/enqueue';
import { findByEmail, setPassword } from './accounts';
import { countAttempt, limitWindow } from './limits';
import { resetEmail } from './reset-mail';
import { randomToken } from './social/pkce';

export const RESET_TTL_SECONDS = 60 * 60;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Links point at SITE_URL in production. In development (`npm run dev`, the e2e server) the
 * request's own origin is used, because several local servers run on different ports; the Host
 * header is not trusted for this anywhere else.
 */
const siteOrigin = (c: Context<AppEnv>) =>
  c.env.ENVIRONMENT === 'development' ? new URL(c.req.url).origin : c.env.SITE_URL.replace(/\/+$/, '');

export const ResetRequestBody = z.object({ email: z.string().max(320).optional().default('') }).openapi('PasswordResetRequest');
export const ResetConfirmBody = z
  .object({
    token: z.string().max(200),
    password: z.string().max(65_536).optional().default(''),
    confirm_password: z.string().max(65_536).optional().default(''),
  })
  .openapi('PasswordResetConfirm');

const requestRoute = createRoute({
  method: 'post',
  path: '/auth/password-reset',
  summary: 'Request a password reset link by e-mail (same answer whether or not the account exists)',
  request: { body: { required: true, content: { 'application/json': { schema: ResetRequestBody } } } },
  responses: {
    202: {
      description: "'If {email} exists, you will recieve a reset link…'",
      content: { 'application/json': { schema: z.object({ data: z.object({ message: z.string() }) }) } },
    },
    400: errorResponse("'Please enter a valid email.'"),
    429: errorResponse('Too many requests for this e-mail or address; see Retry-After'),
    502: errorResponse("'Could not reset password.'"),
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/auth/password-reset/confirm',
  summary: 'Set a new password with a reset link (single use); signs out every session',
  request: { body: { required: true, content: { 'application/json': { schema: ResetConfirmBody } } } },
  responses: {
    200: {
      description: 'Password changed',
      content: { 'application/json': { schema: z.object({ data: z.object({ message: z.string() }) }) } },
    },
    400: errorResponse('New-password rules, or the link is invalid, used or expired'),
    429: errorResponse('Too many attempts from this address; see Retry-After'),
  },
});

async function requestReset(c: Context<AppEnv>, emailRaw: string): Promise<Response> {
  const email = emailRaw.trim();
  if (!email) throw badRequest(M.resetEmpty, 'email');
  const db = c.get('db');
  const now = nowSeconds();
  await countAttempt(
    db,
    [limitWindow('resetPerEmail', email.toLowerCase()), limitWindow('resetPerIp', clientIp(c.req.header('cf-connecting-ip')))],
    now,
  );
  const user = await findByEmail(db, email);
  if (user?.isActive) {
    const token = randomToken();
    try {
      await db.insert(passwordResetTokens).values({ tokenHash: await sha256(token), userId: user.id, expiresAt: now + RESET_TTL_SECONDS });
      const link = `${siteOrigin(c)}/reset-password?token=${token}`;
      await enqueueEmail(c.env, { to: user.email, ...resetEmail(link, RESET_TTL_SECONDS / 60) });
    } catch (error) {
      log('error', 'password-reset.failed', { error });
      throw AppError.of(502, 'bad_gateway', M.resetFailed);
    }
  }
  return accepted(c, { message: resetSentMessage(email) });
}

async function confirmReset(c: Context<AppEnv>, body: z.infer<typeof ResetConfirmBody>): Promise<Response> {
  const problem = newPasswordError(body.password, body.confirm_password);
  if (problem) throw badRequest(problem, 'password');
  const db = c.get('db');
  const now = nowSeconds();
  await countAttempt(db, [limitWindow('resetUsePerIp', clientIp(c.req.header('cf-connecting-ip')))], now);
  // Claimed atomically: of two requests with the same link, only one gets the row back.
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, await sha256(body.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) throw badRequest(M.resetLinkInvalid, 'token');
  await setPassword(db, claimed.userId, body.password, now);
  return ok(c, { message: M.passwordChanged });
}

export const resetApi = apiApp()
  .openapi(requestRoute, (c) => typed(requestReset(c, c.req.valid('json').email)))
  .openapi(confirmRoute, (c) => typed(confirmReset(c, c.req.valid('json'))));
