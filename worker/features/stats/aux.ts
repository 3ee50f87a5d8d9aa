/**
 * @module The dashboard export: `GET /aux/admin/exports/dashboard?start=` (spec §7 "Exports"), the
 * same days as `GET /admin/api/stats` as CSV, one row per UTC day. At most 366 rows, so it is
 * written in one piece.
 */
import { z } from '@hono/zod-openapi';
import { stringify } from 'csv-stringify/sync';
import { errorResponse } from '../../contracts/envelope';
import { STATS_MESSAGES, StatsQuery } from '../../contracts/stats';
import { adminRoute } from '../../http/routes';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { dashboard } from './dashboard';
import { csvRows, dayOf, isoDay } from './rules';

const exportDashboard = adminRoute('get', '/admin/exports/dashboard', {
  summary: 'The dashboard per UTC day as CSV: day (YYYY-MM-DD), then each metric (admin)',
  request: { query: StatsQuery },
  responses: {
    200: { description: 'A CSV attachment', content: { 'text/csv': { schema: z.string() } } },
    400: errorResponse(`'${STATS_MESSAGES.start}', '${STATS_MESSAGES.future}' or '${STATS_MESSAGES.tooOld}' (path start)`),
  },
});

export const aux = apiApp().openapi(exportDashboard, async (c) => {
  const now = nowSeconds();
  const stats = await dashboard(c.get('db'), c.req.valid('query').start, now);
  return c.body(stringify(csvRows(stats.days)), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="edgewire-dashboard-${isoDay(dayOf(now))}.csv"`,
    'Cache-Control': 'no-store',
  });
});
