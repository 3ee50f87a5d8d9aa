/** The UI block and promotional routes of the back office's route table (features/audit/table.test.ts), and what they work on. */
import { env } from 'cloudflare:workers';
import type { AdminRouteCase } from '../../test/admin';
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
  { method: 'GET', route: '/admin/api/ui-blocks', writes: false, prepare: async () => ({ path: '/admin/api/ui-blocks' }) },
  { method: 'GET', route: '/admin/api/ui-blocks/:id', writes: false, prepare: async () => ({ path: block(await makeBlock()) }) },
  {
    method: 'POST',
    route: '/admin/api/ui-blocks',
    writes: true,
    status: 201,
    prepare: async () => ({
      path: '/admin/api/ui-blocks',
      body: { id: uniqueBlockId('new'), name: 'A new block', draft: textDoc('Hello') },
    }),
  },
  {
    method: 'PATCH',
    route: '/admin/api/ui-blocks/:id',
    writes: true,
    prepare: async () => ({ path: block(await makeBlock()), body: { draft: textDoc('Changed') } }),
  },
  {
    method: 'POST',
    route: '/admin/api/ui-blocks/:id/publish',
    writes: true,
    prepare: async () => ({ path: `${block(await makeBlock())}/publish` }),
  },
  { method: 'DELETE', route: '/admin/api/ui-blocks/:id', writes: true, prepare: async () => ({ path: block(await makeBlock()) }) },
  { method: 'GET', route: '/admin/api/promotionals', writes: false, prepare: async () => ({ path: '/admin/api/promotionals' }) },
  { method: 'GET', route: '/admin/api/promotionals/:code', writes: false, prepare: async () => ({ path: promo(await makePromotional()) }) },
  {
    method: 'POST',
    route: '/admin/api/promotionals',
    writes: true,
    status: 201,
    prepare: async () => ({
      path: '/admin/api/promotionals',
      body: { code: `promo-${uniq()}`, settings: { pricing_table: await makeBlock(), stripe_coupon: 'PLUS20' } },
    }),
  },
  {
    method: 'PATCH',
    route: '/admin/api/promotionals/:code',
    writes: true,
    prepare: async () => ({ path: promo(await makePromotional({ stripe_coupon: 'OLD' })), body: { settings: { stripe_coupon: 'NEW' } } }),
  },
  {
    method: 'DELETE',
    route: '/admin/api/promotionals/:code',
    writes: true,
    prepare: async () => ({ path: promo(await makePromotional()) }),
  },
];
