/** @module The dashboard's admin routes in the back office's route table (audit/table.test.ts). */
import type { AdminRouteCase } from '../../test/admin';

const weekAgo = () => Math.floor(Date.now() / 1000) - 604_800;

export const ADMIN_CASES: AdminRouteCase[] = [
  { method: 'GET', route: '/admin/api/stats', prepare: async () => ({ path: `/admin/api/stats?start=${weekAgo()}` }), writes: false },
  {
    method: 'GET',
    route: '/aux/admin/exports/dashboard',
    prepare: async () => ({ path: `/aux/admin/exports/dashboard?start=${weekAgo()}` }),
    writes: false,
  },
];
