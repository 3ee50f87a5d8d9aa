/**
 * @module Back-office API for a view's life (spec §4 View): `POST /admin/api/views/{id}/activate`
 * (the spec's GET, served as POST because it changes state: decision 033),
 * `POST /admin/api/views/{id}/duplicate` and `DELETE /admin/api/views/{id}`. Admin only.
 */
import { z } from '@hono/zod-openapi';
import { ViewAdminDto } from '../../contracts/admin-views';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { adminCtx } from '../../http/admin-context';
import { created, ok } from '../../http/envelope';
import { adminRecord } from '../../http/routes';
import { IdParam } from '../../http/schemas';
import { apiApp } from '../../http/validate';
import { duplicate, makeActive, remove } from './view-actions';

/** The routes on one view: `{id}` in the path, and 404 when there is no such view. */
export const view = adminRecord(IdParam, errorResponse('View not found'));
/** A view with its zones, as every route that answers one answers it. */
export const oneView = (description: string) => jsonResponse(description, dataOf(ViewAdminDto));

const activate = view('post /views/{id}/activate', 'Put a view on the trending page; the active one is switched off (admin)', {
  200: oneView('The view, now active'),
});
const copy = view(
  'post /views/{id}/duplicate',
  "Copy a view with its zones, titled 'Copy of …' (or 'untitled view'); the copy is not active (admin)",
  { 201: oneView('The copy') },
);
const destroy = view('delete /views/{id}', 'Delete a view and its zones; never the active one (admin)', {
  200: jsonResponse('The view is gone', dataOf(z.object({ id: z.number().int() }))),
  409: errorResponse("'This view is on the trending page. Activate another view before deleting it.'"),
});

export const lifecycle = apiApp()
  .openapi(activate, async (c) => ok(c, await makeActive(adminCtx(c), c.req.valid('param').id)))
  .openapi(copy, async (c) => created(c, await duplicate(adminCtx(c), c.req.valid('param').id)))
  .openapi(destroy, async (c) => ok(c, await remove(adminCtx(c), c.req.valid('param').id)));
