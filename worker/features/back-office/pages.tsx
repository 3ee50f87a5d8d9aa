/**
 * @module The back office's pages under /admin: server-rendered like the reader's, in the admin
 * shell (worker/pages/renderer.tsx `shell: 'admin'`), admins only (adminPage). Each section's
 * page reads through the same functions as its /admin/api route, so the two cannot disagree.
 */
import { Hono } from 'hono';
import { AuditPage } from '../../../client/server/admin/AuditPage';
import { DashboardPage } from '../../../client/server/admin/DashboardPage';
import { AuditQuery } from '../../contracts/admin-audit';
import { paging } from '../../contracts/envelope';
import { StatsQuery } from '../../contracts/stats';
import type { AppEnv } from '../../env';
import { adminPage } from '../../http/guards';
import { nowSeconds } from '../../http/time';
import { validationError } from '../../http/validate';
import { auditPage } from '../audit/queries';
import { flaggedExtras } from '../billing/extra-queries';
import { dashboard } from '../stats/dashboard';
import { articlePages } from './articles-pages';
import { blockForms } from './blocks-forms';
import { blockPages } from './blocks-pages';
import { commentForms } from './comments-forms';
import { commentPages } from './comments-pages';
import { popupForms } from './popups-forms';
import { popupPages } from './popups-pages';
import { promotionalForms } from './promotionals-forms';
import { promotionalPages } from './promotionals-pages';
import { pushForms } from './push-forms';
import { pushPages } from './push-pages';
import { tagForms } from './tags-forms';
import { tagPages } from './tags-pages';
import { usersForms } from './users-forms';
import { usersPages } from './users-pages';
import { viewForms } from './views-forms';
import { viewPages } from './views-pages';

export const pages = new Hono<AppEnv>();

/** A page's query through its schema: a bad value is the 400 page naming it, never a 500. */
function queryOf<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: Parameters<typeof validationError>[0] } },
  query: Record<string, string>,
): T {
  const r = schema.safeParse(query);
  if (!r.success) throw validationError(r.error, 'query');
  return r.data;
}

pages.get('/admin/audit', adminPage, async (c) => {
  const q = queryOf(AuditQuery, c.req.query());
  const { rows, total } = await auditPage(c.get('db'), q);
  const filters = { entity: q.entity || undefined, action: q.action || undefined, entity_id: q.entity_id || undefined };
  return c.render(
    <AuditPage admin={c.var.viewer.username} rows={rows} paging={paging(q.page, q.count, total, rows.length)} filters={filters} />,
    { title: 'Audit log · Back office · Edgewire', shell: 'admin' },
  );
});

pages.get('/admin', adminPage, async (c) => {
  const { start } = queryOf(StatsQuery, c.req.query());
  const [stats, billedTwice] = await Promise.all([dashboard(c.get('db'), start, nowSeconds()), flaggedExtras(c.get('db'))]);
  return c.render(<DashboardPage admin={c.var.viewer.username} stats={stats} billedTwice={billedTwice} />, {
    title: 'Dashboard · Back office · Edgewire',
    shell: 'admin',
  });
});

pages.route('/', usersPages);
pages.route('/', usersForms);
pages.route('/', pushPages);
pages.route('/', pushForms);
pages.route('/', popupPages);
pages.route('/', popupForms);
pages.route('/', blockPages);
pages.route('/', blockForms);
pages.route('/', promotionalPages);
pages.route('/', promotionalForms);
pages.route('/', commentPages);
pages.route('/', commentForms);
pages.route('/', articlePages);
pages.route('/', tagPages);
pages.route('/', tagForms);
pages.route('/', viewPages);
pages.route('/', viewForms);
