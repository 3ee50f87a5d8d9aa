/**
 * @module /login and /signup posted without JavaScript (or before it has loaded): the same rules,
 * limits and messages as the JSON API, then on to where the reader was going (303), or the screen
 * again with the problem on its field. Sign Out posts here too, so it works without JavaScript.
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { signInRedirect } from '../../contracts/auth';
import { LoginForm, SignupForm } from '../../contracts/sign-in';
import type { AppEnv } from '../../env';
import { formRoute } from '../../http/form';
import { signInWithPassword, signOut, signUp } from './actions';
import { authScreen } from './pages';

type C = Context<AppEnv>;

export const authForms = new Hono<AppEnv>();

const redirectOf = (c: C) => signInRedirect(c.req.query('redirect')) ?? '';

authForms.post(
  '/login',
  formRoute(LoginForm, async (c: C, form) => ({ to: (await signInWithPassword(c, { ...form, redirect: redirectOf(c) })).next }), {
    onError: (c, feedback) => authScreen(c, 'login', feedback),
  }),
);

authForms.post(
  '/signup',
  formRoute(
    SignupForm,
    async (c: C, form) => {
      // Campaign info lives in the browser's storage, which only the island can read.
      const body = { ...form, redirect: redirectOf(c), utm_url: null, utm_referrer: null, signup_article_id: null };
      return { to: (await signUp(c, body)).next };
    },
    { onError: (c, feedback) => authScreen(c, 'signup', feedback) },
  ),
);

// The spec's sign-out leaves for the home page whatever happens; a guest's post changes nothing.
authForms.post(
  '/sign-out',
  formRoute(z.object({}), async (c: C) => {
    await signOut(c);
    return { to: '/' };
  }),
);
