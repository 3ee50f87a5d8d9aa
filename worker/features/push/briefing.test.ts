import { describe, expect, it } from 'vitest';
import { allZones, briefingDue, localTime, zoneOfState } from './briefing';

const at = (iso: string) => Date.parse(iso);

describe('briefing times across time zones', () => {
  // [UTC instant, zone, expected slot or null, local date of the key]
  const table: [string, string, 'am' | 'pm' | null, string?][] = [
    ['2026-11-28T12:00:00Z', 'America/New_York', 'am', '2026-11-28'], // 07:00 EST (UTC-5)
    ['2026-11-28T12:59:00Z', 'America/New_York', 'am', '2026-11-28'], // still the 7 o'clock hour
    ['2026-11-28T11:59:00Z', 'America/New_York', null], // 06:59
    ['2026-11-28T13:00:00Z', 'America/New_York', null], // 08:00
    ['2026-11-28T23:00:00Z', 'America/New_York', 'pm', '2026-11-28'], // 18:00 EST
    ['2026-07-01T11:00:00Z', 'America/New_York', 'am', '2026-07-01'], // 07:00 EDT (UTC-4)
    ['2026-07-01T12:00:00Z', 'America/New_York', null], // 08:00 EDT
    ['2026-11-28T13:00:00Z', 'America/Chicago', 'am', '2026-11-28'], // 07:00 CST
    ['2026-11-29T00:00:00Z', 'America/Chicago', 'pm', '2026-11-28'], // 18:00 CST, the day before in UTC
    ['2026-11-28T14:00:00Z', 'America/Denver', 'am', '2026-11-28'],
    ['2026-07-01T14:00:00Z', 'America/Phoenix', 'am', '2026-07-01'], // no DST: UTC-7 all year
    ['2026-07-01T13:00:00Z', 'America/Denver', 'am', '2026-07-01'], // MDT, while Phoenix is at 06:00
    ['2026-07-01T13:00:00Z', 'America/Phoenix', null],
    ['2026-11-28T15:00:00Z', 'America/Los_Angeles', 'am', '2026-11-28'],
    ['2026-11-29T02:00:00Z', 'America/Los_Angeles', 'pm', '2026-11-28'],
    ['2026-11-28T16:00:00Z', 'America/Anchorage', 'am', '2026-11-28'],
    ['2026-11-28T17:00:00Z', 'Pacific/Honolulu', 'am', '2026-11-28'],
    ['2026-11-28T01:30:00Z', 'Asia/Kolkata', 'am', '2026-11-28'], // UTC+5:30: 07:00
    ['2026-11-28T12:30:00Z', 'Asia/Kolkata', 'pm', '2026-11-28'],
    ['2026-11-27T18:00:00Z', 'Pacific/Auckland', 'am', '2026-11-28'], // UTC+13 (NZDT): already tomorrow there
    // The spring-forward morning in New York: 07:00 EDT is 11:00 UTC on 2026-03-08.
    ['2026-03-08T11:00:00Z', 'America/New_York', 'am', '2026-03-08'],
    ['2026-03-08T12:00:00Z', 'America/New_York', null],
  ];
  for (const [iso, zone, slot, date] of table) {
    it(`${iso} in ${zone} → ${slot ?? 'nothing'}`, () => {
      const due = briefingDue(zone, at(iso));
      if (slot === null) expect(due).toBeNull();
      else expect(due).toEqual({ slot, key: `briefing:${zone}:${date}:${slot}` });
    });
  }

  it('the same hour gives the same key every run (sent once), the next day a new one', () => {
    const a = briefingDue('America/Chicago', at('2026-11-28T13:00:00Z'));
    const b = briefingDue('America/Chicago', at('2026-11-28T13:55:00Z'));
    const c = briefingDue('America/Chicago', at('2026-11-29T13:05:00Z'));
    expect(a?.key).toBe(b?.key);
    expect(c?.key).not.toBe(a?.key);
  });

  it('reads local time with the zone rules', () => {
    expect(localTime('Europe/London', at('2026-07-01T06:30:00Z'))).toEqual({ date: '2026-07-01', hour: 7, minute: 30 });
  });
});

describe("a reader's zone", () => {
  it('comes from the state of their location, else the site default', () => {
    expect(zoneOfState('TX', 'America/New_York')).toBe('America/Chicago');
    expect(zoneOfState('ca', 'America/New_York')).toBe('America/Los_Angeles');
    expect(zoneOfState('AZ', 'America/New_York')).toBe('America/Phoenix');
    expect(zoneOfState(null, 'America/Denver')).toBe('America/Denver');
    expect(zoneOfState('ZZ', 'Europe/London')).toBe('Europe/London');
    expect(allZones('Europe/London')).toContain('Europe/London');
  });
});
