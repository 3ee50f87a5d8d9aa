/** The audit log's admin route for the back office's route table (features/audit/table.test.ts). */
import type { AdminRouteCase } from '../../test/admin';

export const ADMIN_CASES: AdminRouteCase[] = [
  { method: 'GET', route: '/admin/api/audit', prepare: async () => ({ path: '/admin/api/audit?entity=tag' }), writes: false },
];
