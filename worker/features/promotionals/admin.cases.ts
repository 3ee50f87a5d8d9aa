/** The promotional routes of the back office's route table (features/audit/table.test.ts), and what they work on. */
import { env } from 'cloudflare:workers';
import { type AdminRouteCase, reads, writes } from '../../test/admin';
import { uniq } from '../../test/factories';
import { makeBlock } from '../blocks/admin.cases';

/** A promotional, written straight to D1; its settings are whatever is given. */
export async function makePromotional(settings: Record<string, unknown> = {}, isActive = true) {
  const code = `promo-${uniq()}`;
  await env.DB.prepare('INSERT INTO promotionals (code, settings, is_active) VALUES (?, ?, ?)')
    .bind(code, JSON.stringify(settings), isActive ? 1 : 0)
    .run();
  return code;
}

const promo = (code: string) => `/admin/api/promotionals/${code}`;

export const ADMIN_CASES: AdminRouteCase[] = [
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
