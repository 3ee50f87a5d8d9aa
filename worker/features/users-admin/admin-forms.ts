/**
 * @module The users pages' forms, posted without JavaScript: search (POST, so an e-mail never
 * reaches a URL), create, edit, activate, deactivate and delete. Each parses its fields into the
 * admin API's own body schema and calls the same action (actions.ts: validation, audit row,
 * sessions ended), then 303 with a toast, or the page again with the problems on their fields.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { dateInputValue } from '../../../client/server/admin/users/badges';
import { normalizePhone } from '../../contracts/account';
import { UserCreateBody, type UserDetailDto, UserPatchBody } from '../../contracts/admin-users';
import type { AppEnv } from '../../env';
import { badRequest } from '../../http/errors';
import { handleForm, parseForm } from '../../http/form';
import { doneWith, parseBody } from '../../http/form-kit';
import { adminPage } from '../../http/guards';
import { changeUser, createUser, removeUser, setActive, userDetail } from './actions';
import { filled, newUserScreen, SearchFields, userDeleteScreen, userDetailScreen, userIdOf, usersListScreen } from './admin-pages';

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

/**
 * The Plus end date from the form's UTC day: Plus lasts through the end of that day. The day the
 * user already has is no change (their exact end time stays); empty ends Plus.
 */
export function planEnd(day: string, current: number | null): number | null | undefined {
  if (day === '') return current === null ? undefined : null;
  if (day === dateInputValue(current)) return undefined;
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T23:59:59Z`) : Number.NaN;
  // Date.parse rolls 2026-02-30 over to March: the day must come back unchanged.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) throw badRequest(DATE_FORMAT, 'subscription_end');
  return ms / 1000;
}

/** The edit form as a PATCH body: every field it shows (an unticked box is false), role only when offered. */
export function editBody(fields: Record<string, string>, current: UserDetailDto): Record<string, unknown> {
  const body: Record<string, unknown> = {
    username: fields.username ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    notification_breaking: fields.notification_breaking === 'true',
    notification_am_pm: fields.notification_am_pm === 'true',
    email_notification_comments: fields.email_notification_comments ?? current.email_notification_comments,
    push_notification_comments: fields.push_notification_comments ?? current.push_notification_comments,
  };
  if (fields.role !== undefined) body.role = fields.role;
  const end = fields.subscription_end === undefined ? undefined : planEnd(fields.subscription_end, current.subscription_end);
  if (end !== undefined) body.subscription_end = end;
  return body;
}

/** Only what differs from the user as stored, so a save that changes nothing writes nothing (and logs nothing). */
export function changedOnly(patch: UserPatchBody, current: UserDetailDto): UserPatchBody {
  const stored = current as unknown as Record<string, unknown>;
  const same = (key: string, value: unknown) =>
    key === 'phone' ? normalizePhone(String(value ?? '')) === current.phone : stored[key] === value;
  return Object.fromEntries(Object.entries(patch).filter(([k, v]) => !same(k, v))) as UserPatchBody;
}

export const usersForms = new Hono<AppEnv>();

usersForms.post('/admin/users/search', adminPage, (c) =>
  handleForm(
    c,
    async (fields) => usersListScreen(c, parseForm(SearchFields, filled(fields))),
    (feedback) => usersListScreen(c, { page: 1, q: feedback.values.q ?? '', searchError: feedback.errors[0]?.message }),
  ),
);

usersForms.post('/admin/users/new', adminPage, (c) =>
  handleForm(
    c,
    async (fields) => {
      const { email = '', username = '', role = 'reader', password = '' } = fields;
      const body = parseForm(UserCreateBody, { email, role, ...(username ? { username } : {}), ...(password ? { password } : {}) });
      const user = await createUser(c, body);
      return doneWith(c, USER_TOASTS.created, `/admin/users/${user.id}`);
    },
    (feedback) => newUserScreen(c, feedback),
  ),
);

usersForms.post('/admin/users/:id{[0-9]+}', adminPage, (c) => {
  const id = userIdOf(c);
  return handleForm(
    c,
    async (fields) => {
      const current = await userDetail(c, id);
      const patch = changedOnly(parseBody(UserPatchBody, editBody(fields, current)), current);
      if (Object.keys(patch).length > 0) await changeUser(c, id, patch);
      return doneWith(c, USER_TOASTS.saved, `/admin/users/${id}`);
    },
    (feedback) => userDetailScreen(c, id, { ...feedback, form: 'edit' }),
  );
});

for (const [action, active] of [
  ['activate', true],
  ['deactivate', false],
] as const) {
  usersForms.post(`/admin/users/:id{[0-9]+}/${action}`, adminPage, (c) => {
    const id = userIdOf(c);
    return handleForm(
      c,
      async () => {
        await setActive(c, id, active);
        return doneWith(c, active ? USER_TOASTS.activated : USER_TOASTS.deactivated, `/admin/users/${id}`);
      },
      (feedback) => userDetailScreen(c, id, { ...feedback, form: 'active' }),
    );
  });
}

usersForms.post('/admin/users/:id{[0-9]+}/delete', adminPage, (c) => {
  const id = userIdOf(c);
  return handleForm(
    c,
    async (fields) => {
      parseForm(DeleteForm, fields);
      await removeUser(c, id);
      return doneWith(c, USER_TOASTS.deleted, '/admin/users');
    },
    (feedback) => userDeleteScreen(c, id, feedback.errors[0]?.message),
  );
});
