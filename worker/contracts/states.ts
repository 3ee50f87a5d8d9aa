/**
 * @module The location filter: the 50 US states plus 'Any State' (spec §9). Location tags end with
 * a dash and the two-letter code ("Austin-TX"); tags.state_code holds that code for filtering.
 */

export const ANY_STATE = 'Any State';

export const US_STATES: readonly (readonly [code: string, name: string])[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

export const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map(([code]) => code));

/** A filter value: a state code, or null for 'Any State' (also for anything unknown). */
export const parseStateFilter = (raw: string | null | undefined): string | null => {
  const code = raw?.trim().toUpperCase() ?? '';
  return STATE_CODES.has(code) ? code : null;
};

/** The state code a location tag's name ends with ("Austin-TX" → "TX"), or null. */
export function stateOfLocation(name: string): string | null {
  const m = /-([A-Z]{2})$/.exec(name);
  return m && STATE_CODES.has(m[1]!) ? m[1]! : null;
}

/** A state's own location tag ("Texas-TX"): its name is the state's. */
const isStateTag = (name: string, code: string) => US_STATES.some(([c, n]) => c === code && name === `${n}-${c}`);

export type StateGroup<T> = { code: string | null; name: string; tags: T[] };

/**
 * Location tags grouped by the state their name ends with, groups in the filter's order (by the
 * state's name); in each, the state's own tag first, then its places by name. Names without a
 * state (none in the seed) come last under 'Other places'.
 */
export function groupByState<T extends { name: string }>(tags: readonly T[]): StateGroup<T>[] {
  const by = new Map<string | null, T[]>();
  for (const t of tags) {
    const code = stateOfLocation(t.name);
    by.set(code, [...(by.get(code) ?? []), t]);
  }
  const order = (code: string | null) => (a: T, b: T) =>
    Number(code !== null && isStateTag(b.name, code)) - Number(code !== null && isStateTag(a.name, code)) || a.name.localeCompare(b.name);
  const groups: StateGroup<T>[] = [];
  for (const [code, name] of US_STATES) {
    const list = by.get(code);
    if (list) groups.push({ code, name, tags: list.sort(order(code)) });
  }
  const other = by.get(null);
  if (other) groups.push({ code: null, name: 'Other places', tags: other.sort(order(null)) });
  return groups;
}
