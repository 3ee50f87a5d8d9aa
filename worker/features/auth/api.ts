/**
 * @module The account API under /api: sign-up (`POST /signup`, the spec's path), sign-in with the
 * spec's methods, sign-out and the profile read. Every answer uses the catalogue's messages; a
 * failure changes nothing (the user row and its password are written in one batch, rate-limit
 * counts are the only trace of a refused attempt).
 */
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  afterSignIn,
  isSocialProvider,
  AUTH_MESSAGES as M,
  PASSWORD_MAX,
  type SIGN_IN_METHODS,
  signInError,
  signupError,
} from '../../contracts/auth';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { ProfileDto } from '../../contracts/profile';
import { SignedInDto, SignedOutDto, SignInBody, SignupBody } from '../../contracts/sign-in';
import type { AppEnv } from '../../env';
import { created, ok } from '../../http/envelope';
import { AppError, badRequest, unauthorized } from '../../http/errors';
import { NO_SESSION, readerRequired } from '../../http/guards';
import { clientIp } from '../../http/rate-limit';
import { nowSeconds } from '../../http/time';
import { apiApp, typed } from '../../http/validate';
import { countAttempt, giveBack, limitWindow } from './limits';
import { hashPassword, needsRehash, type ScryptParams, verifyPassword } from './password';
import { createUser, findByEmail, readProfile } from './queries';
import { endSession, revokeSession, startSession } from './session';

const signedInAnswer = dataOf(SignedInDto);

const ip = (c: Context<AppEnv>) => clientIp(c.req.header('cf-connecting-ip'));

async function signedIn(c: Context<AppEnv>, userId: number, redirect: string, now: number, status: 200 | 201): Promise<Response> {
  await startSession(c, userId, now);
  const profile = (await readProfile(c.get('db'), userId, now))!;
  const data: SignedInDto = { next: afterSignIn(profile.onBoarded, redirect), profile };
  return status === 201 ? created(c, data) : ok(c, data);
}

async function signup(c: Context<AppEnv>, body: SignupBody): Promise<Response> {
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
  return signedIn(c, id, body.redirect, now, 201);
}

async function passwordSignIn(c: Context<AppEnv>, body: SignInBody): Promise<Response> {
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
  return signedIn(c, user.id, body.redirect, now, 200);
}

async function signIn(c: Context<AppEnv>, body: SignInBody): Promise<Response> {
  switch (body.method as (typeof SIGN_IN_METHODS)[number]) {
    case 'password-sign-in':
      return passwordSignIn(c, body);
    case 'password-signup':
      return signup(
        c,
        SignupBody.parse({ email: body.email, password: body.password, confirm_password: body.password, redirect: body.redirect }),
      );
    case 'social': {
      if (!isSocialProvider(body.provider)) throw badRequest(M.unknownProvider, 'provider');
      const q = body.redirect ? `?redirect=${encodeURIComponent(body.redirect)}` : '';
      return ok(c, { next: `/auth/${body.provider}/start${q}`, profile: {} });
    }
    case 'anonymous':
      // Guests need no server state: the browser keeps its anonymous id (a.uid).
      return ok(c, { next: '/trending', profile: {} });
    default:
      throw badRequest(M.unknownMethod, 'method');
  }
}

const signupRoute = createRoute({
  method: 'post',
  path: '/signup',
  summary: 'Create an account with e-mail and password and sign in',
  request: { body: { required: true, content: { 'application/json': { schema: SignupBody.openapi('Signup') } } } },
  responses: {
    201: jsonResponse('Signed in (session cookie set); next = where to go', signedInAnswer),
    400: errorResponse("'Invalid email format.', 'Your passwords to not match.', 'Missing password'"),
    409: errorResponse("'An account with this email already exists.'"),
    429: errorResponse('Too many sign-ups from this address; see Retry-After'),
  },
});

const signInRoute = createRoute({
  method: 'post',
  path: '/auth/sign-in',
  summary: 'Sign in: password-sign-in, password-signup, social (answers where to go) or anonymous',
  request: { body: { required: true, content: { 'application/json': { schema: SignInBody.openapi('SignIn') } } } },
  responses: {
    200: jsonResponse('Signed in, or where to continue (social)', signedInAnswer),
    400: errorResponse("'Invalid email address.', 'Missing password', 'Unknown sign-in method.', 'Unknown social sign-in provider'"),
    401: errorResponse("'Account does not exist.', 'Incorrect password.'"),
    429: errorResponse('Too many failed attempts; see Retry-After'),
  },
});

const signOutRoute = createRoute({
  method: 'post',
  path: '/auth/sign-out',
  summary: 'Sign out: revokes this session server-side and clears the cookie (also fine when signed out)',
  responses: { 200: jsonResponse('Signed out', dataOf(SignedOutDto)) },
});

const profileRoute = createRoute({
  method: 'get',
  path: '/profile',
  summary: "The signed-in reader's profile, with onBoarded (≥ 1 followed tag) and isNewAccount (< 5 min)",
  security: [{ session: [] }],
  middleware: [readerRequired()] as const,
  responses: {
    200: jsonResponse('The profile', dataOf(ProfileDto)),
    401: errorResponse(`'${NO_SESSION}'`),
  },
});

export const authApi = apiApp()
  .openapi(signupRoute, (c) => typed(signup(c, c.req.valid('json'))))
  .openapi(signInRoute, (c) => typed(signIn(c, c.req.valid('json'))))
  .openapi(signOutRoute, async (c) => {
    const viewer = c.var.viewer;
    if (viewer) await revokeSession(c.get('db'), viewer.id, viewer.jti, nowSeconds());
    endSession(c);
    return ok(c, { signedOut: true as const });
  })
  .openapi(profileRoute, async (c) => {
    // A session whose account is gone is no session.
    const profile = await readProfile(c.get('db'), c.var.viewer.id, nowSeconds());
    if (!profile) throw unauthorized();
    return ok(c, profile);
  });
