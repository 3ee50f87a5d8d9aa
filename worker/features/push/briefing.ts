/**
 * @module The morning and evening briefing's clock (pure): a reader's time zone from the US state of
 * their first followed location, else the site's (SITE_TIME_ZONE); and which briefing, if any, is due
 * in a zone at a moment. A briefing is due through the local hour that starts at 7:00 (am) or 18:00
 * (pm): the cron runs every 5 minutes, and the job's dedupe key (zone, local date, slot) makes the
 * first run of that hour send it and the others find it sent, so a skipped run delays, never loses.
 */

/** A state's zone where most of its people live (TX, FL, KY, TN, IN, MI… span two; AZ keeps no DST). */
const STATE_ZONES: Record<string, string> = {
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  IN: 'America/New_York',
  KY: 'America/New_York',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/New_York',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NY: 'America/New_York',
  NC: 'America/New_York',
  OH: 'America/New_York',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WV: 'America/New_York',
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  IL: 'America/Chicago',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  LA: 'America/Chicago',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  NE: 'America/Chicago',
  ND: 'America/Chicago',
  OK: 'America/Chicago',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  WI: 'America/Chicago',
  CO: 'America/Denver',
  ID: 'America/Denver',
  MT: 'America/Denver',
  NM: 'America/Denver',
  UT: 'America/Denver',
  WY: 'America/Denver',
  AZ: 'America/Phoenix',
  CA: 'America/Los_Angeles',
  NV: 'America/Los_Angeles',
  OR: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
};

export const BRIEFING_HOURS = { am: 7, pm: 18 } as const;
export type BriefingSlot = keyof typeof BRIEFING_HOURS;

/** The zone of a reader whose first followed location is in `state` (null: none followed). */
export function zoneOfState(state: string | null | undefined, siteZone: string): string {
  return (state && STATE_ZONES[state.toUpperCase()]) || siteZone;
}

/** Every zone a reader can be in: the states' zones and the site's. */
export function allZones(siteZone: string): string[] {
  return [...new Set([...Object.values(STATE_ZONES), siteZone])].sort();
}

/** The states whose readers are in `zone`; the site's zone also takes readers with no (or an unknown) state. */
export function statesOf(zone: string): string[] {
  return Object.entries(STATE_ZONES)
    .filter(([, z]) => z === zone)
    .map(([s]) => s);
}
export const knownStates = () => Object.keys(STATE_ZONES);

/** Local date and hour at `ms` in `zone`. */
export function localTime(zone: string, ms: number): { date: string; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')), minute: Number(get('minute')) };
}

/** The briefing due in `zone` at `ms` and the key that makes it once, or null. */
export function briefingDue(zone: string, ms: number): { slot: BriefingSlot; key: string } | null {
  const t = localTime(zone, ms);
  for (const slot of ['am', 'pm'] as const) {
    if (t.hour === BRIEFING_HOURS[slot]) return { slot, key: `briefing:${zone}:${t.date}:${slot}` };
  }
  return null;
}
