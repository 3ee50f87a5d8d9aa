/**
 * @module The two reset screens posted without JavaScript: the same actions and messages as the
 * JSON API; the answer travels to /login as a one-time toast (http/flash.ts), or the screen comes
 * back with the problem on its field. The token is posted in the form, never put in a URL again.
 */
import { Hono } from 'hono';
import { ResetConfirmForm, ResetRequestForm } from '../../contracts/password-reset';
import type { AppEnv } from '../../env';
import { setFlash } from '../../http/flash';
import { handleForm, parseForm } from '../../http/form';
import { confirmReset, requestReset } from './actions';
import { forgotScreen, resetScreen } from './pages';

export const passwordResetForms = new Hono<AppEnv>();

passwordResetForms.post('/forgotpassword', (c) =>
  handleForm(
    c,
    async (fields) => {
      const { message } = await requestReset(c, parseForm(ResetRequestForm, fields).email);
      await setFlash(c, { toasts: [{ type: 'success', message }] });
      return c.redirect('/login', 303);
    },
    (feedback) => forgotScreen(c, feedback),
  ),
);

passwordResetForms.post('/reset-password', (c) =>
  handleForm(
    c,
    async (fields) => {
      const { message } = await confirmReset(c, parseForm(ResetConfirmForm, fields));
      await setFlash(c, { toasts: [{ type: 'success', message }] });
      return c.redirect('/login', 303);
    },
    (feedback, fields) => resetScreen(c, fields.token ?? '', feedback),
  ),
);
