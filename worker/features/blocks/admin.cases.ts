/** The UI block and promotional routes of the back office's route table (features/audit/table.test.ts), and what they work on. */
import { env } from 'cloudflare:workers';
import { type AdminRouteCase, reads, writes } from '../../test/admin';
import { putBlock, textDoc, uniq, uniqueBlockId } from '../../test/factories';

/** A block with a draft and a published document. */
export async function makeBlock(draft = 'Draft words', published = 'Published words') {
  const id = uniqueBlockId('admin');
  await putBlock(id, textDoc(draft), textDoc(published));
  return id;
}

/** A promotional, written straight to D1; its settings are whatever is given. */
export async function makePromotional(settings: Record<string, unknown> = {}, isActive = true) {
  const code = `promo-${uniq()}`;
  await env.DB.prepare('INSERT INTO promotionals (code, settings, is_active) VALUES (?, ?, ?)')
    .bind(code, JSON.stringify(settings), isActive ? 1 : 0)
    .run();
  return code;
}

const block = (id: string) => `/admin/api/ui-blocks/${id}`;
const promo = (code: string) => `/admin/api/promotionals/${code}`;

export const ADMIN_CASES: AdminRouteCase[] = [
  reads('GET /admin/api/ui-blocks', async () => ({ path: '/admin/api/ui-blocks' })),
  reads('GET /admin/api/ui-blocks/:id', async () => ({ path: block(await makeBlock()) })),
  writes('POST /admin/api/ui-blocks', 201, async () => ({
    path: '/admin/api/ui-blocks',
    body: { id: uniqueBlockId('new'), name: 'A new block', draft: textDoc('Hello') },
  })),
  writes('PATCH /admin/api/ui-blocks/:id', async () => ({ path: block(await makeBlock()), body: { draft: textDoc('Changed') } })),
  writes('POST /admin/api/ui-blocks/:id/publish', async () => ({ path: `${block(await makeBlock())}/publish` })),
  writes('DELETE /admin/api/ui-blocks/:id', async () => ({ path: block(await makeBlock()) })),
  reads('GET /admin/api/promotionals', async () => ({ path: '/admin/api/promotionals' })),
  reads('GET /admin/api/promotionals/:code', async () => ({ path: promo(await makePromotional()) })),
  writes('POST /admin/api/promotionals', 201, async () => ({
    path: '/admin/api/promotionals',
    body: { code: `promo-${uniq()}`, settings: { pricing_table: await makeBlock(), stripe_coupon: 'PLUS20' } },
  })),
  writes('PATCH /admin/api/promotionals/:code', async () => ({
    path: promo(await makePromotional({ stripe_coupon: 'OLD' })),
    body: { settings: { stripe_coupon: 'NEW' } },
  })),
  writes('DELETE /admin/api/promotionals/:code', async () => ({ path: promo(await makePromotional()) })),
];
