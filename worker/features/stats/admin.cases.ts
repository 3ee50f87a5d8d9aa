/** @module The dashboard's admin routes in the back office's route table (audit/table.test.ts). */
import { type AdminRouteCase, reads } from '../../test/admin';

const weekAgo = () => Math.floor(Date.now() / 1000) - 604_800;

export const ADMIN_CASES: AdminRouteCase[] = [
  reads('GET /admin/api/stats', async () => ({ path: `/admin/api/stats?start=${weekAgo()}` })),
  reads('GET /aux/admin/exports/dashboard', async () => ({ path: `/aux/admin/exports/dashboard?start=${weekAgo()}` })),
];
