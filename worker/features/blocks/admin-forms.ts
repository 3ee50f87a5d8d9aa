/**
 * @module The UI block editor's form posts, without JavaScript: create, save the draft (and the
 * name), publish, delete. The draft arrives as JSON text; once parsed, the fields go through the
 * admin API's own bodies (UiBlockCreate, UiBlockPatch) and the same actions (blocks/actions.ts:
 * the tree checked node by node, html sanitized, the audit row, the readers' copies dropped). A
 * refused save draws the editor again with what was typed and each problem named by its path; a
 * refused delete (a promotional uses the block: 409) draws it with a notice naming the promotional.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { UiBlockCreate, UiBlockPatch } from '../../contracts/admin-blocks';
import type { AppEnv } from '../../env';
import { adminCtx } from '../../http/admin-context';
import { badRequest } from '../../http/errors';
import { formRoute } from '../../http/form';
import { adminPage, type SignedInContext as C } from '../../http/guards';
import { changeBlock, createBlock, publish, removeBlock } from './actions';
import { blockBody } from './admin-input';
import { BLOCK_PATH, blockEditor } from './admin-pages';

export const BLOCK_TOASTS = {
  created: 'Block created.',
  saved: 'Draft saved.',
  published: 'Block published.',
  deleted: 'Block deleted.',
} as const;
export const RESERVED_ID = 'new is the address of the create page: choose another id';

export const blockForms = new Hono<AppEnv>();

const typed = (fields: Record<string, string>) => ({ id: fields.id ?? '', name: fields.name ?? '', draft: fields.draft ?? '' });

/** The block in the path (its route names it). */
const blockIdOf = (c: C) => c.req.param('id') ?? '';

blockForms.post(
  '/admin/ui-blocks/new',
  adminPage,
  formRoute(
    UiBlockCreate,
    async (c, body) => {
      // Its editor's address would be the create page's.
      if (body.id === 'new') throw badRequest(RESERVED_ID, 'id');
      const block = await createBlock(adminCtx(c), body);
      return { to: `/admin/ui-blocks/${block.id}`, toast: BLOCK_TOASTS.created };
    },
    {
      input: (posted) => blockBody(posted, ['id', 'name']),
      onError: (c, feedback, { fields }) => blockEditor(c, null, { values: typed(fields), errors: feedback.errors }),
    },
  ),
);

blockForms.post(
  BLOCK_PATH,
  adminPage,
  formRoute(
    UiBlockPatch,
    async (c, body) => {
      const id = blockIdOf(c);
      await changeBlock(adminCtx(c), id, body);
      return { to: `/admin/ui-blocks/${id}`, toast: BLOCK_TOASTS.saved };
    },
    {
      input: (posted) => blockBody(posted, ['name']),
      onError: (c, feedback, { fields }) => {
        const id = blockIdOf(c);
        return blockEditor(c, id, { values: { ...typed(fields), id }, errors: feedback.errors });
      },
    },
  ),
);

blockForms.post(
  `${BLOCK_PATH}/publish`,
  adminPage,
  formRoute(z.object({}), async (c) => {
    const id = blockIdOf(c);
    await publish(adminCtx(c), id);
    return { to: `/admin/ui-blocks/${id}`, toast: BLOCK_TOASTS.published };
  }),
);

blockForms.post(
  `${BLOCK_PATH}/delete`,
  adminPage,
  formRoute(
    z.object({ confirm: z.string().optional() }),
    async (c, { confirm }) => {
      const id = blockIdOf(c);
      if (confirm !== 'yes') return { to: `/admin/ui-blocks/${id}/delete` };
      await removeBlock(adminCtx(c), id);
      return { to: '/admin/ui-blocks', toast: BLOCK_TOASTS.deleted };
    },
    // A promotional uses the block (409): the editor says which; anything else is the error page.
    { onError: (c, _feedback, { err }) => (err.status === 409 ? blockEditor(c, blockIdOf(c), { notice: err.message }) : undefined) },
  ),
);
