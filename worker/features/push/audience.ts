/**
 * @module Who a push job goes to, as SQL over push_subscriptions (ps) joined to users (u), from the
 * job's kind and stored filters: an editor's push by its filters (everyone, followers of tags, Plus
 * or free readers); breaking news the same, narrowed to readers with notification_breaking; a
 * briefing to readers with notification_am_pm whose zone is the job's (briefing.ts); a comment reply
 * to the readers it names. Deactivated readers get nothing.
 */
import type { PushKind } from '../../contracts/web-push';
import { knownStates, statesOf } from './briefing';

export type StoredFilters = {
  all?: boolean;
  tags?: number[];
  subscribed?: boolean;
  /** Briefings: the zone whose readers get it. */
  zone?: string;
  /** Comment replies: the readers it names. */
  users?: number[];
};

const ids = (list: unknown) => (Array.isArray(list) ? list.filter((n): n is number => Number.isSafeInteger(n)) : []);
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** The state of the reader's first followed location (null: none). */
const READER_STATE = `(SELECT t.state FROM tag_follows f JOIN tags t ON t.id = f.tag_id
  WHERE f.user_id = u.id AND t.type = 'location' AND t.state IS NOT NULL ORDER BY f.created, t.id LIMIT 1)`;

export function audienceWhere(kind: PushKind, filters: StoredFilters, now: number, siteZone: string): { sql: string; args: unknown[] } {
  const where = ['u.is_active = 1'];
  const args: unknown[] = [];
  if (kind === 'comment') {
    const users = ids(filters.users);
    where.push(`u.id IN (${marks(users.length) || 'NULL'})`);
    args.push(...users);
    return { sql: where.join(' AND '), args };
  }
  if (kind === 'briefing') {
    const zone = String(filters.zone ?? siteZone);
    const states = statesOf(zone);
    where.push('u.notification_am_pm = 1');
    const inZone = [`${READER_STATE} IN (${marks(states.length) || 'NULL'})`];
    args.push(...states);
    if (zone === siteZone) {
      const known = knownStates();
      inZone.push(`coalesce(${READER_STATE}, '') NOT IN (${marks(known.length)})`);
      args.push(...known);
    }
    where.push(`(${inZone.join(' OR ')})`);
    return { sql: where.join(' AND '), args };
  }
  if (kind === 'breaking') where.push('u.notification_breaking = 1');
  if (filters.all !== true) {
    const tags = ids(filters.tags);
    if (tags.length) {
      where.push(`EXISTS (SELECT 1 FROM tag_follows f WHERE f.user_id = u.id AND f.tag_id IN (${marks(tags.length)}))`);
      args.push(...tags);
    }
    if (filters.subscribed === true) {
      where.push('u.subscription_end > ?');
      args.push(now);
    } else if (filters.subscribed === false) {
      where.push('(u.subscription_end IS NULL OR u.subscription_end <= ?)');
      args.push(now);
    }
    if (!tags.length && filters.subscribed === undefined) where.push('0');
  }
  return { sql: where.join(' AND '), args };
}
