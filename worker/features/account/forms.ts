/**
 * @module The account pages' forms posted without JavaScript (the details: username, e-mail, phone; a new
 * password; deleting the account; the notification switches; the theme): the same actions and
 * messages as PATCH and DELETE /api/profile and POST /api/profile/password, then back to the page
 * (303) with the success toast, or the page again with the problem on the form it came from.
 */
import { Hono } from 'hono';
import { ACCOUNT_MESSAGES as A, type AccountSection, themeFromChoice } from '../../contracts/account';
import { AUTH_MESSAGES as M } from '../../contracts/auth';
import type { FormFeedback } from '../../contracts/forms';
import { DeleteAccountForm, NotificationsForm, PasswordBody, ProfileFieldForm, ThemeForm } from '../../contracts/profile';
import { changedDetails, DETAIL_FIELDS, detailsSaved } from '../../contracts/profile-details';
import type { AppEnv } from '../../env';
import { unauthorized } from '../../http/errors';
import { formRoute } from '../../http/form';
import { readerPage, type SignedInContext } from '../../http/guards';
import { changePassword, removeAccount, saveNotifications, updateProfile } from './actions';
import { accountScreen } from './pages';
import { profileSettings } from './queries';

export const accountForms = new Hono<AppEnv>();

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
      const changed = DETAIL_FIELDS.filter((f) => body[f] !== undefined);
      if (changed.length === 0) return { to: '/account/profile', toast: { type: 'info', message: A.nothingToUpdate } };
      await updateProfile(c, body);
      return { to: '/account/profile', toast: detailsSaved(changed) };
    },
    {
      // The details form posts all three values; the API's body is those that differ from the
      // stored ones, so an old value the profile rules would refuse (an e-mail with a +) never blocks a save.
      input: async (posted, c) => {
        const now = await profileSettings(c.get('db'), c.var.viewer.id);
        if (!now) throw unauthorized(M.noUser);
        const typed = Object.fromEntries(DETAIL_FIELDS.map((f) => [f, typeof posted[f] === 'string' ? posted[f] : undefined]));
        const changed = changedDetails({ username: now.username, email: now.email, phone: now.phone ?? '' }, typed);
        const other = ([k, v]: [string, unknown]) => !(DETAIL_FIELDS as readonly string[]).includes(k) || typeof v !== 'string';
        const rest = Object.fromEntries(Object.entries(posted).filter(other));
        return { ...rest, ...Object.fromEntries(changed.map((f) => [f, posted[f]])) };
      },
      ...shownOn('profile', 'details'),
    },
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
