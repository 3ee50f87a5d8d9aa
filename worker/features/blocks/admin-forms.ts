/**
 * @module The UI block editor's form posts, without JavaScript: create, save the draft (and the
 * name), publish, delete. The draft arrives as JSON text; once parsed, the fields go through the
 * admin API's own bodies (UiBlockCreate, UiBlockPatch) and the same actions (blocks/actions.ts:
 * the tree checked node by node, html sanitized, the audit row, the readers' copies dropped). A
 * refused save draws the editor again with what was typed and each problem named by its path; a
 * refused delete (a promotional uses the block: 409) draws it with a notice naming the promotional.
 */
import { Hono } from 'hono';
import { UiBlockCreate, UiBlockPatch } from '../../contracts/admin-blocks';
import type { AppEnv } from '../../env';
import { adminCtx } from '../../http/admin-context';
import { AppError, badRequest } from '../../http/errors';
import { formFields, handleForm } from '../../http/form';
import { doneWith, parseBody } from '../../http/form-kit';
import { adminPage } from '../../http/guards';
import { changeBlock, createBlock, publish, removeBlock } from './actions';
import { BLOCK_PATH, blockEditor } from './admin-pages';

export const BLOCK_TOASTS = {
  created: 'Block created.',
  saved: 'Draft saved.',
  published: 'Block published.',
  deleted: 'Block deleted.',
} as const;
export const RESERVED_ID = 'new is the address of the create page: choose another id';

export const blockForms = new Hono<AppEnv>();

/** The textarea's JSON (empty: an empty document); text that is not JSON is a 400 on `draft`. */
export function draftOf(text: string | undefined): unknown {
  if (!text?.trim()) return { children: [] };
  try {
    return JSON.parse(text);
  } catch (err) {
    throw badRequest(`draft is not valid JSON: ${err instanceof Error ? err.message : 'cannot read it'}`, 'draft');
  }
}

const typed = (fields: Record<string, string>) => ({ id: fields.id ?? '', name: fields.name ?? '', draft: fields.draft ?? '' });

blockForms.post('/admin/ui-blocks/new', adminPage, (c) =>
  handleForm(
    c,
    async (fields) => {
      const body = parseBody(UiBlockCreate, { id: fields.id, name: fields.name, draft: draftOf(fields.draft) });
      // Its editor's address would be the create page's.
      if (body.id === 'new') throw badRequest(RESERVED_ID, 'id');
      const block = await createBlock(adminCtx(c), body);
      return doneWith(c, BLOCK_TOASTS.created, `/admin/ui-blocks/${block.id}`);
    },
    (feedback, fields) => blockEditor(c, null, { values: typed(fields), errors: feedback.errors }),
  ),
);

blockForms.post(BLOCK_PATH, adminPage, (c) => {
  const id = c.req.param('id');
  return handleForm(
    c,
    async (fields) => {
      await changeBlock(adminCtx(c), id, parseBody(UiBlockPatch, { name: fields.name, draft: draftOf(fields.draft) }));
      return doneWith(c, BLOCK_TOASTS.saved, `/admin/ui-blocks/${id}`);
    },
    (feedback, fields) => blockEditor(c, id, { values: { ...typed(fields), id }, errors: feedback.errors }),
  );
});

blockForms.post(`${BLOCK_PATH}/publish`, adminPage, async (c) => {
  const id = c.req.param('id');
  await publish(adminCtx(c), id);
  return doneWith(c, BLOCK_TOASTS.published, `/admin/ui-blocks/${id}`);
});

blockForms.post(`${BLOCK_PATH}/delete`, adminPage, async (c) => {
  const id = c.req.param('id');
  const fields = await formFields(c);
  if (fields.confirm !== 'yes') return c.redirect(`/admin/ui-blocks/${id}/delete`, 303);
  try {
    await removeBlock(adminCtx(c), id);
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 409) throw err;
    c.status(409);
    return blockEditor(c, id, { notice: err.message });
  }
  return doneWith(c, BLOCK_TOASTS.deleted, '/admin/ui-blocks');
});
