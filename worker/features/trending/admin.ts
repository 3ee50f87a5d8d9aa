/**
 * @module Back-office API for trending views: `GET /admin/api/views`. Admin only as an audience
 * (app.ts guards `/admin/api/*`), so the route documents the guard's 401 and 403.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { ViewSummaryDto } from '../../contracts/articles';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { ok } from '../../http/envelope';
import { apiApp } from '../../http/validate';
import { listViews } from './queries';

const list = createRoute({
  method: 'get',
  path: '/views',
  summary: 'List trending views (admin)',
  security: [{ session: [] }],
  responses: {
    200: jsonResponse('Views', dataOf(z.array(ViewSummaryDto))),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an admin'),
  },
});

export const admin = apiApp().openapi(list, async (c) => {
  const rows = await listViews(c.get('db'));
  return ok(
    c,
    rows.map((r) => ({ id: r.id, title: r.title, is_active: r.isActive, version: r.version, zones: r.zones })),
  );
});
