/** @module The users pages' small pieces: role, Plus and access badges, and UTC dates. */
import type { UserRowDto } from '../../../../worker/contracts/admin-users';
import { Badge } from '../../../browser/components/ui/Badge';

const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A UTC calendar day, as the Plus end date is chosen (the date input is UTC too). */
export const day = (seconds: number | null) => (seconds === null ? '—' : DAY.format(new Date(seconds * 1000)));

/** The value of a date input for a time: its UTC day, YYYY-MM-DD; none is empty. */
export const dateInputValue = (seconds: number | null) => (seconds === null ? '' : new Date(seconds * 1000).toISOString().slice(0, 10));

export const RoleBadge = ({ role }: { role: 'reader' | 'admin' }) =>
  role === 'admin' ? <Badge tone="accent">Admin</Badge> : <Badge tone="neutral">Reader</Badge>;

/** Plus while subscription_end lies ahead; a past end date is shown plainly, for support. */
export function PlusBadge({ subscribed, end }: { subscribed: boolean; end: number | null }) {
  if (subscribed)
    return (
      <span className="inline-flex flex-wrap items-center gap-1">
        <Badge tone="plus">Plus</Badge>
        <span className="whitespace-nowrap text-xs text-ink-3">until {day(end)}</span>
      </span>
    );
  if (end !== null) return <span className="whitespace-nowrap text-xs text-ink-3">Ended {day(end)}</span>;
  return <span className="text-ink-3">—</span>;
}

export const ActiveBadge = ({ active }: { active: boolean }) =>
  active ? <Badge tone="neutral">Active</Badge> : <Badge tone="danger">Deactivated</Badge>;

/** A user's badges by name, in the order the list's columns and the detail page show them. */
export const userBadges = (u: Pick<UserRowDto, 'role' | 'subscribed' | 'subscription_end' | 'is_active'>) =>
  [
    ['Role', <RoleBadge key="role" role={u.role} />],
    ['Plus', <PlusBadge key="plus" subscribed={u.subscribed} end={u.subscription_end} />],
    ['Access', <ActiveBadge key="access" active={u.is_active} />],
  ] as const;
