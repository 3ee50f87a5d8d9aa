/**
 * @module The back office's decisions about users, pure: what a change writes, what the audit
 * log keeps of a user (never a password or its hash), the admin's protection against locking
 * themself out, and how a user becomes a CSV row that a spreadsheet cannot run as a formula.
 */
import { normalizePhone } from '../../contracts/account';
import { USER_ADMIN_MESSAGES as U, type UserDetailDto, type UserPatchBody } from '../../contracts/admin-users';
import { profileChanges, type UserChanges } from '../account/rules';

/** The user columns an admin writes. */
export type UserColumns = UserChanges & Partial<{ role: 'reader' | 'admin'; subscriptionEnd: number | null }>;

/** A PATCH body as columns: the profile's own mapping (phone consent included), then role and Plus. */
export function userChanges(patch: UserPatchBody, currentPhone: string | null): UserColumns {
  const { role, subscription_end, ...profile } = patch;
  const out: UserColumns = profileChanges(profile, currentPhone);
  if (role !== undefined) out.role = role;
  if (subscription_end !== undefined) out.subscriptionEnd = subscription_end;
  return out;
}

/** The UTC day of an epoch, as the edit form's date input shows it ('' for none). */
export const utcDay = (seconds: number | null) => (seconds === null ? '' : new Date(seconds * 1000).toISOString().slice(0, 10));

/**
 * Only what an edit changes of the user as stored, so a save that changes nothing writes nothing
 * (and logs nothing). The form gives Plus's end as a day: the day the user already has is no
 * change, and their exact end time stays.
 */
export function changedOnly(patch: UserPatchBody, current: UserDetailDto): UserPatchBody {
  const stored = current as unknown as Record<string, unknown>;
  const same = (key: string, value: unknown) => {
    if (key === 'phone') return normalizePhone(String(value ?? '')) === current.phone;
    if (key === 'subscription_end') return utcDay((value as number | null) ?? null) === utcDay(current.subscription_end);
    return stored[key] === value;
  };
  return Object.fromEntries(Object.entries(patch).filter(([k, v]) => !same(k, v))) as UserPatchBody;
}

/** A new user's phone as stored: '' or blanks mean none. */
export const newPhone = (phone: string | undefined) => (phone === undefined ? null : normalizePhone(phone));

/** What an admin may not do to their own account, so the back office never locks itself out. */
export function ownAccountError(
  adminId: number,
  targetId: number,
  change: { role?: string; delete?: boolean; deactivate?: boolean },
): { message: string; path: string } | null {
  if (adminId !== targetId) return null;
  if (change.role !== undefined && change.role !== 'admin') return { message: U.ownRole, path: 'role' };
  if (change.delete) return { message: U.ownDelete, path: 'id' };
  if (change.deactivate) return { message: U.ownDeactivate, path: 'id' };
  return null;
}

/** `%`, `_` and `\` in the admin's search match themselves, not any text. */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * What the audit log keeps of a user: the fields an admin can change, in API names. Derived and
 * read-only fields (subscribed, onboarded, subscriptions) and any credential stay out.
 */
export function userSnapshot(u: UserDetailDto): Record<string, unknown> {
  const { id: _id, subscribed: _s, onboarded: _o, joined: _j, subscriptions: _subs, ...fields } = u;
  return fields;
}

/** Written columns in API names, for the audit log's after (SMS consent follows the phone and is not shown). */
export function changesSnapshot(c: UserColumns): Record<string, unknown> {
  const names: [keyof UserColumns, string][] = [
    ['username', 'username'],
    ['email', 'email'],
    ['phone', 'phone'],
    ['role', 'role'],
    ['subscriptionEnd', 'subscription_end'],
    ['theme', 'theme'],
    ['notificationBreaking', 'notification_breaking'],
    ['notificationAmPm', 'notification_am_pm'],
    ['emailNotificationComments', 'email_notification_comments'],
    ['pushNotificationComments', 'push_notification_comments'],
  ];
  return Object.fromEntries(names.filter(([k]) => c[k] !== undefined).map(([k, name]) => [name, c[k]]));
}

// ---- The CSV export ----

export const EXPORT_COLUMNS = [
  'id',
  'username',
  'email',
  'phone',
  'role',
  'subscribed',
  'subscription_end',
  'is_active',
  'joined',
] as const;

/** A spreadsheet runs a cell that starts with one of these as a formula (full-width forms too, as some apps fold them). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * CSV injection guard (OWASP): a text cell that a spreadsheet would read as a formula gets a
 * leading single quote, which makes it plain text. Numbers and dates we write never start so.
 */
export const csvSafe = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** Epoch seconds as an ISO 8601 UTC time; none is an empty cell. */
export const isoTime = (seconds: number | null) => (seconds === null ? '' : new Date(seconds * 1000).toISOString());

/** edgewire-users-YYYY-MM-DD.csv, the UTC day of the export. */
export const exportFilename = (now: number) => `edgewire-users-${new Date(now * 1000).toISOString().slice(0, 10)}.csv`;
