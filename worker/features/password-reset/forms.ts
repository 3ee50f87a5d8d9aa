/**
 * @module The two reset screens posted without JavaScript: the same actions and messages as the
 * JSON API; the answer travels to /login as a one-time toast (http/flash.ts), or the screen comes
 * back with the problem on its field. The token is posted in the form, never put in a URL again.
 */
import { type Context, Hono } from 'hono';
import { ResetConfirmForm, ResetRequestForm } from '../../contracts/password-reset';
import type { AppEnv } from '../../env';
import { formRoute } from '../../http/form';
import { confirmReset, requestReset } from './actions';
import { forgotScreen, resetScreen } from './pages';

type C = Context<AppEnv>;

export const passwordResetForms = new Hono<AppEnv>();

passwordResetForms.post(
  '/forgotpassword',
  formRoute(ResetRequestForm, async (c: C, { email }) => ({ to: '/login', toast: (await requestReset(c, email)).message }), {
    onError: (c, feedback) => forgotScreen(c, feedback),
  }),
);

passwordResetForms.post(
  '/reset-password',
  formRoute(ResetConfirmForm, async (c: C, body) => ({ to: '/login', toast: (await confirmReset(c, body)).message }), {
    // The token goes back into the form (never into the kept values, which a page may echo).
    onError: (c, feedback, { fields }) => resetScreen(c, fields.token ?? '', feedback),
  }),
);
