/** @module The tags' rows in the back office's route table (worker/test/admin.ts AdminRouteCase). */
import type { AdminRouteCase } from '../../test/admin';
import { makeTag, uniq } from '../../test/factories';

export const ADMIN_CASES: AdminRouteCase[] = [
  { method: 'GET', route: '/admin/api/tags', writes: false, prepare: async () => ({ path: '/admin/api/tags?type=topic&count=5' }) },
  {
    method: 'GET',
    route: '/admin/api/tags/:id',
    writes: false,
    prepare: async () => ({ path: `/admin/api/tags/${(await makeTag()).id}` }),
  },
  {
    method: 'POST',
    route: '/admin/api/tags',
    writes: true,
    status: 201,
    prepare: async () => ({ path: '/admin/api/tags', body: { type: 'topic', name: `Case topic ${uniq()}` } }),
  },
  {
    method: 'PATCH',
    route: '/admin/api/tags/:id',
    writes: true,
    prepare: async () => ({ path: `/admin/api/tags/${(await makeTag()).id}`, body: { name: `Renamed ${uniq()}` } }),
  },
  {
    method: 'DELETE',
    route: '/admin/api/tags/:id',
    writes: true,
    prepare: async () => ({ path: `/admin/api/tags/${(await makeTag()).id}` }),
  },
];
