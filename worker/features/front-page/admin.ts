/**
 * @module Back-office API for trending views (spec §7 Views): `GET /admin/api/views`,
 * `GET /admin/api/views/{id}`, `POST /admin/api/views` and `PATCH /admin/api/views/{id}` (with the
 * version the editor loaded), here; activate, duplicate and delete in admin-views.ts. Admin only.
 */
import { z } from '@hono/zod-openapi';
import { ViewCreateBody, ViewPatchBody } from '../../contracts/admin-views';
import { ViewSummaryDto } from '../../contracts/articles';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { adminCtx } from '../../http/admin-context';
import { created, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { adminOp, adminOpWith, jsonBodies } from '../../http/routes';
import { apiApp } from '../../http/validate';
import { lifecycle, oneView, view } from './admin-views';
import { listViews } from './queries';
import { changeView, createView } from './view-actions';
import { loadViewAdmin } from './view-queries';

const body = jsonBodies(
  "A field is invalid (path names it): 'zones.1.web_layout' outside the layout table, 'zones.0.tags.2' an unknown tag, 'zones.0.articles.1' an unknown article, 'zones.2.id' a zone of another view",
);

const list = adminOp('get /views', 'List trending views, the active one first (admin)', {
  200: jsonResponse('Views', dataOf(z.array(ViewSummaryDto))),
});
const one = view('get /views/{id}', 'One view with its zones, their tags and articles (admin)', { 200: oneView('The view') });
const create = adminOpWith(
  'post /views',
  'Create a view with its zones; temp_ ids are dropped (admin)',
  body(ViewCreateBody, 'AdminViewCreate'),
  { 201: oneView('The new view (not active)') },
);
const patch = view.with(
  'patch /views/{id}',
  'Change a view; zones, when given, replace the list (admin)',
  body(ViewPatchBody, 'AdminViewPatch'),
  {
    200: oneView('The changed view, at its new version'),
    409: errorResponse("'This view was changed by someone else. Reload it to see their changes.' (path: version)"),
  },
);

export const admin = apiApp()
  .openapi(list, async (c) => {
    const rows = await listViews(c.get('db'));
    return ok(
      c,
      rows.map((r) => ({ id: r.id, title: r.title, is_active: r.isActive, version: r.version, zones: r.zones })),
    );
  })
  .openapi(one, async (c) => {
    const found = await loadViewAdmin(c.get('db'), c.req.valid('param').id);
    if (!found) throw notFound('View not found');
    return ok(c, found);
  })
  .openapi(create, async (c) => created(c, await createView(adminCtx(c), c.req.valid('json'))))
  .openapi(patch, async (c) => ok(c, await changeView(adminCtx(c), c.req.valid('param').id, c.req.valid('json'))))
  .route('/', lifecycle);
