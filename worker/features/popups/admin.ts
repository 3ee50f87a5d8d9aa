/**
 * @module Back-office API for popups under /admin/api (spec §3 Popup): list, read, create, change,
 * delete. The config is checked field by field (a 400 names the field: `config.trigger.0.delay`);
 * the body's HTML is sanitized as UI block html is, links must be http(s) or a site path, and the
 * media an image or a YouTube/Rumble video (decision 037).
 */
import { z } from '@hono/zod-openapi';
import { PopupCreate, PopupDto, PopupPatch, ReaderPopupDto } from '../../contracts/admin-popups';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { created, ok } from '../../http/envelope';
import { adminRoute, jsonBody } from '../../http/routes';
import { IdParam } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { changePopup, createPopup, NOT_FOUND, previewPopup, readPopup, removePopup, toPopupDto } from './actions';
import { listPopups } from './queries';

const Popup = PopupDto.openapi('Popup');
const missing = errorResponse(`'${NOT_FOUND}'`);
const badConfig =
  "A field breaks a rule (path names it, e.g. config.trigger.0.delay, config.actionUrl); 'Invalid YouTube or Rumble URL' (path config.imageUrl)";

const list = adminRoute('get', '/popups', {
  summary: 'Every popup, active ones first (admin)',
  responses: { 200: jsonResponse('Popups', dataOf(z.array(Popup))) },
});

const read = adminRoute('get', '/popups/{id}', {
  summary: 'One popup (admin)',
  request: { params: IdParam },
  responses: { 200: jsonResponse('The popup', dataOf(Popup)), 404: missing },
});

const create = adminRoute('post', '/popups', {
  summary: 'Create a popup (off until is_active is true) (admin)',
  request: jsonBody(PopupCreate, 'PopupCreate', badConfig),
  responses: { 201: jsonResponse('The new popup', dataOf(Popup)) },
});

const change = adminRoute('patch', '/popups/{id}', {
  summary: 'Change a popup: type, is_active, or the whole config (admin)',
  request: { params: IdParam, ...jsonBody(PopupPatch, 'PopupPatch', badConfig) },
  responses: { 200: jsonResponse('The changed popup', dataOf(Popup)), 404: missing },
});

const preview = adminRoute('post', '/popups/preview', {
  summary: 'Check a popup as a save would and answer it as readers would get it (id 0); nothing is written (admin)',
  request: jsonBody(PopupCreate, 'PopupPreviewRequest', badConfig),
  responses: { 200: jsonResponse('The popup as readers would get it', dataOf(ReaderPopupDto.openapi('PopupPreview'))) },
});

const remove = adminRoute('delete', '/popups/{id}', {
  summary: 'Delete a popup (admin)',
  request: { params: IdParam },
  responses: { 200: jsonResponse('Deleted', dataOf(z.object({ id: z.number().int(), deleted: z.literal(true) }))), 404: missing },
});

export const admin = apiApp()
  .openapi(list, async (c) => ok(c, (await listPopups(c.get('db'))).map(toPopupDto)))
  .openapi(read, async (c) => ok(c, toPopupDto(await readPopup(c.get('db'), c.req.valid('param').id))))
  .openapi(create, async (c) => {
    const ctx = { db: c.get('db'), kv: c.env.CACHE, adminId: c.var.viewer.id, now: nowSeconds() };
    return created(c, await createPopup(ctx, c.req.valid('json')));
  })
  // The editor's Preview sends its unsaved form here: the same checks and sanitizing as a save.
  .openapi(preview, async (c) => ok(c, previewPopup(c.req.valid('json'))))
  .openapi(change, async (c) => {
    const ctx = { db: c.get('db'), kv: c.env.CACHE, adminId: c.var.viewer.id, now: nowSeconds() };
    return ok(c, await changePopup(ctx, c.req.valid('param').id, c.req.valid('json')));
  })
  .openapi(remove, async (c) => {
    const ctx = { db: c.get('db'), kv: c.env.CACHE, adminId: c.var.viewer.id, now: nowSeconds() };
    return ok(c, await removePopup(ctx, c.req.valid('param').id));
  });
