/**
 * @module The dashboard as the admin API and the CSV export both answer it: the window from
 * `start` (default now minus the spec's 7 days) through today, every day zero-filled, the totals
 * and the most read articles, read from the aggregates in one round trip.
 */
import { STAT_METRICS, STATS_WINDOW, type StatsDto } from '../../contracts/stats';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { readStats } from './queries';
import { dayOf, daysFrom, perDay, startProblem, totals } from './rules';

export async function dashboard(db: Db, start: number | undefined, now: number): Promise<StatsDto> {
  const from = start ?? now - STATS_WINDOW;
  const problem = startProblem(from, now);
  if (problem) throw badRequest(problem, 'start');
  const days = daysFrom(dayOf(from), dayOf(now));
  const { rows, top } = await readStats(db, days[0]!, days.at(-1)!);
  const table = perDay(rows, days);
  return { start: days[0]!, end: days.at(-1)!, metrics: [...STAT_METRICS], days: table, totals: totals(table), top_articles: top };
}
