/**
 * @module The account pages' forms posted without JavaScript (username, e-mail, phone; a new
 * password; deleting the account; the notification switches; the theme): the same actions and
 * messages as PATCH and DELETE /api/profile and POST /api/profile/password, then back to the page
 * (303) with the success toast, or the page again with the problem on the form it came from.
 */
import { Hono } from 'hono';
import { ACCOUNT_MESSAGES as A, type AccountSection, themeFromChoice } from '../../contracts/account';
import { AUTH_MESSAGES as M } from '../../contracts/auth';
import type { FormFeedback } from '../../contracts/forms';
import { DeleteAccountForm, NotificationsForm, PasswordBody, ProfileFieldForm, ThemeForm } from '../../contracts/profile';
import type { AppEnv } from '../../env';
import { formRoute } from '../../http/form';
import { readerPage, type SignedInContext } from '../../http/guards';
import { changePassword, removeAccount, saveNotifications, updateProfile } from './actions';
import { accountScreen } from './pages';

export const accountForms = new Hono<AppEnv>();

const SAVED: Record<keyof ProfileFieldForm, string> = { username: M.userUpdated, email: A.emailUpdated, phone: A.phoneUpdated };

/** A refusal shows on the form it came from, on its pane. */
const shownOn = (section: AccountSection, form: string) => ({
  onError: (c: SignedInContext, feedback: FormFeedback) => accountScreen(c, section, { ...feedback, form }),
});

accountForms.post(
  '/account/profile',
  readerPage,
  formRoute(
    ProfileFieldForm,
    async (c, body) => {
      await updateProfile(c, body);
      return { to: '/account/profile', toast: SAVED[Object.keys(body)[0] as keyof ProfileFieldForm] };
    },
    { onError: (c, feedback, { fields }) => accountScreen(c, 'profile', { ...feedback, form: Object.keys(fields)[0] ?? '' }) },
  ),
);

accountForms.post(
  '/account/password',
  readerPage,
  formRoute(
    PasswordBody,
    async (c, body) => ({ to: '/account/profile', toast: (await changePassword(c, body)).message }),
    shownOn('profile', 'password'),
  ),
);

accountForms.post(
  '/account/delete',
  readerPage,
  formRoute(
    DeleteAccountForm,
    async (c) => {
      await removeAccount(c);
      // Where the island goes after a deletion too: the front page, signed out.
      return { to: '/' };
    },
    shownOn('profile', 'delete'),
  ),
);

accountForms.post(
  '/account/notifications',
  readerPage,
  formRoute(
    NotificationsForm,
    async (c, body) => {
      await saveNotifications(c, body);
      return { to: '/account/notifications', toast: A.notificationsUpdated };
    },
    shownOn('notifications', 'notifications'),
  ),
);

accountForms.post(
  '/account/theme',
  readerPage,
  formRoute(
    ThemeForm,
    async (c, { theme }) => {
      await updateProfile(c, { theme: themeFromChoice(theme) });
      return { to: '/account/theme', toast: A.themeUpdated };
    },
    shownOn('theme', 'theme'),
  ),
);
