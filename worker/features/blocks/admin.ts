/**
 * @module Back-office API for UI blocks under /admin/api (spec §3 UI block): list, read (draft and
 * document), create, change the draft, publish (the draft becomes the document readers see),
 * delete (refused while a promotional names the block). Promotionals are in admin-promotionals.ts.
 */
import { z } from '@hono/zod-openapi';
import { BLOCK_ID_PATTERN, UiBlockAdminDto, UiBlockCreate, UiBlockPatch, UiBlockSummaryDto } from '../../contracts/admin-blocks';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { created, ok } from '../../http/envelope';
import { adminRoute, jsonBody } from '../../http/routes';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { BLOCK_NOT_FOUND, changeBlock, createBlock, publish, readBlockRow, removeBlock, toBlockDto } from './actions';
import { promotionalAdmin } from './admin-promotionals';
import { listBlocks } from './queries';

const Params = z.object({
  id: z
    .string()
    .regex(BLOCK_ID_PATTERN, 'id must be 1 to 64 lowercase letters, digits or dashes')
    .openapi({ param: { name: 'id', in: 'path' }, example: 'sys-privacy-page' }),
});
const Block = UiBlockAdminDto.openapi('AdminUiBlock');
const one = (description: string) => jsonResponse(description, dataOf(Block));
const missing = errorResponse(`'${BLOCK_NOT_FOUND}'`);
const malformed = errorResponse('Malformed id');
const badTree =
  "A field or node breaks a rule (path names it, e.g. draft.children.0.element, draft.children.1.data.url: 'Unknown Embed URL')";

const list = adminRoute('get', '/ui-blocks', {
  summary: 'Every UI block: id, name, whether it is published and has unpublished changes (admin)',
  responses: { 200: jsonResponse('UI blocks by id', dataOf(z.array(UiBlockSummaryDto.openapi('UiBlockSummary')))) },
});

const read = adminRoute('get', '/ui-blocks/{id}', {
  summary: 'One UI block with its draft and published document (admin)',
  request: { params: Params },
  responses: { 200: one('The block'), 400: malformed, 404: missing },
});

const create = adminRoute('post', '/ui-blocks', {
  summary: 'Create a UI block with a draft; nothing is published until publish (admin)',
  request: jsonBody(UiBlockCreate, 'UiBlockCreate', badTree),
  responses: {
    201: one('The new block'),
    409: errorResponse("'A UI block with this id already exists.' (path id)"),
    413: errorResponse('The draft is too large (path draft)'),
  },
});

const change = adminRoute('patch', '/ui-blocks/{id}', {
  summary: 'Change the name and/or the draft; the published document is left as it is (admin)',
  request: { params: Params, ...jsonBody(UiBlockPatch, 'UiBlockPatch', badTree) },
  responses: { 200: one('The changed block'), 404: missing, 413: errorResponse('The draft is too large (path draft)') },
});

const publishRoute = adminRoute('post', '/ui-blocks/{id}/publish', {
  summary: 'Publish: the draft becomes the document readers see (admin)',
  request: { params: Params },
  responses: { 200: one('The block, published'), 400: malformed, 404: missing },
});

const remove = adminRoute('delete', '/ui-blocks/{id}', {
  summary: 'Delete a UI block (refused while a promotional names it) (admin)',
  request: { params: Params },
  responses: {
    200: jsonResponse('Deleted', dataOf(z.object({ id: z.string(), deleted: z.literal(true) }))),
    400: malformed,
    404: missing,
    409: errorResponse('The promotionals that name the block (path id)'),
  },
});

const blockAdmin = apiApp()
  .openapi(list, async (c) => {
    const rows = await listBlocks(c.get('db'));
    return ok(
      c,
      rows.map((r) => ({ id: r.id, name: r.name, published: Boolean(r.published), unpublished_changes: Boolean(r.unpublished) })),
    );
  })
  .openapi(read, async (c) => ok(c, toBlockDto(await readBlockRow(c.get('db'), c.req.valid('param').id))))
  .openapi(create, async (c) => {
    const ctx = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return created(c, await createBlock(ctx, c.req.valid('json')));
  })
  .openapi(change, async (c) => {
    const ctx = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return ok(c, await changeBlock(ctx, c.req.valid('param').id, c.req.valid('json')));
  })
  .openapi(publishRoute, async (c) => {
    const ctx = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return ok(c, await publish(ctx, c.req.valid('param').id));
  })
  .openapi(remove, async (c) => {
    const ctx = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return ok(c, await removeBlock(ctx, c.req.valid('param').id));
  });

export const admin = apiApp().route('/', blockAdmin).route('/', promotionalAdmin);
