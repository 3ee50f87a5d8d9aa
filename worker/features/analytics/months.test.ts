// The events database's months and its retention rule, pure (months.ts).
import { describe, expect, it } from 'vitest';
import { addMonths, byMonth, EVENTS_KEEP_MONTHS, expiredMonths, keptSince, monthOf, monthStart, monthsBetween, monthTable } from './months';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('months of raw events', () => {
  it('puts an epoch second in its UTC month, a month boundary on the new month', () => {
    expect(monthOf(at('2026-11-29T07:00:00Z'))).toBe(202611);
    expect(monthOf(at('2026-11-30T23:59:59Z'))).toBe(202611);
    expect(monthOf(at('2026-12-01T00:00:00Z'))).toBe(202612);
    expect(monthStart(202612)).toBe(at('2026-12-01T00:00:00Z'));
    expect(monthStart(202603)).toBe(at('2026-03-01T00:00:00Z'));
  });

  it('counts months across a year', () => {
    expect(addMonths(202611, 2)).toBe(202701);
    expect(addMonths(202601, -1)).toBe(202512);
    expect(addMonths(202603, -15)).toBe(202412);
  });

  it('names a table only from a month', () => {
    expect(monthTable(202611)).toBe('events_202611');
    expect(() => monthTable(2026)).toThrow(RangeError);
    expect(() => monthTable(Number.NaN)).toThrow(RangeError);
  });

  it('lists the months a range touches, its end excluded', () => {
    expect(monthsBetween(at('2026-10-31T00:00:00Z'), at('2026-11-01T00:00:00Z'))).toEqual([202610]);
    expect(monthsBetween(at('2026-10-31T00:00:00Z'), at('2026-11-01T00:00:01Z'))).toEqual([202610, 202611]);
    expect(monthsBetween(at('2025-12-15T00:00:00Z'), at('2026-02-02T00:00:00Z'))).toEqual([202512, 202601, 202602]);
    expect(monthsBetween(10, 10)).toEqual([]);
  });
});

describe('retention', () => {
  const now = at('2026-11-29T07:00:00Z');

  it(`keeps the current month and the ${EVENTS_KEEP_MONTHS - 1} before it, and drops the older ones, oldest first`, () => {
    expect(keptSince(now)).toBe(at('2026-08-01T00:00:00Z'));
    expect(expiredMonths([202611, 202607, 202608, 202605, 202610], now)).toEqual([202605, 202607]);
    expect(expiredMonths([202608, 202609, 202610, 202611], now)).toEqual([]);
  });

  it('always keeps at least 89 days back (three whole months), whatever the day and month', () => {
    let least = Number.POSITIVE_INFINITY;
    for (let t = at('2026-01-01T00:00:00Z'); t < at('2029-01-01T00:00:00Z'); t += 86_400 / 2) least = Math.min(least, t - keptSince(t));
    // On 1 May of a common year: February, March and April.
    expect(least).toBe(89 * 86_400);
    expect(at('2026-05-01T00:00:00Z') - keptSince(at('2026-05-01T00:00:00Z'))).toBe(89 * 86_400);
  });

  it('keeps a month written ahead of the clock (a future month is never expired)', () => {
    expect(expiredMonths([202612, 202701], now)).toEqual([]);
  });

  it('takes another window when asked', () => {
    expect(expiredMonths([202609, 202610, 202611], now, 1)).toEqual([202609, 202610]);
  });
});

describe('byMonth', () => {
  it('groups rows by their UTC month, months ascending, rows in their order', () => {
    const nov = Date.UTC(2026, 10, 30, 23, 59) / 1000;
    const dec = Date.UTC(2026, 11, 1, 0, 0) / 1000;
    const groups = byMonth([{ at: dec }, { at: nov }, { at: dec + 1 }], (r) => r.at);
    expect(groups).toEqual([
      [monthOf(nov), [{ at: nov }]],
      [monthOf(dec), [{ at: dec }, { at: dec + 1 }]],
    ]);
    expect(monthOf(nov)).not.toBe(monthOf(dec));
  });
});
