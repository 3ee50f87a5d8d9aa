/**
 * @module The UI block pages of the back office: the list, the editor (new and saved) and the
 * delete confirmation. They read through the blocks feature (listBlocks, readBlockRow) and draw
 * the previews with the readers' own preparation (prepareTree, pageTokens) and renderer, so the
 * published preview is what a page shows. The form posts are in admin-forms.ts.
 */
import { Hono } from 'hono';
import { BlockEditorPage, type BlockFormValues } from '../../../client/server/admin/blocks/BlockEditorPage';
import { BlocksPage } from '../../../client/server/admin/blocks/BlocksPage';
import type { ApiErrorItem } from '../../contracts/envelope';
import type { AppEnv } from '../../env';
import type { SignedInContext as C } from '../../http/guards';
import { adminPage } from '../../http/guards';
import { adminScreen, confirmDelete } from '../back-office/admin-screens';
import { readBlockRow } from './actions';
import { pageTokens } from './page';
import { prepareTree } from './prepare';
import { listBlocks } from './queries';

export const blockPages = new Hono<AppEnv>();

/** The readers' slug rule (BLOCK_ID_PATTERN) as a route pattern: anything else is no block page. */
export const BLOCK_PATH = '/admin/ui-blocks/:id{[a-z0-9-]{1,64}}';

const EMPTY_DRAFT = '{\n  "children": []\n}';

export const jsonText = (doc: unknown) => JSON.stringify(doc, null, 2);

/**
 * The editor, with `shown` values after a failed save (what the editor typed), else the saved
 * block's; a notice after a refused delete. The previews are always of the saved block.
 */
export async function blockEditor(c: C, id: string | null, shown?: { values?: BlockFormValues; errors?: ApiErrorItem[]; notice?: string }) {
  const row = id === null ? null : await readBlockRow(c.get('db'), id);
  const tokens = pageTokens(c.var.viewer);
  const previews = row && { draft: prepareTree(row.draft.children, tokens), published: prepareTree(row.document.children, tokens) };
  const values =
    shown?.values ?? (row ? { id: row.id, name: row.name, draft: jsonText(row.draft) } : { id: '', name: '', draft: EMPTY_DRAFT });
  const page = { id, values, errors: shown?.errors ?? [], notice: shown?.notice, previews };
  return adminScreen(c, id === null ? 'New UI block' : `UI block ${id}`, BlockEditorPage, page);
}

blockPages.get('/admin/ui-blocks', adminPage, async (c) => {
  const rows = await listBlocks(c.get('db'));
  const blocks = rows.map((r) => ({
    id: r.id,
    name: r.name,
    published: Boolean(r.published),
    unpublished_changes: Boolean(r.unpublished),
  }));
  return adminScreen(c, 'UI blocks', BlocksPage, { blocks });
});

// Before the block's own path: "new" is also a well-formed id (the create form refuses it).
blockPages.get('/admin/ui-blocks/new', adminPage, (c) => blockEditor(c, null));

blockPages.get(BLOCK_PATH, adminPage, (c) => blockEditor(c, c.req.param('id')));

blockPages.get(`${BLOCK_PATH}/delete`, adminPage, async (c) => {
  const row = await readBlockRow(c.get('db'), c.req.param('id'));
  const message = `Delete the UI block ${row.id} (“${row.name}”)? Pages that show it will show their fallback content. This cannot be undone.`;
  return confirmDelete(c, '/admin/ui-blocks', `/admin/ui-blocks/${row.id}`, 'UI block', message, { label: 'Delete block' });
});
