/**
 * @module The back office's users on the wire: the list row, the support view (with the reader's
 * subscriptions), the filters shared by the list and the CSV export, and the create and change
 * bodies. Field rules and messages are the reader's own (auth.ts, account.ts, profile.ts), so an
 * admin cannot store an address or a username the reader's forms would refuse.
 * zod from @hono/zod-openapi: jsonBody names these bodies with .openapi(), which plain zod lacks
 * when a test loads this file first. The browser imports them as types only.
 */
import { z } from '@hono/zod-openapi';
import { ACCOUNT_MESSAGES as A, COMMENT_NOTIFICATION, isPhone, isUsername, THEMES } from './account';
import { isSignupEmail, AUTH_MESSAGES as M, PASSWORD_MAX, PASSWORD_MIN } from './auth';
import { PLAN_IDS } from './plans';
import { ProfilePatchBody } from './profile';

export const USER_ROLES = ['reader', 'admin'] as const;

/** Not in the spec's catalogue (decision 036): the back office refuses to lock itself out. */
export const USER_ADMIN_MESSAGES = {
  notFound: 'User not found',
  ownRole: 'You cannot remove your own admin role.',
  ownDelete: 'You cannot delete your own account.',
  ownDeactivate: 'You cannot deactivate your own account.',
} as const;

/** One user in the back office's list and export; `joined` is when the account was made (created is never sent). */
export const UserRowDto = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  subscription_end: z.number().int().nullable(),
  /** Derived: subscription_end lies in the future (contracts/plus.ts). */
  subscribed: z.boolean(),
  is_active: z.boolean(),
  /** Follows at least one tag, as the reader's profile says (onBoarded). */
  onboarded: z.boolean(),
  joined: z.number().int(),
});
export type UserRowDto = z.infer<typeof UserRowDto>;

/** A subscription as support needs to see it: which plan, in what state, until when. */
export const UserSubscriptionDto = z.object({
  plan: z.enum(PLAN_IDS),
  status: z.string(),
  current_period_end: z.number().int().nullable(),
  cancel_at_period_end: z.boolean(),
});

/** GET /admin/api/users/{id}, and the answer of every change to one user. */
export const UserDetailDto = UserRowDto.extend({
  theme: z.enum(THEMES).nullable(),
  notification_breaking: z.boolean(),
  notification_am_pm: z.boolean(),
  email_notification_comments: z.enum(COMMENT_NOTIFICATION),
  push_notification_comments: z.enum(COMMENT_NOTIFICATION),
  subscriptions: z.array(UserSubscriptionDto),
});
export type UserDetailDto = z.infer<typeof UserDetailDto>;

/** The filters of the list and the export: q matches e-mail or username (part of either). */
export const UserFilterQuery = {
  q: z.string().trim().max(100, 'q must be 100 characters or less').optional(),
  role: z.enum(USER_ROLES, { message: 'role must be reader or admin' }).optional(),
  active: z
    .enum(['true', 'false'], { message: 'active must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
};

/** The signup rule (spec §5: one @, a dot after it) with the signup message. */
const email = z.string({ message: M.invalidEmailFormat }).trim().max(254, M.invalidEmailFormat).refine(isSignupEmail, M.invalidEmailFormat);
const username = z.string({ message: A.usernameInvalid }).trim().refine(isUsername, A.usernameInvalid);
const role = z.enum(USER_ROLES, { message: 'role must be reader or admin' });
/** Epoch seconds; null (or a past time) ends Plus, a future time grants or extends it. */
const subscriptionEnd = z
  .number({ message: 'subscription_end must be epoch seconds or null' })
  .int('subscription_end must be epoch seconds or null')
  .min(0, 'subscription_end must be epoch seconds or null')
  .max(2 ** 32, 'subscription_end must be epoch seconds or null')
  .nullable();

/** POST /admin/api/users. No username: one is made from the e-mail, as sign-up does. */
export const UserCreateBody = z.strictObject({
  email,
  username: username.optional(),
  role: role.default('reader'),
  /** Without one the reader signs in with a social provider or sets one through "forgot password". */
  password: z.string({ message: M.newPasswordShort }).min(PASSWORD_MIN, M.newPasswordShort).max(PASSWORD_MAX, M.somethingWrong).optional(),
  phone: z
    .string({ message: A.phoneInvalid })
    .max(40, A.phoneInvalid)
    .refine((p) => p.trim() === '' || isPhone(p), A.phoneInvalid)
    .optional(),
  subscription_end: subscriptionEnd.optional(),
});
export type UserCreateBody = z.infer<typeof UserCreateBody>;

/** PATCH /admin/api/users/{id}: any subset; the profile's own fields keep the profile's rules. */
export const UserPatchBody = z.strictObject({
  ...ProfilePatchBody.shape,
  email: email.optional(),
  role: role.optional(),
  subscription_end: subscriptionEnd.optional(),
});
export type UserPatchBody = z.infer<typeof UserPatchBody>;
