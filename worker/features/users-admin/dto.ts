/**
 * @module A user's rows (typed by their selects in queries.ts) as the back office's answers and
 * as the export's CSV cells.
 */
import type { UserDetailDto, UserRowDto } from '../../contracts/admin-users';
import { isSubscribed } from '../../contracts/plus';
import type { SubscriptionRow, UserDetailRow, UserRow } from './queries';
import { csvSafe, isoTime } from './rules';

export const toUserRow = (r: UserRow, now: number): UserRowDto => ({
  id: r.id,
  username: r.username,
  email: r.email,
  phone: r.phone,
  role: r.role,
  subscription_end: r.subscriptionEnd,
  subscribed: isSubscribed(r.subscriptionEnd, now),
  is_active: r.isActive,
  onboarded: r.onboarded,
  joined: r.created,
});

export const toUserDetail = (r: UserDetailRow, subs: SubscriptionRow[], now: number): UserDetailDto => ({
  ...toUserRow(r, now),
  theme: r.theme,
  notification_breaking: r.notificationBreaking,
  notification_am_pm: r.notificationAmPm,
  email_notification_comments: r.emailNotificationComments,
  push_notification_comments: r.pushNotificationComments,
  subscriptions: subs.map((s) => ({
    plan: s.plan,
    status: s.status,
    current_period_end: s.currentPeriodEnd,
    cancel_at_period_end: s.cancelAtPeriodEnd,
  })),
});

/** One user as the export's cells, in EXPORT_COLUMNS order (rules.ts). */
export function csvRecord(r: UserRow, now: number): string[] {
  return [
    String(r.id),
    csvSafe(r.username),
    csvSafe(r.email),
    csvSafe(r.phone ?? ''),
    r.role,
    String(isSubscribed(r.subscriptionEnd, now)),
    isoTime(r.subscriptionEnd),
    String(r.isActive),
    isoTime(r.created),
  ];
}
