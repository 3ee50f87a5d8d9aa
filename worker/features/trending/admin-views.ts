/**
 * @module Back-office API for a view's life (spec §4 View): `POST /admin/api/views/{id}/activate`
 * (the spec's GET, served as POST because it changes state: decision 033),
 * `POST /admin/api/views/{id}/duplicate` and `DELETE /admin/api/views/{id}`. Admin only.
 */
import { z } from '@hono/zod-openapi';
import { ViewAdminDto } from '../../contracts/admin-views';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { created, ok } from '../../http/envelope';
import { adminRoute } from '../../http/routes';
import { IdParam } from '../../http/schemas';
import { apiApp } from '../../http/validate';
import { actionCtx, duplicate, makeActive, remove } from './view-actions';

const activate = adminRoute('post', '/views/{id}/activate', {
  summary: 'Put a view on the trending page; the active one is switched off (admin)',
  request: { params: IdParam },
  responses: { 200: jsonResponse('The view, now active', dataOf(ViewAdminDto)), 404: errorResponse('View not found') },
});

const copy = adminRoute('post', '/views/{id}/duplicate', {
  summary: "Copy a view with its zones, titled 'Copy of …' (or 'untitled view'); the copy is not active (admin)",
  request: { params: IdParam },
  responses: { 201: jsonResponse('The copy', dataOf(ViewAdminDto)), 404: errorResponse('View not found') },
});

const destroy = adminRoute('delete', '/views/{id}', {
  summary: 'Delete a view and its zones; never the active one (admin)',
  request: { params: IdParam },
  responses: {
    200: jsonResponse('The view is gone', dataOf(z.object({ id: z.number().int() }))),
    404: errorResponse('View not found'),
    409: errorResponse("'This view is on the trending page. Activate another view before deleting it.'"),
  },
});

export const lifecycle = apiApp()
  .openapi(activate, async (c) => ok(c, await makeActive(actionCtx(c.get('db'), c.env, c.var.viewer.id), c.req.valid('param').id)))
  .openapi(copy, async (c) => created(c, await duplicate(actionCtx(c.get('db'), c.env, c.var.viewer.id), c.req.valid('param').id)))
  .openapi(destroy, async (c) => ok(c, await remove(actionCtx(c.get('db'), c.env, c.var.viewer.id), c.req.valid('param').id)));
