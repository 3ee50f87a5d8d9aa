/**
 * @module Back-office API for promotionals under /admin/api (spec §3 Promotional): list, read,
 * create, change, delete. Settings name UI blocks (which must exist) and a Stripe coupon; a
 * promotional is served to readers while active and inside its starts_at/ends_at window.
 */
import { z } from '@hono/zod-openapi';
import { PromotionalAdminDto, PromotionalCreate, PromotionalPatch } from '../../contracts/admin-blocks';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { adminCtx } from '../../http/admin-context';
import { created, ok } from '../../http/envelope';
import { adminOp, adminOpWith, adminRecord, jsonBodies } from '../../http/routes';
import { apiApp } from '../../http/validate';
import {
  changePromotional,
  createPromotional,
  PROMOTIONAL_NOT_FOUND,
  readPromotional,
  removePromotional,
  toPromotionalDto,
} from './actions';
import { PromotionalCodeParam } from './params';
import { listPromotionals } from './queries';

const Promotional = PromotionalAdminDto.openapi('AdminPromotional');
const one = (description: string) => jsonResponse(description, dataOf(Promotional));
const promotional = adminRecord(PromotionalCodeParam, errorResponse(`'${PROMOTIONAL_NOT_FOUND}'`));
const malformed = errorResponse('Malformed code');
const body = jsonBodies("A field breaks a rule (path names it); 'No UI block with id …' (path settings.pricing_table etc.)");

const list = adminOp('get /promotionals', 'Every promotional (admin)', {
  200: jsonResponse('Promotionals by code', dataOf(z.array(Promotional))),
});
const read = promotional('get /promotionals/{code}', 'One promotional, active or not (admin)', {
  200: one('The promotional'),
  400: malformed,
});
const create = adminOpWith('post /promotionals', 'Create a promotional (admin)', body(PromotionalCreate, 'PromotionalCreate'), {
  201: one('The new promotional'),
  409: errorResponse("'A promotional with this code already exists.' (path code)"),
});
const change = promotional.with(
  'patch /promotionals/{code}',
  'Change a promotional: settings keys sent replace those stored, is_active, the window (admin)',
  body(PromotionalPatch, 'PromotionalPatch'),
  { 200: one('The changed promotional') },
);
const remove = promotional('delete /promotionals/{code}', 'Delete a promotional (admin)', {
  200: jsonResponse('Deleted', dataOf(z.object({ code: z.string(), deleted: z.literal(true) }))),
  400: malformed,
});

export const admin = apiApp()
  .openapi(list, async (c) => ok(c, (await listPromotionals(c.get('db'))).map(toPromotionalDto)))
  .openapi(read, async (c) => ok(c, toPromotionalDto(await readPromotional(c.get('db'), c.req.valid('param').code))))
  .openapi(create, async (c) => created(c, await createPromotional(adminCtx(c), c.req.valid('json'))))
  .openapi(change, async (c) => ok(c, await changePromotional(adminCtx(c), c.req.valid('param').code, c.req.valid('json'))))
  .openapi(remove, async (c) => ok(c, await removePromotional(adminCtx(c), c.req.valid('param').code)));
