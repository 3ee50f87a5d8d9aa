/**
 * @module The profile on the wire: the spec's profile answer and the bodies that change it (profile
 * fields, a new password, onboarding's phone consent), with the spec's messages. zod: the browser
 * imports these as types only.
 */
import { z } from 'zod';
import { ACCOUNT_MESSAGES as A, COMMENT_NOTIFICATION, isPhone, isUsername, THEMES } from './account';
import { isProfileEmail, AUTH_MESSAGES as M } from './auth';

export const ProfileDto = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['reader', 'admin']),
  subscription_end: z.number().int().nullable(),
  subscribed: z.boolean(),
  theme: z.enum(THEMES).nullable(),
  notification_breaking: z.boolean(),
  notification_am_pm: z.boolean(),
  email_notification_comments: z.enum(COMMENT_NOTIFICATION),
  push_notification_comments: z.enum(COMMENT_NOTIFICATION),
  /** Follows at least one tag (spec §3). */
  onBoarded: z.boolean(),
  /** Created less than five minutes ago. */
  isNewAccount: z.boolean(),
});
export type ProfileDto = z.infer<typeof ProfileDto>;

const comments = z.enum(COMMENT_NOTIFICATION, { message: 'must be all, replies or none' });

/** PATCH /api/profile: any subset of the fields; empty or null phone removes the number (and SMS consent). */
export const ProfilePatchBody = z.strictObject({
  username: z.string({ message: A.usernameInvalid }).trim().refine(isUsername, A.usernameInvalid).optional(),
  email: z.string({ message: M.profileEmail }).trim().max(254, M.profileEmail).refine(isProfileEmail, M.profileEmail).optional(),
  phone: z
    .string({ message: A.phoneInvalid })
    .max(40, A.phoneInvalid)
    .refine((p) => p.trim() === '' || isPhone(p), A.phoneInvalid)
    .nullable()
    .optional(),
  /** null = follow the device. */
  theme: z.enum(THEMES, { message: 'theme must be dark, light or null' }).nullable().optional(),
  notification_breaking: z.boolean({ message: 'must be true or false' }).optional(),
  notification_am_pm: z.boolean({ message: 'must be true or false' }).optional(),
  email_notification_comments: comments.optional(),
  push_notification_comments: comments.optional(),
});
export type ProfilePatchBody = z.infer<typeof ProfilePatchBody>;

/** The profile page's field forms posted without JavaScript: one field each. */
export const ProfileFieldForm = z.strictObject(ProfilePatchBody.pick({ username: true, email: true, phone: true }).shape);
export type ProfileFieldForm = z.infer<typeof ProfileFieldForm>;

/** A checkbox posted without JavaScript: 'true' when ticked, absent when not. */
const checkbox = z
  .literal('true', { message: 'must be true or absent' })
  .optional()
  .transform((v) => v === 'true');

/** The notifications page's form: the three switches as checkboxes (the comments toggle as `comments`). */
export const NotificationsForm = z.strictObject({
  notification_breaking: checkbox,
  notification_am_pm: checkbox,
  comments: checkbox,
});
export type NotificationsForm = z.infer<typeof NotificationsForm>;

/** The theme page's form: the radio's key ('device' stores null, contracts/account.ts themeFromChoice). */
export const ThemeForm = z.strictObject({
  theme: z.enum(['dark', 'light', 'device'], { message: 'theme must be dark, light or device' }),
});

/** The profile page's delete form: the confirmation box must be ticked. */
export const DeleteAccountForm = z.strictObject({
  confirm: z.literal('yes', { message: A.deleteConfirmRequired }),
});

/** POST /api/profile/password. The rule and its messages are newPasswordError (contracts/auth.ts). */
export const PasswordBody = z.strictObject({
  password: z.string({ message: M.newPasswordNull }).max(65_536, M.somethingWrong).nullable().optional(),
  confirm_password: z.string({ message: M.newPasswordMismatch }).max(65_536, M.somethingWrong).nullable().optional(),
});
export type PasswordBody = z.infer<typeof PasswordBody>;

/** POST /api/onboarding/phone: a number and the reader's consent to text messages (required). */
export const PhoneConsentBody = z.strictObject({
  phone: z.string({ message: A.phoneInvalid }).max(40, A.phoneInvalid).refine(isPhone, A.phoneInvalid),
  sms_consent: z.boolean({ message: A.smsConsentRequired }).refine((v) => v, A.smsConsentRequired),
});
export type PhoneConsentBody = z.infer<typeof PhoneConsentBody>;
