/** @module The tags' rows in the back office's route table (worker/test/admin.ts AdminRouteCase). */
import { type AdminRouteCase, reads, writes } from '../../test/admin';
import { makeTag, uniq } from '../../test/factories';

const at = async () => `/admin/api/tags/${(await makeTag()).id}`;

export const ADMIN_CASES: AdminRouteCase[] = [
  reads('GET /admin/api/tags', async () => ({ path: '/admin/api/tags?type=topic&count=5' })),
  reads('GET /admin/api/tags/:id', async () => ({ path: await at() })),
  writes('POST /admin/api/tags', 201, async () => ({ path: '/admin/api/tags', body: { type: 'topic', name: `Case topic ${uniq()}` } })),
  writes('PATCH /admin/api/tags/:id', async () => ({ path: await at(), body: { name: `Renamed ${uniq()}` } })),
  writes('DELETE /admin/api/tags/:id', async () => ({ path: await at() })),
];
