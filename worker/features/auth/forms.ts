/**
 * @module /login and /signup posted without JavaScript (or before it has loaded): the same rules,
 * limits and messages as the JSON API, then on to where the reader was going (303), or the screen
 * again with the problem on its field. Sign Out posts here too, so it works without JavaScript.
 */
import { Hono } from 'hono';
import { signInRedirect } from '../../contracts/auth';
import { LoginForm, SignupForm } from '../../contracts/sign-in';
import type { AppEnv } from '../../env';
import { handleForm, parseForm } from '../../http/form';
import { signInWithPassword, signOut, signUp } from './actions';
import { authScreen } from './pages';

export const authForms = new Hono<AppEnv>();

authForms.post('/login', (c) =>
  handleForm(
    c,
    async (fields) => {
      const form = parseForm(LoginForm, fields);
      const { next } = await signInWithPassword(c, { ...form, redirect: signInRedirect(c.req.query('redirect')) ?? '' });
      return c.redirect(next, 303);
    },
    (feedback) => authScreen(c, 'login', feedback),
  ),
);

authForms.post('/signup', (c) =>
  handleForm(
    c,
    async (fields) => {
      const form = parseForm(SignupForm, fields);
      // Campaign info lives in the browser's storage, which only the island can read.
      const body = {
        ...form,
        redirect: signInRedirect(c.req.query('redirect')) ?? '',
        utm_url: null,
        utm_referrer: null,
        signup_article_id: null,
      };
      const { next } = await signUp(c, body);
      return c.redirect(next, 303);
    },
    (feedback) => authScreen(c, 'signup', feedback),
  ),
);

// The spec's sign-out leaves for the home page whatever happens; a guest's post changes nothing.
authForms.post('/sign-out', async (c) => {
  await signOut(c);
  return c.redirect('/', 303);
});
