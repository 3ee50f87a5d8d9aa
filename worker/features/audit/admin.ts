/** @module Back-office API for the audit log: `GET /admin/api/audit`, newest first, filterable. */
import { AuditQuery, AuditRowDto } from '../../contracts/admin-audit';
import { errorResponse, jsonResponse, pagedOf } from '../../contracts/envelope';
import { paged } from '../../http/envelope';
import { adminRoute } from '../../http/routes';
import { apiApp } from '../../http/validate';
import { auditPage } from './queries';

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
  const { rows, total } = await auditPage(c.get('db'), q);
  return paged(c, rows, q.page, q.count, total);
});
