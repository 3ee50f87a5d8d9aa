/**
 * @module The users pages' forms, posted without JavaScript: search (POST, so an e-mail never
 * reaches a URL), create, edit, activate, deactivate and delete. Each parses its fields into the
 * admin API's own body schema and calls the same action (actions.ts: validation, audit row,
 * sessions ended), then 303 with a toast, or the page again with the problems on their fields.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { UserCreateBody, UserPatchBody } from '../../contracts/admin-users';
import type { AppEnv } from '../../env';
import { badRequest } from '../../http/errors';
import { formRoute } from '../../http/form';
import { adminPage } from '../../http/guards';
import { changeUser, createUser, removeUser, setActive, userDetail } from './actions';
import { filled, newUserScreen, SearchFields, userDeleteScreen, userDetailScreen, userIdOf, usersListScreen } from './admin-pages';
import { changedOnly } from './rules';

export const USER_TOASTS = {
  saved: 'User saved.',
  deactivated: 'User deactivated.',
  activated: 'User activated.',
  deleted: 'User deleted.',
  created: 'User created.',
} as const;

/** A delete posted without its confirm step (a crafted form): the confirm page says this. */
export const DELETE_CONFIRM = 'Confirm the deletion on this page first.';
export const DATE_FORMAT = 'Enter the date as YYYY-MM-DD.';

const DeleteForm = z.object({ confirm: z.literal('yes', { message: DELETE_CONFIRM }) });

/** The Plus end date from the form's UTC day: Plus lasts through the end of that day; empty ends Plus. */
export function planEnd(day: string): number | null {
  if (day === '') return null;
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T23:59:59Z`) : Number.NaN;
  // Date.parse rolls 2026-02-30 over to March: the day must come back unchanged.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) throw badRequest(DATE_FORMAT, 'subscription_end');
  return ms / 1000;
}

/**
 * The edit form as a PATCH body: every field it shows (an unticked box is false), role only when
 * offered. What the user already has is left out after (rules.ts changedOnly, on the row the
 * change reads).
 */
export function editBody(fields: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {
    username: fields.username ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    notification_breaking: fields.notification_breaking === 'true',
    notification_am_pm: fields.notification_am_pm === 'true',
    email_notification_comments: fields.email_notification_comments,
    push_notification_comments: fields.push_notification_comments,
  };
  if (fields.role !== undefined) body.role = fields.role;
  if (fields.subscription_end !== undefined) body.subscription_end = planEnd(fields.subscription_end);
  return body;
}

export const usersForms = new Hono<AppEnv>();

usersForms.post(
  '/admin/users/search',
  adminPage,
  formRoute(SearchFields, (c, query) => usersListScreen(c, query), {
    input: (_posted, _c, fields) => filled(fields),
    onError: (c, feedback) => usersListScreen(c, { page: 1, q: feedback.values.q ?? '', searchError: feedback.errors[0]?.message }),
  }),
);

usersForms.post(
  '/admin/users/new',
  adminPage,
  formRoute(UserCreateBody, async (c, body) => ({ to: `/admin/users/${(await createUser(c, body)).id}`, toast: USER_TOASTS.created }), {
    // Optional fields left empty are not given.
    input: (_posted, _c, { email = '', username = '', role = 'reader', password = '' }) => ({
      email,
      role,
      ...(username ? { username } : {}),
      ...(password ? { password } : {}),
    }),
    onError: (c, feedback) => newUserScreen(c, feedback),
  }),
);

usersForms.post(
  '/admin/users/:id{[0-9]+}',
  adminPage,
  formRoute(
    UserPatchBody,
    async (c, body) => {
      const id = userIdOf(c);
      const patch = changedOnly(body, await userDetail(c, id));
      if (Object.keys(patch).length > 0) await changeUser(c, id, patch);
      return { to: `/admin/users/${id}`, toast: USER_TOASTS.saved };
    },
    {
      input: (_posted, _c, fields) => editBody(fields),
      onError: (c, feedback) => userDetailScreen(c, userIdOf(c), { ...feedback, form: 'edit' }),
    },
  ),
);

for (const [action, active] of [
  ['activate', true],
  ['deactivate', false],
] as const) {
  usersForms.post(
    `/admin/users/:id{[0-9]+}/${action}`,
    adminPage,
    formRoute(
      z.object({}),
      async (c) => {
        const id = userIdOf(c);
        await setActive(c, id, active);
        return { to: `/admin/users/${id}`, toast: active ? USER_TOASTS.activated : USER_TOASTS.deactivated };
      },
      { onError: (c, feedback) => userDetailScreen(c, userIdOf(c), { ...feedback, form: 'active' }) },
    ),
  );
}

usersForms.post(
  '/admin/users/:id{[0-9]+}/delete',
  adminPage,
  formRoute(
    DeleteForm,
    async (c) => {
      await removeUser(c, userIdOf(c));
      return { to: '/admin/users', toast: USER_TOASTS.deleted };
    },
    { onError: (c, feedback) => userDeleteScreen(c, userIdOf(c), feedback.errors[0]?.message) },
  ),
);
