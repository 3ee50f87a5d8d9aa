/**
 * @module Back-office API for popups under /admin/api (spec §3 Popup): list, read, create, change,
 * delete. The config is checked field by field (a 400 names the field: `config.trigger.0.delay`);
 * the body's HTML is sanitized as UI block html is, links must be http(s) or a site path, and the
 * media an image or a YouTube/Rumble video (decision 037).
 */
import { z } from '@hono/zod-openapi';
import { PopupCreate, PopupDto, PopupPatch, ReaderPopupDto } from '../../contracts/admin-popups';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { type AdminRequest, adminCtx } from '../../http/admin-context';
import { created, ok } from '../../http/envelope';
import { adminOp, adminOpWith, adminRecord, jsonBodies } from '../../http/routes';
import { IdParam } from '../../http/schemas';
import { apiApp } from '../../http/validate';
import { changePopup, createPopup, NOT_FOUND, previewPopup, readPopup, removePopup, toPopupDto } from './actions';
import { listPopups } from './queries';

const Popup = PopupDto.openapi('Popup');
const popup = adminRecord(IdParam, errorResponse(`'${NOT_FOUND}'`));
const badConfig =
  "A field breaks a rule (path names it, e.g. config.trigger.0.delay, config.actionUrl); 'Invalid YouTube or Rumble URL' (path config.imageUrl)";
/** Create, change and preview share the body's rules, so they share its 400. */
const body = jsonBodies(badConfig);
const one = (description: string) => jsonResponse(description, dataOf(Popup));

const list = adminOp('get /popups', 'Every popup, active ones first (admin)', { 200: jsonResponse('Popups', dataOf(z.array(Popup))) });
const read = popup('get /popups/{id}', 'One popup (admin)', { 200: one('The popup') });
const create = adminOpWith('post /popups', 'Create a popup (off until is_active is true) (admin)', body(PopupCreate, 'PopupCreate'), {
  201: one('The new popup'),
});
const change = popup.with(
  'patch /popups/{id}',
  'Change a popup: type, is_active, or the whole config (admin)',
  body(PopupPatch, 'PopupPatch'),
  { 200: one('The changed popup') },
);
const preview = adminOpWith(
  'post /popups/preview',
  'Check a popup as a save would and answer it as readers would get it (id 0); nothing is written (admin)',
  body(PopupCreate, 'PopupPreviewRequest'),
  { 200: jsonResponse('The popup as readers would get it', dataOf(ReaderPopupDto.openapi('PopupPreview'))) },
);
const remove = popup('delete /popups/{id}', 'Delete a popup (admin)', {
  200: jsonResponse('Deleted', dataOf(z.object({ id: z.number().int(), deleted: z.literal(true) }))),
});

/** The popup actions tell the cache binding itself. */
const popupCtx = (c: AdminRequest) => ({ ...adminCtx(c), kv: c.env.CACHE });

export const admin = apiApp()
  .openapi(list, async (c) => ok(c, (await listPopups(c.get('db'))).map(toPopupDto)))
  .openapi(read, async (c) => ok(c, toPopupDto(await readPopup(c.get('db'), c.req.valid('param').id))))
  .openapi(create, async (c) => created(c, await createPopup(popupCtx(c), c.req.valid('json'))))
  // The editor's Preview sends its unsaved form here: the same checks and sanitizing as a save.
  .openapi(preview, async (c) => ok(c, previewPopup(c.req.valid('json'))))
  .openapi(change, async (c) => ok(c, await changePopup(popupCtx(c), c.req.valid('param').id, c.req.valid('json'))))
  .openapi(remove, async (c) => ok(c, await removePopup(popupCtx(c), c.req.valid('param').id)));
