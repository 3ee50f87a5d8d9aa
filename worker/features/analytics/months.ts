/**
 * @module Raw analytics events by calendar month (decision 075-events-database), pure: the events
 * database keeps one table per UTC month (`events_YYYYMM`), so the retention rule drops a whole
 * month with one DROP TABLE instead of deleting millions of rows one by one (D1 bills and times
 * every row a DELETE writes). A UTC month starts at a UTC midnight, so every day's events lie in
 * one table and a day's distinct sessions are counted in that table alone.
 */

/** A month as the number YYYYMM (202611), the key of `event_months` and the suffix of its table. */
export type Month = number;

/**
 * Raw events are kept for the current month and the three whole months before it: always at least
 * 89 days back (February to April), for re-rolling a day up, checking a report, or counting
 * something new from the past quarter. The dashboard reads the rollups, which are kept for good.
 */
export const EVENTS_KEEP_MONTHS = 4;

const date = (t: number) => new Date(t * 1000);

/** The UTC month holding epoch second `t`. */
export function monthOf(t: number): Month {
  const d = date(t);
  return d.getUTCFullYear() * 100 + d.getUTCMonth() + 1;
}

/** Epoch second of the UTC midnight that starts `month`. */
export function monthStart(month: Month): number {
  return Date.UTC(Math.floor(month / 100), (month % 100) - 1, 1) / 1000;
}

/** The month `n` months after `month` (before, for a negative n). */
export function addMonths(month: Month, n: number): Month {
  return monthOf(Date.UTC(Math.floor(month / 100), (month % 100) - 1 + n, 1) / 1000);
}

/** The month's table. Only ever built from a Month (digits), so it is safe to splice into SQL. */
export function monthTable(month: Month): string {
  if (!Number.isSafeInteger(month) || month < 100_001 || month > 999_912) throw new RangeError(`not a month: ${month}`);
  return `events_${month}`;
}

/** The first epoch second whose events are still kept at `now` (the start of the oldest kept month). */
export function keptSince(now: number, keep = EVENTS_KEEP_MONTHS): number {
  return monthStart(addMonths(monthOf(now), -(keep - 1)));
}

/** Of the months stored, those past the retention rule at `now`, oldest first: their tables go. */
export function expiredMonths(stored: readonly Month[], now: number, keep = EVENTS_KEEP_MONTHS): Month[] {
  const oldestKept = monthOf(keptSince(now, keep));
  return stored.filter((m) => m < oldestKept).sort((a, b) => a - b);
}

/** The months a time range [from, to) touches, oldest first. */
export function monthsBetween(from: number, to: number): Month[] {
  const months: Month[] = [];
  if (to <= from) return months;
  const last = monthOf(to - 1);
  for (let m = monthOf(from); m <= last; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** Rows grouped by the UTC month of `at(row)`, months in ascending order (one table each). */
export function byMonth<T>(rows: readonly T[], at: (row: T) => number): [Month, T[]][] {
  const groups = new Map<Month, T[]>();
  for (const row of rows) {
    const month = monthOf(at(row));
    const list = groups.get(month);
    if (list) list.push(row);
    else groups.set(month, [row]);
  }
  return [...groups].sort(([a], [b]) => a - b);
}
