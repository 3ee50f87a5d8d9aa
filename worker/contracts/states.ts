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
