/** @module Who a push job went to, in words, from its stored filters (contracts/notify.ts PushFilters). */

/** Names shown before "+N more", so a long tag list does not stretch the history table. */
const NAMES_SHOWN = 3;

export function audienceLabel(filters: Record<string, unknown>, tagName: (id: number) => string): string {
  if (filters.all === true) return 'Everyone';
  if (typeof filters.zone === 'string') return `Readers in ${filters.zone} who get briefings`;
  if (Array.isArray(filters.users)) return 'The reader replied to';
  const tags = Array.isArray(filters.tags) ? filters.tags.filter((t): t is number => typeof t === 'number') : [];
  const readers = filters.subscribed === true ? 'Plus readers' : filters.subscribed === false ? 'Free readers' : null;
  if (tags.length === 0) return readers ?? 'No one';
  const more = tags.length > NAMES_SHOWN ? ` +${tags.length - NAMES_SHOWN} more` : '';
  const names = `${tags.slice(0, NAMES_SHOWN).map(tagName).join(', ')}${more}`;
  return readers ? `${readers} following ${names}` : `Followers of ${names}`;
}
