/** The UI block routes of the back office's route table (features/audit/table.test.ts), and what they work on. */
import { type AdminRouteCase, reads, writes } from '../../test/admin';
import { putBlock, textDoc, uniqueBlockId } from '../../test/factories';

/** A block with a draft and a published document. */
export async function makeBlock(draft = 'Draft words', published = 'Published words') {
  const id = uniqueBlockId('admin');
  await putBlock(id, textDoc(draft), textDoc(published));
  return id;
}

const block = (id: string) => `/admin/api/ui-blocks/${id}`;

export const ADMIN_CASES: AdminRouteCase[] = [
  reads('GET /admin/api/ui-blocks', async () => ({ path: '/admin/api/ui-blocks' })),
  reads('GET /admin/api/ui-blocks/:id', async () => ({ path: block(await makeBlock()) })),
  writes('POST /admin/api/ui-blocks', 201, async () => ({
    path: '/admin/api/ui-blocks',
    body: { id: uniqueBlockId('new'), name: 'A new block', draft: textDoc('Hello') },
  })),
  // A preview checks and draws; it writes nothing, so it leaves no audit row.
  reads('POST /admin/api/ui-blocks/preview', async () => ({ path: '/admin/api/ui-blocks/preview', body: { draft: textDoc('Hello') } })),
  writes('PATCH /admin/api/ui-blocks/:id', async () => ({ path: block(await makeBlock()), body: { draft: textDoc('Changed') } })),
  writes('POST /admin/api/ui-blocks/:id/publish', async () => ({ path: `${block(await makeBlock())}/publish` })),
  writes('DELETE /admin/api/ui-blocks/:id', async () => ({ path: block(await makeBlock()) })),
];
