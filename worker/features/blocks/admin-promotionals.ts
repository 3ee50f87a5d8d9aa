/**
 * @module Back-office API for promotionals under /admin/api (spec §3 Promotional): list, read,
 * create, change, delete. Settings name UI blocks (which must exist) and a Stripe coupon; a
 * promotional is served to readers while active and inside its starts_at/ends_at window.
 */
import { z } from '@hono/zod-openapi';
import { PROMOTIONAL_CODE_PATTERN, PromotionalAdminDto, PromotionalCreate, PromotionalPatch } from '../../contracts/admin-blocks';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { created, ok } from '../../http/envelope';
import { adminRoute, jsonBody } from '../../http/routes';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import {
  changePromotional,
  createPromotional,
  PROMOTIONAL_NOT_FOUND,
  readPromotional,
  removePromotional,
  toPromotionalDto,
} from './promotional-actions';
import { listPromotionals } from './queries';

const Params = z.object({
  code: z
    .string()
    .regex(PROMOTIONAL_CODE_PATTERN, 'code must be 1 to 64 letters, digits, dashes or underscores')
    .openapi({ param: { name: 'code', in: 'path' }, example: 'default' }),
});
const Promotional = PromotionalAdminDto.openapi('AdminPromotional');
const one = (description: string) => jsonResponse(description, dataOf(Promotional));
const missing = errorResponse(`'${PROMOTIONAL_NOT_FOUND}'`);
const bad = "A field breaks a rule (path names it); 'No UI block with id …' (path settings.pricing_table etc.)";

const list = adminRoute('get', '/promotionals', {
  summary: 'Every promotional (admin)',
  responses: { 200: jsonResponse('Promotionals by code', dataOf(z.array(Promotional))) },
});

const read = adminRoute('get', '/promotionals/{code}', {
  summary: 'One promotional, active or not (admin)',
  request: { params: Params },
  responses: { 200: one('The promotional'), 400: errorResponse('Malformed code'), 404: missing },
});

const create = adminRoute('post', '/promotionals', {
  summary: 'Create a promotional (admin)',
  request: jsonBody(PromotionalCreate, 'PromotionalCreate', bad),
  responses: { 201: one('The new promotional'), 409: errorResponse("'A promotional with this code already exists.' (path code)") },
});

const change = adminRoute('patch', '/promotionals/{code}', {
  summary: 'Change a promotional: settings keys sent replace those stored, is_active, the window (admin)',
  request: { params: Params, ...jsonBody(PromotionalPatch, 'PromotionalPatch', bad) },
  responses: { 200: one('The changed promotional'), 404: missing },
});

const remove = adminRoute('delete', '/promotionals/{code}', {
  summary: 'Delete a promotional (admin)',
  request: { params: Params },
  responses: {
    200: jsonResponse('Deleted', dataOf(z.object({ code: z.string(), deleted: z.literal(true) }))),
    400: errorResponse('Malformed code'),
    404: missing,
  },
});

export const promotionalAdmin = apiApp()
  .openapi(list, async (c) => ok(c, (await listPromotionals(c.get('db'))).map(toPromotionalDto)))
  .openapi(read, async (c) => ok(c, toPromotionalDto(await readPromotional(c.get('db'), c.req.valid('param').code))))
  .openapi(create, async (c) => {
    const ctx = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return created(c, await createPromotional(ctx, c.req.valid('json')));
  })
  .openapi(change, async (c) => {
    const ctx = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return ok(c, await changePromotional(ctx, c.req.valid('param').code, c.req.valid('json')));
  })
  .openapi(remove, async (c) => {
    const ctx = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return ok(c, await removePromotional(ctx, c.req.valid('param').code));
  });
