/**
 * @module Back-office API for trending views (spec §7 Views): `GET /admin/api/views`,
 * `GET /admin/api/views/{id}`, `POST /admin/api/views` and `PATCH /admin/api/views/{id}` (with the
 * version the editor loaded), here; activate, duplicate and delete in admin-views.ts. Admin only.
 */
import { z } from '@hono/zod-openapi';
import { ViewAdminDto, ViewCreateBody, ViewPatchBody } from '../../contracts/admin-views';
import { ViewSummaryDto } from '../../contracts/articles';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { created, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { adminRoute, jsonBody } from '../../http/routes';
import { IdParam } from '../../http/schemas';
import { apiApp } from '../../http/validate';
import { lifecycle } from './admin-views';
import { listViews } from './queries';
import { actionCtx, changeView, createView } from './view-actions';
import { loadViewAdmin } from './view-queries';

const INVALID =
  "A field is invalid (path names it): 'zones.1.web_layout' outside the layout table, 'zones.0.tags.2' an unknown tag, 'zones.0.articles.1' an unknown article, 'zones.2.id' a zone of another view";

const list = adminRoute('get', '/views', {
  summary: 'List trending views, the active one first (admin)',
  responses: { 200: jsonResponse('Views', dataOf(z.array(ViewSummaryDto))) },
});

const one = adminRoute('get', '/views/{id}', {
  summary: 'One view with its zones, their tags and articles (admin)',
  request: { params: IdParam },
  responses: { 200: jsonResponse('The view', dataOf(ViewAdminDto)), 404: errorResponse('View not found') },
});

const create = adminRoute('post', '/views', {
  summary: 'Create a view with its zones; temp_ ids are dropped (admin)',
  request: jsonBody(ViewCreateBody, 'AdminViewCreate', INVALID),
  responses: { 201: jsonResponse('The new view (not active)', dataOf(ViewAdminDto)) },
});

const patch = adminRoute('patch', '/views/{id}', {
  summary: 'Change a view; zones, when given, replace the list (admin)',
  request: { params: IdParam, ...jsonBody(ViewPatchBody, 'AdminViewPatch', INVALID) },
  responses: {
    200: jsonResponse('The changed view, at its new version', dataOf(ViewAdminDto)),
    404: errorResponse('View not found'),
    409: errorResponse("'This view was changed by someone else. Reload it to see their changes.' (path: version)"),
  },
});

export const admin = apiApp()
  .openapi(list, async (c) => {
    const rows = await listViews(c.get('db'));
    return ok(
      c,
      rows.map((r) => ({ id: r.id, title: r.title, is_active: r.isActive, version: r.version, zones: r.zones })),
    );
  })
  .openapi(one, async (c) => {
    const view = await loadViewAdmin(c.get('db'), c.req.valid('param').id);
    if (!view) throw notFound('View not found');
    return ok(c, view);
  })
  .openapi(create, async (c) => created(c, await createView(actionCtx(c.get('db'), c.env, c.var.viewer.id), c.req.valid('json'))))
  .openapi(patch, async (c) =>
    ok(c, await changeView(actionCtx(c.get('db'), c.env, c.var.viewer.id), c.req.valid('param').id, c.req.valid('json'))),
  )
  .route('/', lifecycle);
