/**
 * @module The personal feeds' filter chips (spec §4 Feed filters): 'All' clears the others;
 * choosing another removes 'All'; choosing a tag toggles it; none left is 'All' again. The
 * selection travels as `?tags=1,2` in the chip links, so the chips work without JavaScript.
 * Zod-free: the browser imports it.
 */

import { idFromText, isId } from './ids';

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

/**
 * The feed's URL for a selection and, on /local, the location filter's state (a code, null for
 * 'Any State'). Chips keep the state and the state links keep the chips.
 */
export function chipHref(kind: FeedKind, selection: readonly number[], state: string | null = null): string {
  const query = [selection.length ? `tags=${selection.join(',')}` : '', state ? `state=${state}` : ''].filter(Boolean).join('&');
  return query ? `/${kind}?${query}` : `/${kind}`;
}

/** `?tags=` read back: only the reader's own chips count, each once, sorted; anything else is dropped. */
export function readSelection(raw: string | undefined, chips: ReadonlySet<number>): number[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((s) => idFromText(s.trim()))
    .filter(isId);
  return [...new Set(ids.filter((id) => chips.has(id)))].sort((a, b) => a - b);
}

/**
 * Spec §9: "local feed page size 18, pages split into 3, 3, 6 and remainder". Each group is drawn
 * in its own zone layout (worker/contracts/layouts.ts): three portrait cards across, three wide
 * landscape rows, six compact minis, then the rest as portrait cards. Every page is split the same
 * way, so a page that endless loading appends reads like the first.
 */
export const LOCAL_SPLIT: readonly { count: number; layout: number }[] = [
  { count: 3, layout: 2 },
  { count: 3, layout: 7 },
  { count: 6, layout: 5 },
  { count: Number.POSITIVE_INFINITY, layout: 8 },
];

/** One page of the local feed in its groups; a short page leaves the later groups out (never an empty one). */
export function localSplit<T>(cards: readonly T[]): { layout: number; cards: T[] }[] {
  const groups: { layout: number; cards: T[] }[] = [];
  let from = 0;
  for (const { count, layout } of LOCAL_SPLIT) {
    if (from >= cards.length) break;
    groups.push({ layout, cards: cards.slice(from, from + count) });
    from += count;
  }
  return groups;
}
