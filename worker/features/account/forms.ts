/**
 * @module The account pages' forms posted without JavaScript (username, e-mail, phone; a new
 * password; deleting the account; the notification switches; the theme): the same actions and
 * messages as PATCH and DELETE /api/profile and POST /api/profile/password, then back to the page
 * (303) with the success toast, or the page again with the problem on the form it came from.
 */
import { Hono } from 'hono';
import { ACCOUNT_MESSAGES as A, themeFromChoice } from '../../contracts/account';
import { AUTH_MESSAGES as M } from '../../contracts/auth';
import { DeleteAccountForm, NotificationsForm, PasswordBody, ProfileFieldForm, ThemeForm } from '../../contracts/profile';
import type { AppEnv } from '../../env';
import { setFlash } from '../../http/flash';
import { handleForm, parseForm } from '../../http/form';
import { readerPage } from '../../http/guards';
import { changePassword, removeAccount, saveNotifications, updateProfile } from './actions';
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

accountForms.post('/account/delete', readerPage, (c) =>
  handleForm(
    c,
    async (fields) => {
      parseForm(DeleteAccountForm, fields);
      await removeAccount(c);
      // Where the island goes after a deletion too: the front page, signed out.
      return c.redirect('/', 303);
    },
    (feedback) => accountScreen(c, 'profile', { ...feedback, form: 'delete' }),
  ),
);

accountForms.post('/account/notifications', readerPage, (c) =>
  handleForm(
    c,
    async (fields) => {
      await saveNotifications(c, parseForm(NotificationsForm, fields));
      await setFlash(c, { toasts: [{ type: 'success', message: A.notificationsUpdated }] });
      return c.redirect('/account/notifications', 303);
    },
    (feedback) => accountScreen(c, 'notifications', { ...feedback, form: 'notifications' }),
  ),
);

accountForms.post('/account/theme', readerPage, (c) =>
  handleForm(
    c,
    async (fields) => {
      const { theme } = parseForm(ThemeForm, fields);
      await updateProfile(c, { theme: themeFromChoice(theme) });
      await setFlash(c, { toasts: [{ type: 'success', message: A.themeUpdated }] });
      return c.redirect('/account/theme', 303);
    },
    (feedback) => accountScreen(c, 'theme', { ...feedback, form: 'theme' }),
  ),
);
