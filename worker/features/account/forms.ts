/**
 * @module The profile page's forms posted without JavaScript (username, e-mail, phone; a new
 * password): the same actions and messages as PATCH /api/profile and POST /api/profile/password,
 * then back to the page (303) with the success toast, or the page again with the problem on the
 * form it came from.
 */
import { Hono } from 'hono';
import { ACCOUNT_MESSAGES as A } from '../../contracts/account';
import { AUTH_MESSAGES as M } from '../../contracts/auth';
import { PasswordBody, ProfileFieldForm } from '../../contracts/profile';
import type { AppEnv } from '../../env';
import { setFlash } from '../../http/flash';
import { handleForm, parseForm } from '../../http/form';
import { readerPage } from '../../http/guards';
import { changePassword, updateProfile } from './actions';
import { accountScreen } from './pages';

export const accountForms = new Hono<AppEnv>();

const SAVED: Record<keyof ProfileFieldForm, string> = { username: M.userUpdated, email: A.emailUpdated, phone: A.phoneUpdated };

accountForms.post('/account/profile', readerPage, (c) =>
  handleForm(
    c,
    async (fields) => {
      const body = parseForm(ProfileFieldForm, fields);
      await updateProfile(c, body);
      const field = Object.keys(body)[0] as keyof ProfileFieldForm;
      await setFlash(c, { toasts: [{ type: 'success', message: SAVED[field] }] });
      return c.redirect('/account/profile', 303);
    },
    (feedback, fields) => accountScreen(c, 'profile', { ...feedback, form: Object.keys(fields)[0] ?? '' }),
  ),
);

accountForms.post('/account/password', readerPage, (c) =>
  handleForm(
    c,
    async (fields) => {
      const { message } = await changePassword(c, parseForm(PasswordBody, fields));
      await setFlash(c, { toasts: [{ type: 'success', message }] });
      return c.redirect('/account/profile', 303);
    },
    (feedback) => accountScreen(c, 'profile', { ...feedback, form: 'password' }),
  ),
);
