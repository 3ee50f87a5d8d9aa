/** @module The users feature's admin routes for the back office's route table (features/audit/table.test.ts). */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { type AdminRouteCase, reads, writes } from '../../test/admin';
import { db, makeSession, uniq } from '../../test/factories';

const someone = async () => (await makeSession()).user.id;

export const ADMIN_CASES: AdminRouteCase[] = [
  reads('GET /admin/api/users', async () => ({ path: '/admin/api/users?q=example&count=5' })),
  reads('GET /admin/api/users/:id', async () => ({ path: `/admin/api/users/${await someone()}` })),
  writes('POST /admin/api/users', 201, async () => ({ path: '/admin/api/users', body: { email: `case${uniq()}@example.com` } })),
  writes('PATCH /admin/api/users/:id', async () => ({ path: `/admin/api/users/${await someone()}`, body: { theme: 'dark' } })),
  writes('DELETE /admin/api/users/:id', async () => ({ path: `/admin/api/users/${await someone()}` })),
  writes('POST /admin/api/users/:id/activate', async () => {
    const id = await someone();
    await db().update(users).set({ isActive: false }).where(eq(users.id, id));
    return { path: `/admin/api/users/${id}/activate` };
  }),
  writes('POST /admin/api/users/:id/deactivate', async () => ({ path: `/admin/api/users/${await someone()}/deactivate` })),
  reads('GET /aux/admin/exports/users', async () => ({ path: '/aux/admin/exports/users?q=case' })),
];
