/**
 * @module The personal feeds' filter chips (spec §4 Feed filters): 'All' clears the others;
 * choosing another removes 'All'; choosing a tag toggles it; none left is 'All' again. The
 * selection travels as `?tags=1,2` in the chip links, so the chips work without JavaScript.
 * Zod-free: the browser imports it.
 */

export type FeedKind = 'foryou' | 'local';

export const FEED_TEXT = {
  foryou: {
    title: 'Your News',
    manage: 'Manage Preferences',
    manageHref: '/account/interests',
    empty: 'No stories yet. Follow a few topics to fill your feed.',
    subscribe: 'Subscribe to the paid tier to access this content.',
  },
  local: {
    title: 'Local News',
    manage: 'Select More Locations',
    manageHref: '/account/locations',
    empty: 'No local articles available for your selected locations.',
    subscribe: 'Subscribe to the paid tier to access local news.',
  },
} as const;

/** The selection after a chip is chosen: [] is 'All'. Ids stay sorted, so one selection has one URL. */
export function chooseChip(selected: readonly number[], chip: number | 'all'): number[] {
  if (chip === 'all') return [];
  const next = selected.includes(chip) ? selected.filter((id) => id !== chip) : [...selected, chip];
  return next.sort((a, b) => a - b);
}

/** The feed's URL for a selection. */
export const chipHref = (kind: FeedKind, selection: readonly number[]) =>
  selection.length ? `/${kind}?tags=${selection.join(',')}` : `/${kind}`;

/** `?tags=` read back: only the reader's own chips count, each once, sorted; anything else is dropped. */
export function readSelection(raw: string | undefined, chips: ReadonlySet<number>): number[] {
  if (!raw) return [];
  const ids = raw.split(',').map((s) => Number(s.trim()));
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && chips.has(id)))].sort((a, b) => a - b);
}
