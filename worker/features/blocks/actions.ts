/**
 * @module What the back office's UI block writes do. Editors change the draft (and the name);
 * publishing copies the draft to the published document, the one readers see. Every tree is
 * checked and its html sanitized before it is stored (tree.ts); every write is one batch with its
 * audit row, then the readers' copies are dropped (`invalidate(env, 'blocks')`, worker/cache). A
 * block a promotional names cannot be deleted (409 naming the promotionals), so no page is left
 * pointing at nothing.
 */
import { invalidate } from '../../cache';
import type { UiBlockAdminDto } from '../../contracts/admin-blocks';
import type { Db } from '../../db/client';
import type { RichDocument } from '../../db/schema/editorial';
import type { AdminCtx } from '../../http/admin-context';
import { badRequest, conflict, notFound, payloadTooLarge } from '../../http/errors';
import { type BlockRow, blockRow, deleteBlock, insertBlock, promotionalsUsing, publishBlock, updateBlock } from './queries';
import { checkDocument } from './tree';

type Ctx = AdminCtx<'CACHE'>;

export const BLOCK_NOT_FOUND = 'No UI block with that id.';

export const toBlockDto = (b: BlockRow): UiBlockAdminDto => ({ id: b.id, name: b.name, draft: b.draft, document: b.document });

/**
 * A block as the audit log keeps it: the documents as JSON text, so the log records them only
 * when they moved and clips a long one like any long text.
 */
const snapshot = (b: Partial<BlockRow>) => ({
  ...(b.name === undefined ? {} : { name: b.name }),
  ...(b.draft === undefined ? {} : { draft: JSON.stringify(b.draft) }),
  ...(b.document === undefined ? {} : { document: JSON.stringify(b.document) }),
});

export function checked(doc: { children: unknown[] } | undefined, base: 'draft'): RichDocument {
  if (!doc) return { children: [] };
  const result = checkDocument(doc, base);
  if ('error' in result) {
    const { message, path, tooLarge } = result.error;
    throw tooLarge ? payloadTooLarge(message, path) : badRequest(message, path);
  }
  return result.doc;
}

export async function readBlockRow(db: Db, id: string): Promise<BlockRow> {
  const row = await blockRow(db, id);
  if (!row) throw notFound(BLOCK_NOT_FOUND);
  return row;
}

const isUniqueViolation = (err: unknown) =>
  err instanceof Error && /UNIQUE constraint failed/i.test(`${err.message} ${String(err.cause ?? '')}`);

export async function createBlock(ctx: Ctx, body: { id: string; name: string; draft?: { children: unknown[] } }) {
  const taken = conflict('A UI block with this id already exists.', 'id');
  if (await blockRow(ctx.db, body.id)) throw taken;
  const block: BlockRow = { id: body.id, name: body.name, draft: checked(body.draft, 'draft'), document: { children: [] } };
  const entry = { action: 'create', entity: 'ui-block', entityId: block.id, before: null, after: snapshot(block) };
  try {
    await insertBlock(ctx.db, block, { adminId: ctx.adminId, now: ctx.now, entry });
  } catch (err) {
    // Another admin made the same id in between: the batch (block and audit row) did not land.
    if (isUniqueViolation(err)) throw taken;
    throw err;
  }
  await invalidate(ctx.env, 'blocks');
  return toBlockDto(block);
}

export async function changeBlock(ctx: Ctx, id: string, body: { name?: string; draft?: { children: unknown[] } }) {
  const row = await readBlockRow(ctx.db, id);
  const set = { ...(body.name === undefined ? {} : { name: body.name }), ...(body.draft ? { draft: checked(body.draft, 'draft') } : {}) };
  const entry = { action: 'update', entity: 'ui-block', entityId: id, before: snapshot(row), after: snapshot({ ...row, ...set }) };
  await updateBlock(ctx.db, id, set, { adminId: ctx.adminId, now: ctx.now, entry });
  await invalidate(ctx.env, 'blocks');
  return toBlockDto({ ...row, ...set });
}

export async function publish(ctx: Ctx, id: string) {
  const row = await readBlockRow(ctx.db, id);
  const entry = {
    action: 'publish',
    entity: 'ui-block',
    entityId: id,
    before: snapshot(row),
    after: snapshot({ ...row, document: row.draft }),
  };
  await publishBlock(ctx.db, id, { adminId: ctx.adminId, now: ctx.now, entry });
  await invalidate(ctx.env, 'blocks');
  return toBlockDto({ ...row, document: row.draft });
}

export async function removeBlock(ctx: Ctx, id: string) {
  const row = await readBlockRow(ctx.db, id);
  const users = await promotionalsUsing(ctx.db, id);
  if (users.length) {
    const named = users.map((u) => `${u.code} (${settingsNaming(u.settings, id).join(', ')})`).join('; ');
    throw conflict(`UI block ${id} is used by promotionals: ${named}. Change them first.`, 'id');
  }
  const entry = { action: 'delete', entity: 'ui-block', entityId: id, before: snapshot(row), after: null };
  await deleteBlock(ctx.db, id, { adminId: ctx.adminId, now: ctx.now, entry });
  await invalidate(ctx.env, 'blocks');
  return { id, deleted: true as const };
}

function settingsNaming(settings: Record<string, unknown>, id: string): string[] {
  return Object.entries(settings)
    .filter(([, v]) => v === id)
    .map(([k]) => k);
}
