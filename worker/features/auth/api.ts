/**
 * @module The account API under /api: sign-up (`POST /signup`, the spec's path), sign-in with the
 * spec's methods, sign-out and the profile read. Every answer uses the catalogue's messages; a
 * failure changes nothing (the user row and its password are written in one batch, rate-limit
 * counts are the only trace of a refused attempt).
 */
import type { Context } from 'hono';
import { isSocialProvider, AUTH_MESSAGES as M, type SIGN_IN_METHODS } from '../../contracts/auth';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { ProfileDto } from '../../contracts/profile';
import { SignedInDto, SignedOutDto, SignInBody, SignupBody } from '../../contracts/sign-in';
import type { AppEnv } from '../../env';
import { created, ok } from '../../http/envelope';
import { badRequest, unauthorized } from '../../http/errors';
import { NO_SESSION } from '../../http/guards';
import { jsonBody, rateLimited, readerRoute, route } from '../../http/routes';
import { nowSeconds } from '../../http/time';
import { apiApp, typed } from '../../http/validate';
import { signInWithPassword, signOut, signUp } from './actions';
import { readProfile } from './queries';

const signedInAnswer = dataOf(SignedInDto);

async function signIn(c: Context<AppEnv>, body: SignInBody): Promise<Response> {
  switch (body.method as (typeof SIGN_IN_METHODS)[number]) {
    case 'password-sign-in':
      return ok(c, await signInWithPassword(c, body));
    case 'password-signup':
      return created(
        c,
        await signUp(
          c,
          SignupBody.parse({ email: body.email, password: body.password, confirm_password: body.password, redirect: body.redirect }),
        ),
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

const signupRoute = route('post', '/signup', {
  summary: 'Create an account with e-mail and password and sign in',
  request: jsonBody(SignupBody, 'Signup', "'Invalid email format.', 'Your passwords to not match.', 'Missing password'"),
  responses: {
    201: jsonResponse('Signed in (session cookie set); next = where to go', signedInAnswer),
    409: errorResponse("'An account with this email already exists.'"),
    429: rateLimited('sign-ups from this address'),
  },
});

const signInRoute = route('post', '/auth/sign-in', {
  summary: 'Sign in: password-sign-in, password-signup, social (answers where to go) or anonymous',
  request: jsonBody(
    SignInBody,
    'SignIn',
    "'Invalid email address.', 'Missing password', 'Unknown sign-in method.', 'Unknown social sign-in provider'",
  ),
  responses: {
    200: jsonResponse('Signed in, or where to continue (social)', signedInAnswer),
    401: errorResponse("'Account does not exist.', 'Incorrect password.'"),
    429: rateLimited('failed attempts'),
  },
});

const signOutRoute = route('post', '/auth/sign-out', {
  summary: 'Sign out: revokes this session server-side and clears the cookie (also fine when signed out)',
  responses: { 200: jsonResponse('Signed out', dataOf(SignedOutDto)) },
});

const profileRoute = readerRoute(
  'get',
  '/profile',
  {
    summary: "The signed-in reader's profile, with onBoarded (≥ 1 followed tag) and isNewAccount (< 5 min)",
    security: [{ session: [] }],
    responses: { 200: jsonResponse('The profile', dataOf(ProfileDto)) },
  },
  NO_SESSION,
);

export const authApi = apiApp()
  .openapi(signupRoute, async (c) => created(c, await signUp(c, c.req.valid('json'))))
  .openapi(signInRoute, (c) => typed(signIn(c, c.req.valid('json'))))
  .openapi(signOutRoute, async (c) => {
    await signOut(c);
    return ok(c, { signedOut: true as const });
  })
  .openapi(profileRoute, async (c) => {
    // A session whose account is gone is no session.
    const profile = await readProfile(c.get('db'), c.var.viewer.id, nowSeconds());
    if (!profile) throw unauthorized();
    return ok(c, profile);
  });
