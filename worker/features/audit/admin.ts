/** @module Back-office API for the audit log: `GET /admin/api/audit`, newest first, filterable. */
import { z } from '@hono/zod-openapi';
import { AuditRowDto } from '../../contracts/admin-audit';
import { errorResponse, jsonResponse, pagedOf } from '../../contracts/envelope';
import { paged } from '../../http/envelope';
import { adminRoute } from '../../http/routes';
import { PageQuery } from '../../http/schemas';
import { apiApp } from '../../http/validate';
import { listAudit } from './queries';

const AuditQuery = z.object({
  ...PageQuery,
  entity: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(40).optional(),
  action: z.string().trim().max(40).optional(),
  admin_id: z.coerce.number({ message: 'admin_id must be a number' }).int().positive().optional(),
});

const list = adminRoute('get', '/audit', {
  summary: 'The audit log of admin writes (admin)',
  request: { query: AuditQuery },
  responses: {
    200: jsonResponse('Audit rows, newest first', pagedOf(AuditRowDto)),
    400: errorResponse('A filter is malformed'),
  },
});

export const admin = apiApp().openapi(list, async (c) => {
  const q = c.req.valid('query');
  const { rows, total } = await listAudit(
    c.get('db'),
    { entity: q.entity, entityId: q.entity_id, action: q.action, adminId: q.admin_id },
    q.page,
    q.count,
  );
  const dto = rows.map((r) => ({
    id: r.id,
    admin_id: r.adminId,
    admin_name: r.adminName,
    action: r.action,
    entity: r.entity,
    entity_id: r.entityId,
    before: (r.data?.before as Record<string, unknown>) ?? {},
    after: (r.data?.after as Record<string, unknown>) ?? {},
    created: r.created,
  }));
  return paged(c, dto, q.page, q.count, total);
});
