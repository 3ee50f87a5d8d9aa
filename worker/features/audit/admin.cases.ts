/** The audit log's admin route for the back office's route table (features/audit/table.test.ts). */
import { type AdminRouteCase, reads } from '../../test/admin';

export const ADMIN_CASES: AdminRouteCase[] = [reads('GET /admin/api/audit', async () => ({ path: '/admin/api/audit?entity=tag' }))];
