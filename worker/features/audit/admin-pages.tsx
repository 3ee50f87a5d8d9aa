/**
 * @module The audit log's page, /admin/audit: the same reader and filters as GET /admin/api/audit,
 * in the admin shell, admins only (adminPage).
 */
import { Hono } from 'hono';
import { AuditPage } from '../../../client/server/admin/AuditPage';
import { AuditQuery } from '../../contracts/admin-audit';
import { paging } from '../../contracts/envelope';
import type { AppEnv } from '../../env';
import { adminPage } from '../../http/guards';
import { queryOf } from '../back-office/admin-screens';
import { auditPage } from './queries';

export const auditPages = new Hono<AppEnv>();

auditPages.get('/admin/audit', adminPage, async (c) => {
  const q = queryOf(AuditQuery, c.req.query());
  const { rows, total } = await auditPage(c.get('db'), q);
  const filters = { entity: q.entity || undefined, action: q.action || undefined, entity_id: q.entity_id || undefined };
  return c.render(
    <AuditPage admin={c.var.viewer.username} rows={rows} paging={paging(q.page, q.count, total, rows.length)} filters={filters} />,
    { title: 'Audit log · Back office · Edgewire', shell: 'admin' },
  );
});
