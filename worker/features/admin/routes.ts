/** @module Back-office API (admin role only, enforced in app.ts): views. */
import { createRoute, z } from '@hono/zod-openapi';
import { count, desc, eq } from 'drizzle-orm';
import { ErrorEnvelopeDto } from '../../contracts/articles';
import { views, zones } from '../../db/schema';
import { ok } from '../../http/envelope';
import { apiApp } from '../../http/validate';

const ViewSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  is_active: z.boolean(),
  version: z.number().int(),
  zones: z.number().int(),
});

const listViews = createRoute({
  method: 'get',
  path: '/views',
  summary: 'List trending views (admin)',
  security: [{ session: [] }],
  responses: {
    200: { description: 'Views', content: { 'application/json': { schema: z.object({ data: z.array(ViewSummary) }) } } },
    401: { description: 'Not signed in', content: { 'application/json': { schema: ErrorEnvelopeDto } } },
    403: { description: 'Not an admin', content: { 'application/json': { schema: ErrorEnvelopeDto } } },
  },
});

export const adminApi = apiApp().openapi(listViews, async (c) => {
  const db = c.get('db');
  const rows = await db
    .select({ id: views.id, title: views.title, isActive: views.isActive, version: views.version, zones: count(zones.id) })
    .from(views)
    .leftJoin(zones, eq(zones.viewId, views.id))
    .groupBy(views.id)
    .orderBy(desc(views.isActive), desc(views.modified));
  return ok(
    c,
    rows.map((r) => ({ id: r.id, title: r.title, is_active: r.isActive, version: r.version, zones: r.zones })),
  );
});
