/**
 * @module Profile update rules: which user columns a PATCH /profile body changes. Pure, so the
 * mapping (phone normalisation, what a new number does to SMS consent) is tested on its own.
 */
import { type CommentNotification, normalizePhone, type Theme } from '../../contracts/account';

export type ProfilePatch = {
  username?: string;
  email?: string;
  phone?: string | null;
  theme?: Theme;
  notification_breaking?: boolean;
  notification_am_pm?: boolean;
  email_notification_comments?: CommentNotification;
  push_notification_comments?: CommentNotification;
};

export type UserChanges = Partial<{
  username: string;
  email: string;
  phone: string | null;
  smsConsentAt: number | null;
  theme: Theme;
  notificationBreaking: boolean;
  notificationAmPm: boolean;
  emailNotificationComments: CommentNotification;
  pushNotificationComments: CommentNotification;
}>;

/**
 * The columns to write. `currentPhone` is the stored number: SMS consent was given for that
 * number, so a different (or no) number withdraws it; the same number keeps it.
 */
export function profileChanges(patch: ProfilePatch, currentPhone: string | null): UserChanges {
  const out: UserChanges = {};
  if (patch.username !== undefined) out.username = patch.username.trim();
  if (patch.email !== undefined) out.email = patch.email.trim();
  if (patch.phone !== undefined) {
    const phone = patch.phone === null ? null : normalizePhone(patch.phone);
    out.phone = phone;
    if (phone !== currentPhone) out.smsConsentAt = null;
  }
  if (patch.theme !== undefined) out.theme = patch.theme;
  if (patch.notification_breaking !== undefined) out.notificationBreaking = patch.notification_breaking;
  if (patch.notification_am_pm !== undefined) out.notificationAmPm = patch.notification_am_pm;
  if (patch.email_notification_comments !== undefined) out.emailNotificationComments = patch.email_notification_comments;
  if (patch.push_notification_comments !== undefined) out.pushNotificationComments = patch.push_notification_comments;
  return out;
}

/** Which unique value a failed write collided with, from SQLite's "UNIQUE constraint failed" text. */
export function uniqueViolation(error: unknown): 'username' | 'email' | null {
  const text = String((error as { cause?: unknown })?.cause ?? '') + String(error);
  if (!/UNIQUE constraint failed/i.test(text)) return null;
  if (/users_email_unique|users\.email/i.test(text)) return 'email';
  if (/users_username_unique|users\.username/i.test(text)) return 'username';
  return null;
}
