/**
 * @module What signing up and signing in do, whichever way they arrive (the JSON API or a form
 * posted without JavaScript). Every answer uses the catalogue's messages; a failure changes nothing
 * (the user row and its password are written in one batch, rate-limit counts are the only trace of
 * a refused attempt).
 */
import type { Context } from 'hono';
import { afterSignIn, AUTH_MESSAGES as M, PASSWORD_MAX, signInError, signupError } from '../../contracts/auth';
import type { SignedInDto, SignInBody, SignupBody } from '../../contracts/sign-in';
import type { AppEnv } from '../../env';
import { AppError, badRequest, unauthorized } from '../../http/errors';
import { clientIp } from '../../http/rate-limit';
import { nowSeconds } from '../../http/time';
import { countAttempt, giveBack, limitWindow } from './limits';
import { hashPassword, needsRehash, type ScryptParams, verifyPassword } from './password';
import { createUser, findByEmail, readProfile } from './queries';
import { endSession, revokeSession, startSession } from './session';

const ip = (c: Context<AppEnv>) => clientIp(c.req.header('cf-connecting-ip'));

/** Starts the session and answers where to go next with the profile (`signedUp`: a new account). */
async function signedIn(c: Context<AppEnv>, userId: number, redirect: string, now: number, signedUp = false): Promise<SignedInDto> {
  await startSession(c, userId, now);
  const profile = (await readProfile(c.get('db'), userId, now))!;
  return { next: afterSignIn(profile.onBoarded, redirect, signedUp), profile };
}

/** A new account with e-mail and password, signed in at once. */
export async function signUp(c: Context<AppEnv>, body: SignupBody): Promise<SignedInDto> {
  const problem = signupError(body.email, body.password, body.confirm_password);
  if (problem) throw badRequest(problem, problem === M.invalidEmailFormat ? 'email' : 'password');
  const db = c.get('db');
  const now = nowSeconds();
  await countAttempt(db, [limitWindow('signupPerIp', ip(c))], now);
  if (await findByEmail(db, body.email)) throw AppError.of(409, 'conflict', M.emailExists, 'email');
  const id = await createUser(db, body.email, await hashPassword(body.password), {
    utmUrl: body.utm_url,
    utmReferrer: body.utm_referrer,
    signupArticleId: body.signup_article_id,
  });
  if (!id) throw AppError.of(409, 'conflict', M.emailExists, 'email');
  return signedIn(c, id, body.redirect, now, true);
}

/** E-mail and password: exact limits per account and per address, failures change nothing. */
export async function signInWithPassword(
  c: Context<AppEnv>,
  body: Pick<SignInBody, 'email' | 'password' | 'redirect'>,
): Promise<SignedInDto> {
  const problem = signInError(body.email, body.password);
  if (problem) throw badRequest(problem, problem === M.invalidEmail ? 'email' : 'password');
  if (body.password.length > PASSWORD_MAX) throw unauthorized(M.incorrectPassword);
  const db = c.get('db');
  const now = nowSeconds();
  const email = body.email.trim().toLowerCase();
  const counted = await countAttempt(db, [limitWindow('loginPerAccount', email), limitWindow('loginPerIp', ip(c))], now);
  const user = await findByEmail(db, email);
  if (!user?.isActive) throw unauthorized(M.noAccount);
  // An account made with a social provider has no password yet: same answer as a wrong one.
  if (!user.hash || !user.algorithm || !user.salt || !user.params) throw unauthorized(M.incorrectPassword);
  const stored = { algorithm: user.algorithm, params: user.params as ScryptParams, salt: user.salt, hash: user.hash };
  if (!(await verifyPassword(body.password, stored))) throw unauthorized(M.incorrectPassword);
  await giveBack(db, counted, now);
  if (needsRehash(stored)) {
    const { setPasswordHashOnly } = await import('./rehash');
    await setPasswordHashOnly(db, user.id, body.password);
  }
  return signedIn(c, user.id, body.redirect, now);
}

/** Ends this session for good (its id is revoked, so a copied cookie stops working too) and clears the cookie. */
export async function signOut(c: Context<AppEnv>): Promise<void> {
  const viewer = c.var.viewer;
  if (viewer) await revokeSession(c.get('db'), viewer.id, viewer.jti, nowSeconds());
  endSession(c);
}
