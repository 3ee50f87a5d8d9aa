/**
 * @module The dashboard's arithmetic, pure: UTC day buckets, which days a rollup recomputes, the
 * window a read may ask for, and the per-day table with zeros where nothing was counted.
 */
import { type MetricValues, STAT_METRICS, STATS_MAX_DAYS, STATS_MESSAGES, type StatMetric, type StatsDayDto } from '../../contracts/stats';

export const DAY = 86_400;

/** The epoch second of the UTC midnight that starts the day holding `t`. */
export const dayOf = (t: number) => t - (((t % DAY) + DAY) % DAY);

/** A day (epoch second of its midnight) as YYYY-MM-DD. */
export const isoDay = (day: number) => new Date(day * 1000).toISOString().slice(0, 10);

/** Every day from `from` through `to` (both midnights), oldest first. */
export function daysFrom(from: number, to: number): number[] {
  const days: number[] = [];
  for (let d = dayOf(from); d <= to; d += DAY) days.push(d);
  return days;
}

/** On an empty table the first rollup fills this much history. */
export const FIRST_ROLLUP_DAYS = 30;

/**
 * The days a rollup recomputes: from the day before the latest one already rolled up (late rows:
 * queued analytics events, a client clock up to a day off) through today; the last 30 days when
 * nothing is rolled up yet. A latest day past today (another clock) counts as today, and a cron
 * that was off for longer than a year resumes with the last year only (what a read can ask for).
 */
export function rollupDays(latest: number | null, now: number): { from: number; to: number } {
  const to = dayOf(now);
  const from = latest === null ? dayOf(now - FIRST_ROLLUP_DAYS * DAY) : Math.min(dayOf(latest), to) - DAY;
  return { from: Math.max(from, to - STATS_MAX_DAYS * DAY), to };
}

/** Why `start` cannot be read (null when it can): not ahead of now, at most 366 days back. */
export function startProblem(start: number, now: number): string | null {
  if (start > now) return STATS_MESSAGES.future;
  if (start < now - STATS_MAX_DAYS * DAY) return STATS_MESSAGES.tooOld;
  return null;
}

const zeros = (): MetricValues => Object.fromEntries(STAT_METRICS.map((m) => [m, 0])) as MetricValues;
const isMetric = (m: string): m is StatMetric => (STAT_METRICS as readonly string[]).includes(m);

/** The stored rows as one entry per day of `days`, every metric present (0 when no row). */
export function perDay(rows: readonly { day: number; metric: string; value: number }[], days: readonly number[]): StatsDayDto[] {
  const byDay = new Map(days.map((d) => [d, zeros()]));
  for (const r of rows) {
    const values = byDay.get(r.day);
    if (values && isMetric(r.metric)) values[r.metric] += r.value;
  }
  return days.map((day) => ({ day, date: isoDay(day), ...byDay.get(day)! }));
}

/** Every metric summed over the days. */
export function totals(days: readonly MetricValues[]): MetricValues {
  const sum = zeros();
  for (const d of days) for (const m of STAT_METRICS) sum[m] += d[m];
  return sum;
}

/** The dashboard as CSV rows: a header (day, then each metric), then one row per day. */
export function csvRows(days: readonly StatsDayDto[]): (string | number)[][] {
  return [['day', ...STAT_METRICS], ...days.map((d) => [d.date, ...STAT_METRICS.map((m) => d[m])])];
}
