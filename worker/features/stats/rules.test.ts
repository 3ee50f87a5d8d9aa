import { describe, expect, it } from 'vitest';
import { STAT_METRICS, STATS_MESSAGES } from '../../contracts/stats';
import { csvRows, DAY, dayOf, daysFrom, isoDay, perDay, rollupDays, startProblem, totals } from './rules';

const JAN_1 = Date.UTC(2026, 0, 1) / 1000;

describe('day buckets', () => {
  it('puts a moment in the UTC day that holds it', () => {
    expect(dayOf(JAN_1)).toBe(JAN_1);
    expect(dayOf(JAN_1 + DAY - 1)).toBe(JAN_1);
    expect(dayOf(JAN_1 + DAY)).toBe(JAN_1 + DAY);
    expect(isoDay(JAN_1)).toBe('2026-01-01');
    expect(isoDay(dayOf(JAN_1 - 1))).toBe('2025-12-31');
  });

  it('lists every day of a range, both ends included', () => {
    expect(daysFrom(JAN_1 + 3600, JAN_1 + 2 * DAY)).toEqual([JAN_1, JAN_1 + DAY, JAN_1 + 2 * DAY]);
    expect(daysFrom(JAN_1, JAN_1)).toEqual([JAN_1]);
  });
});

describe('rollupDays', () => {
  const now = JAN_1 + 40 * DAY + 7200;
  const today = JAN_1 + 40 * DAY;

  it('fills the last 30 days on an empty table', () => {
    expect(rollupDays(null, now)).toEqual({ from: today - 30 * DAY, to: today });
  });

  it('recounts from the day before the latest one rolled up through today', () => {
    expect(rollupDays(today, now)).toEqual({ from: today - DAY, to: today });
    expect(rollupDays(today - 5 * DAY, now)).toEqual({ from: today - 6 * DAY, to: today });
  });

  it('treats a latest day past today as today, and never goes back more than a year', () => {
    expect(rollupDays(today + 10 * DAY, now)).toEqual({ from: today - DAY, to: today });
    expect(rollupDays(today - 900 * DAY, now)).toEqual({ from: today - 366 * DAY, to: today });
  });
});

describe('startProblem', () => {
  const now = JAN_1 + 400 * DAY;
  it('accepts a start within the last 366 days', () => {
    expect(startProblem(now, now)).toBeNull();
    expect(startProblem(now - 604_800, now)).toBeNull();
    expect(startProblem(now - 366 * DAY, now)).toBeNull();
  });
  it('refuses the future and anything older', () => {
    expect(startProblem(now + 1, now)).toBe(STATS_MESSAGES.future);
    expect(startProblem(now - 366 * DAY - 1, now)).toBe(STATS_MESSAGES.tooOld);
  });
});

describe('perDay and totals', () => {
  const days = [JAN_1, JAN_1 + DAY, JAN_1 + 2 * DAY];
  const rows = [
    { day: JAN_1, metric: 'votes', value: 3 },
    { day: JAN_1 + 2 * DAY, metric: 'votes', value: 1 },
    { day: JAN_1 + 2 * DAY, metric: 'signups', value: 2 },
    // Outside the window, or a metric no longer counted: ignored.
    { day: JAN_1 - DAY, metric: 'votes', value: 100 },
    { day: JAN_1, metric: 'retired_metric', value: 9 },
  ];

  it('answers every day with every metric, zero where nothing was stored', () => {
    const table = perDay(rows, days);
    expect(table.map((d) => d.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    expect(table[1]).toEqual({ day: JAN_1 + DAY, date: '2026-01-02', ...Object.fromEntries(STAT_METRICS.map((m) => [m, 0])) });
    expect(table.map((d) => d.votes)).toEqual([3, 0, 1]);
    expect(table[2]!.signups).toBe(2);
    expect(Object.keys(table[0]!).sort()).toEqual(['date', 'day', ...STAT_METRICS].sort());
  });

  it('sums every metric over the days', () => {
    const sum = totals(perDay(rows, days));
    expect(sum.votes).toBe(4);
    expect(sum.signups).toBe(2);
    expect(sum.visits).toBe(0);
    expect(Object.keys(sum)).toEqual([...STAT_METRICS]);
  });

  it('writes the CSV rows: day as YYYY-MM-DD, then each metric in order', () => {
    const csv = csvRows(perDay(rows, days));
    expect(csv[0]).toEqual(['day', ...STAT_METRICS]);
    expect(csv[1]).toEqual(['2026-01-01', 0, 0, 0, 0, 0, 3, 0, 0]);
    expect(csv).toHaveLength(4);
  });
});
