/**
 * @module `GET /aux/admin/exports/users`: every user matching the list's filters as a CSV
 * download, streamed (export.ts). Admin only: app.ts guards `/aux/admin/*` and the route itself.
 */
import { z } from '@hono/zod-openapi';
import { UserFilterQuery } from '../../contracts/admin-users';
import { errorResponse } from '../../contracts/envelope';
import { csvDownload } from '../../http/csv-download';
import { adminRoute } from '../../http/routes';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { usersCsv } from './export';
import { exportFilename } from './rules';

const usersExport = adminRoute('get', '/admin/exports/users', {
  summary: 'Users as CSV: id, username, email, phone, role, subscribed, subscription_end, is_active, joined (admin)',
  description:
    'Optional filters as the list: q (e-mail or username), role, active. Streamed; cells a spreadsheet would run as a formula start with a quote.',
  request: { query: z.object(UserFilterQuery) },
  responses: {
    200: { description: 'The CSV file (attachment)', content: { 'text/csv': { schema: z.string() } } },
    400: errorResponse('A filter is malformed'),
  },
});

export const aux = apiApp().openapi(usersExport, (c) => {
  const now = nowSeconds();
  return csvDownload(usersCsv(c.get('db'), c.req.valid('query'), now), exportFilename(now));
});
