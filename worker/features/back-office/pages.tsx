/**
 * @module The back office's own page: the dashboard at /admin, server-rendered like the reader's
 * pages, in the admin shell (worker/pages/renderer.tsx `shell: 'admin'`), admins only (adminPage).
 * Every other admin page sits in the folder of the feature it edits (its `admin-pages.tsx`) and
 * reads through the same functions as its /admin/api route, so the two cannot disagree.
 */
import { Hono } from 'hono';
import { DashboardPage } from '../../../client/server/admin/DashboardPage';
import { StatsQuery } from '../../contracts/stats';
import type { AppEnv } from '../../env';
import { adminPage } from '../../http/guards';
import { nowSeconds } from '../../http/time';
import { flaggedExtras } from '../billing/extra-queries';
import { dashboard } from '../stats/dashboard';
import { queryOf } from './admin-screens';

export const pages = new Hono<AppEnv>();

pages.get('/admin', adminPage, async (c) => {
  const { start } = queryOf(StatsQuery, c.req.query());
  const [stats, billedTwice] = await Promise.all([dashboard(c.get('db'), start, nowSeconds()), flaggedExtras(c.get('db'))]);
  return c.render(<DashboardPage admin={c.var.viewer.username} stats={stats} billedTwice={billedTwice} />, {
    title: 'Dashboard · Back office · Edgewire',
    shell: 'admin',
  });
});
