/**
 * @module What a password reset does, whichever way it arrives (the JSON API or a form posted
 * without JavaScript): a request always answers the same sentence (so it does not tell who has an
 * account) and, for a real account, e-mails a single-use link through the Queue; the link's token
 * is 32 random bytes of which only a SHA-256 is stored, valid RESET_TTL_SECONDS. Using it sets the
 * new password and signs out every session of the account.
 */
import type { Context } from 'hono';
import { AUTH_MESSAGES as M, newPasswordError, resetSentMessage } from '../../contracts/auth';
import type { ResetAnswerDto, ResetConfirmBody } from '../../contracts/password-reset';
import type { AppEnv } from '../../env';
import { AppError, badRequest } from '../../http/errors';
import { log } from '../../http/log';
import { clientIp } from '../../http/rate-limit';
import { siteOrigin } from '../../http/site-origin';
import { nowSeconds } from '../../http/time';
import { randomToken, sha256Hex } from '../../http/tokens';
import { countAttempt, limitWindow } from '../auth/limits';
import { findByEmail, setPassword } from '../auth/queries';
import { enqueueEmail } from '../mail/enqueue';
import { resetEmail } from './mail';
import { claimResetToken, storeResetToken } from './queries';

export const RESET_TTL_SECONDS = 60 * 60;

export async function requestReset(c: Context<AppEnv>, emailRaw: string): Promise<ResetAnswerDto> {
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
      await storeResetToken(db, await sha256Hex(token), user.id, now + RESET_TTL_SECONDS);
      const site = siteOrigin(c);
      const link = `${site}/reset-password?token=${token}`;
      await enqueueEmail(c.env, { to: user.email, ...(await resetEmail(link, RESET_TTL_SECONDS / 60, site)) });
    } catch (error) {
      log('error', 'password-reset.failed', { error });
      throw AppError.of(502, 'bad_gateway', M.resetFailed);
    }
  }
  return { message: resetSentMessage(email) };
}

export async function confirmReset(c: Context<AppEnv>, body: ResetConfirmBody): Promise<ResetAnswerDto> {
  const problem = newPasswordError(body.password, body.confirm_password);
  if (problem) throw badRequest(problem, 'password');
  const db = c.get('db');
  const now = nowSeconds();
  await countAttempt(db, [limitWindow('resetUsePerIp', clientIp(c.req.header('cf-connecting-ip')))], now);
  // Claimed atomically: of two requests with the same link, only one gets the reader back.
  const userId = await claimResetToken(db, await sha256Hex(body.token), now);
  if (userId === null) throw badRequest(M.resetLinkInvalid, 'token');
  await setPassword(db, userId, body.password, now);
  return { message: M.passwordChanged };
}
