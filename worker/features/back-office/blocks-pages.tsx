/**
 * @module The UI block pages of the back office: the list, the editor (new and saved) and the
 * delete confirmation. They read through the blocks feature (listBlocks, readBlockRow) and draw
 * the previews with the readers' own preparation (prepareTree, pageTokens) and renderer, so the
 * published preview is what a page shows. The form posts are in blocks-forms.ts.
 */
import { type Context, Hono } from 'hono';
import { BlockEditorPage, type BlockFormValues } from '../../../client/server/admin/blocks/BlockEditorPage';
import { BlocksPage } from '../../../client/server/admin/blocks/BlocksPage';
import { ConfirmPage } from '../../../client/server/admin/controls';
import type { ApiErrorItem } from '../../contracts/envelope';
import type { AppEnv } from '../../env';
import { adminPage, type SignedIn } from '../../http/guards';
import { readBlockRow } from '../blocks/actions';
import { pageTokens } from '../blocks/page';
import { prepareTree } from '../blocks/prepare';
import { listBlocks } from '../blocks/queries';

type C = Context<AppEnv & SignedIn>;

export const blockPages = new Hono<AppEnv>();

/** The readers' slug rule (BLOCK_ID_PATTERN) as a route pattern: anything else is no block page. */
export const BLOCK_PATH = '/admin/ui-blocks/:id{[a-z0-9-]{1,64}}';

const title = (what: string) => ({ title: `${what} · Back office · Edgewire`, shell: 'admin' as const });
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
  return c.render(
    <BlockEditorPage
      admin={c.var.viewer.username}
      id={id}
      values={values}
      errors={shown?.errors ?? []}
      notice={shown?.notice}
      previews={previews}
    />,
    title(id === null ? 'New UI block' : `UI block ${id}`),
  );
}

blockPages.get('/admin/ui-blocks', adminPage, async (c) => {
  const rows = await listBlocks(c.get('db'));
  const blocks = rows.map((r) => ({
    id: r.id,
    name: r.name,
    published: Boolean(r.published),
    unpublished_changes: Boolean(r.unpublished),
  }));
  return c.render(<BlocksPage admin={c.var.viewer.username} blocks={blocks} />, title('UI blocks'));
});

// Before the block's own path: "new" is also a well-formed id (the create form refuses it).
blockPages.get('/admin/ui-blocks/new', adminPage, (c) => blockEditor(c, null));

blockPages.get(BLOCK_PATH, adminPage, (c) => blockEditor(c, c.req.param('id')));

blockPages.get(`${BLOCK_PATH}/delete`, adminPage, async (c) => {
  const row = await readBlockRow(c.get('db'), c.req.param('id'));
  return c.render(
    <ConfirmPage
      admin={c.var.viewer.username}
      section="/admin/ui-blocks"
      title="Delete UI block"
      message={`Delete the UI block ${row.id} (“${row.name}”)? Pages that show it will show their fallback content. This cannot be undone.`}
      action={`/admin/ui-blocks/${row.id}/delete`}
      cancel={`/admin/ui-blocks/${row.id}`}
      label="Delete block"
    />,
    title('Delete UI block'),
  );
});
