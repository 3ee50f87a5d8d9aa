/**
 * @module The back office's statistics on the wire: the metrics the dashboard counts per UTC day
 * (rolled up by the cron into daily_stats, features/stats/rollup.ts), the window the spec gives
 * ("stats window 7 days (604800 s)"; `GET admin /stats?start=`), and the answer. The answer names
 * its metrics in order, so a page can draw them without importing this module's values.
 */
import { z } from '@hono/zod-openapi';

/**
 * What is counted per UTC day (decision 038 says from which rows):
 * - visits: distinct analytics session ids; page_views: the reader pages browsers showed
 *   ('page-view' analytics events; robots, prefetches, the admin and opt-outs are not sent or
 *   not kept); the top articles are ranked by reads (article_views: visible for a few seconds);
 * - signups: accounts made; subscriptions_started / subscriptions_cancelled: subscriptions made /
 *   subscriptions that ended (ended_at) that day;
 * - votes, comments: made that day (and still standing); shares: e-mail share passes made.
 */
export const STAT_METRICS = [
  'visits',
  'page_views',
  'signups',
  'subscriptions_started',
  'subscriptions_cancelled',
  'votes',
  'comments',
  'shares',
] as const;
export type StatMetric = (typeof STAT_METRICS)[number];

/** Spec §9: "stats window 7 days (604800 s)": the default start is now minus this. */
export const STATS_WINDOW = 604_800;
/** The oldest start a read may ask for: a year of days (a leap year's too). */
export const STATS_MAX_DAYS = 366;
/** How many articles the window's top list holds. */
export const STATS_TOP_ARTICLES = 10;

export const STATS_MESSAGES = {
  start: 'start must be an epoch second',
  future: 'start must not be in the future',
  tooOld: `start must be within the last ${STATS_MAX_DAYS} days`,
} as const;

/** `?start=` in epoch seconds; the range check needs the clock, so the handler makes it (stats/rules.ts). */
export const StatsQuery = z.object({
  start: z.coerce
    .number({ message: STATS_MESSAGES.start })
    .int(STATS_MESSAGES.start)
    .nonnegative(STATS_MESSAGES.start)
    .optional()
    .openapi({ param: { name: 'start', in: 'query' }, example: 1_767_225_600 }),
});

const count = z.number().int();
export const MetricValues = z.object({
  visits: count,
  page_views: count,
  signups: count,
  subscriptions_started: count,
  subscriptions_cancelled: count,
  votes: count,
  comments: count,
  shares: count,
} satisfies Record<StatMetric, typeof count>);
export type MetricValues = z.infer<typeof MetricValues>;

/** One UTC day: `day` is the epoch second of its midnight, `date` the same as YYYY-MM-DD. */
export const StatsDayDto = MetricValues.extend({ day: z.number().int(), date: z.string() });
export type StatsDayDto = z.infer<typeof StatsDayDto>;

export const TopArticleDto = z.object({ id: z.number().int(), title: z.string(), views: z.number().int() });
export type TopArticleDto = z.infer<typeof TopArticleDto>;

export const StatsDto = z.object({
  /** The first day (midnight UTC of start) and the last (today), epoch seconds. */
  start: z.number().int(),
  end: z.number().int(),
  metrics: z.array(z.enum(STAT_METRICS)),
  /** Every day of the window, oldest first, zero where nothing happened. */
  days: z.array(StatsDayDto),
  totals: MetricValues,
  top_articles: z.array(TopArticleDto),
});
export type StatsDto = z.infer<typeof StatsDto>;
