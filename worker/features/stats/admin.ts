/**
 * @module Back-office API for the dashboard: `GET /admin/api/stats?start=` (spec §7: "now minus 7
 * days, epoch seconds"), answered from the cron's aggregates (rollup.ts), never from raw events.
 */
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { STATS_MESSAGES, StatsDto, StatsQuery } from '../../contracts/stats';
import { ok } from '../../http/envelope';
import { adminRoute } from '../../http/routes';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { dashboard } from './dashboard';

const read = adminRoute('get', '/stats', {
  summary: 'The dashboard: every metric per UTC day, the totals and the most read articles (admin)',
  request: { query: StatsQuery },
  responses: {
    200: jsonResponse('The window from start (default now minus 604800 s) through today', dataOf(StatsDto)),
    400: errorResponse(`'${STATS_MESSAGES.start}', '${STATS_MESSAGES.future}' or '${STATS_MESSAGES.tooOld}' (path start)`),
  },
});

export const admin = apiApp().openapi(read, async (c) => ok(c, await dashboard(c.get('db'), c.req.valid('query').start, nowSeconds())));
