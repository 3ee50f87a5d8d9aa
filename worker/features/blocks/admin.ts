/**
 * @module Back-office API for UI blocks under /admin/api (spec §3 UI block): list, read (draft and
 * document), create, change the draft, publish (the draft becomes the document readers see),
 * delete (refused while a promotional names the block), and preview a draft without saving it.
 * Promotionals are in features/promotionals.
 */
import { z } from '@hono/zod-openapi';
import {
  UiBlockAdminDto,
  UiBlockCreate,
  UiBlockPatch,
  UiBlockPreviewBody,
  UiBlockPreviewDto,
  UiBlockSummaryDto,
} from '../../contracts/admin-blocks';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { adminCtx } from '../../http/admin-context';
import { created, ok } from '../../http/envelope';
import { adminOp, adminOpWith, adminRecord, jsonBodies } from '../../http/routes';
import { apiApp } from '../../http/validate';
import { BLOCK_NOT_FOUND, changeBlock, createBlock, publish, readBlockRow, removeBlock, toBlockDto } from './actions';
import { blockIdParam } from './params';
import { previewDraft } from './preview';
import { listBlocks } from './queries';

const Block = UiBlockAdminDto.openapi('AdminUiBlock');
const one = (description: string) => jsonResponse(description, dataOf(Block));
const block = adminRecord(blockIdParam('id'), errorResponse(`'${BLOCK_NOT_FOUND}'`));
const malformed = errorResponse('Malformed id');
const tooLarge = errorResponse('The draft is too large (path draft)');
const body = jsonBodies(
  "A field or node breaks a rule (path names it, e.g. draft.children.0.element, draft.children.1.data.url: 'Unknown Embed URL')",
);

const list = adminOp('get /ui-blocks', 'Every UI block: id, name, whether it is published and has unpublished changes (admin)', {
  200: jsonResponse('UI blocks by id', dataOf(z.array(UiBlockSummaryDto.openapi('UiBlockSummary')))),
});
const read = block('get /ui-blocks/{id}', 'One UI block with its draft and published document (admin)', {
  200: one('The block'),
  400: malformed,
});
const create = adminOpWith(
  'post /ui-blocks',
  'Create a UI block with a draft; nothing is published until publish (admin)',
  body(UiBlockCreate, 'UiBlockCreate'),
  { 201: one('The new block'), 409: errorResponse("'A UI block with this id already exists.' (path id)"), 413: tooLarge },
);
const change = block.with(
  'patch /ui-blocks/{id}',
  'Change the name and/or the draft; the published document is left as it is (admin)',
  body(UiBlockPatch, 'UiBlockPatch'),
  { 200: one('The changed block'), 413: tooLarge },
);
const publishRoute = block('post /ui-blocks/{id}/publish', 'Publish: the draft becomes the document readers see (admin)', {
  200: one('The block, published'),
  400: malformed,
});
const remove = block('delete /ui-blocks/{id}', 'Delete a UI block (refused while a promotional names it) (admin)', {
  200: jsonResponse('Deleted', dataOf(z.object({ id: z.string(), deleted: z.literal(true) }))),
  400: malformed,
  409: errorResponse('The promotionals that name the block (path id)'),
});

const preview = adminOpWith(
  'post /ui-blocks/preview',
  'Draw a draft as readers would see it, checked and sanitized as a save would be; nothing is saved (admin)',
  body(UiBlockPreviewBody, 'UiBlockPreview'),
  { 200: jsonResponse('The draft, drawn', dataOf(UiBlockPreviewDto.openapi('UiBlockPreviewDto'))), 413: tooLarge },
);

const blockAdmin = apiApp()
  .openapi(list, async (c) => {
    const rows = await listBlocks(c.get('db'));
    return ok(
      c,
      rows.map((r) => ({ id: r.id, name: r.name, published: Boolean(r.published), unpublished_changes: Boolean(r.unpublished) })),
    );
  })
  .openapi(read, async (c) => ok(c, toBlockDto(await readBlockRow(c.get('db'), c.req.valid('param').id))))
  .openapi(preview, (c) => ok(c, previewDraft(c.req.valid('json').draft, c.var.viewer)))
  .openapi(create, async (c) => created(c, await createBlock(adminCtx(c), c.req.valid('json'))))
  .openapi(change, async (c) => ok(c, await changeBlock(adminCtx(c), c.req.valid('param').id, c.req.valid('json'))))
  .openapi(publishRoute, async (c) => ok(c, await publish(adminCtx(c), c.req.valid('param').id)))
  .openapi(remove, async (c) => ok(c, await removeBlock(adminCtx(c), c.req.valid('param').id)));

export const admin = apiApp().route('/', blockAdmin);
