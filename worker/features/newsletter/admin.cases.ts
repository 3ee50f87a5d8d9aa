/** @module The newsletter's admin routes for the back office's route table (features/audit/table.test.ts). */
import { type AdminRouteCase, reads } from '../../test/admin';

export const ADMIN_CASES: AdminRouteCase[] = [
  reads('GET /aux/admin/exports/newsletter', async () => ({ path: '/aux/admin/exports/newsletter' })),
];
