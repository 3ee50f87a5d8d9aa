/**
 * @module A week of demo traffic, so a fresh `npm start` has a dashboard with something on it:
 * browser sessions of the seven days before the anchor, written through the same tables the
 * analytics consumer fills (worker/features/analytics/consume.ts) and the stats rollup reads
 * (worker/features/stats/rollup.ts): `events`, the raw analytics events of the events database
 * (page views; distinct sessions are the visits), and `article_views` (article reads: the top articles). Weekdays busier than weekends,
 * the evening busiest, fresher stories read more; all from the seeded PRNG, so re-runs are identical.
 */
import type { ArticleInfo } from './articles';
import { Rng } from './prng';
import { DAY, type Row } from './types';

export const TRAFFIC_DAYS = 7;
/** Ids of the seeded article reads start here; the app's own reads take the ids after the largest. */
const FIRST_VIEW_ID = 1;
const PAGE_VIEW = 'page-view';
const ARTICLE_READ = 'article-read';
/** Share of the day's sessions per hour (UTC), a news site's morning and evening peaks. */
const HOURS = [1, 1, 1, 1, 1, 2, 3, 5, 7, 7, 6, 5, 5, 5, 5, 5, 6, 7, 8, 8, 7, 5, 3, 2];

export type TrafficTables = { events: Row[]; article_views: Row[] };

export function buildTraffic(infos: readonly ArticleInfo[], readerIds: readonly number[], anchor: number): TrafficTables {
  const rng = new Rng('traffic');
  const events: Row[] = [];
  const views: Row[] = [];
  const hours = HOURS.flatMap((weight, hour) => Array.from({ length: weight }, () => hour));
  for (let back = TRAFFIC_DAYS; back >= 1; back--) {
    const day = anchor - back * DAY;
    const weekend = [0, 6].includes(new Date(day * 1000).getUTCDay());
    const sessions = Math.round((weekend ? 70 : 110) * rng.range(0.8, 1.25));
    // Stories already out that day, the freshest first in line.
    const out = infos.filter((a) => a.published && a.date < day + DAY).sort((a, b) => b.date - a.date);
    if (!out.length) continue;
    for (let s = 0; s < sessions; s++) {
      const session = `seed-${back}-${s}`;
      const anon = `seed-anon-${rng.int(1, 400)}`;
      const userId = rng.chance(0.15) ? rng.pick(readerIds) : null;
      let at = day + rng.pick(hours) * 3600 + rng.int(0, 3599);
      const pages = 1 + Math.floor(rng.next() ** 2 * 6);
      for (let p = 0; p < pages; p++) {
        const event = (name: string, data: Record<string, unknown>) =>
          events.push({
            id: `${session}-${events.length}`,
            session_id: session,
            user_id: userId,
            anon_id: anon,
            kind: 'event',
            name,
            data: JSON.stringify(data),
            occurred_at: at,
            received_at: at + 2,
          });
        // A third of pages are the front page or a feed; the rest are stories, mostly recent ones.
        if (rng.chance(0.33)) event(PAGE_VIEW, { path: rng.pick(['/', '/trending', '/local', '/foryou']) });
        else {
          const article = out[Math.min(out.length - 1, Math.floor(rng.next() ** 3 * out.length))]!;
          event(PAGE_VIEW, { path: `/article/${article.id}`, articleId: article.id });
          if (rng.chance(0.7)) {
            event(ARTICLE_READ, { articleId: article.id });
            views.push({ id: FIRST_VIEW_ID + views.length, article_id: article.id, user_id: userId, anon_id: anon, viewed_at: at });
          }
        }
        at = Math.min(day + DAY - 1, at + rng.int(20, 240));
      }
    }
  }
  return { events, article_views: views };
}
