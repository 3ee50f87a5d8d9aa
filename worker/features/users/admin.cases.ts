/** @module The users feature's admin routes for the back office's route table (features/audit/table.test.ts). */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AdminRouteCase } from '../../test/admin';
import { db, makeSession, uniq } from '../../test/factories';

const someone = async () => (await makeSession()).user.id;

export const ADMIN_CASES: AdminRouteCase[] = [
  { method: 'GET', route: '/admin/api/users', writes: false, prepare: async () => ({ path: '/admin/api/users?q=example&count=5' }) },
  { method: 'GET', route: '/admin/api/users/:id', writes: false, prepare: async () => ({ path: `/admin/api/users/${await someone()}` }) },
  {
    method: 'POST',
    route: '/admin/api/users',
    writes: true,
    status: 201,
    prepare: async () => ({ path: '/admin/api/users', body: { email: `case${uniq()}@example.com` } }),
  },
  {
    method: 'PATCH',
    route: '/admin/api/users/:id',
    writes: true,
    prepare: async () => ({ path: `/admin/api/users/${await someone()}`, body: { theme: 'dark' } }),
  },
  { method: 'DELETE', route: '/admin/api/users/:id', writes: true, prepare: async () => ({ path: `/admin/api/users/${await someone()}` }) },
  {
    method: 'POST',
    route: '/admin/api/users/:id/activate',
    writes: true,
    prepare: async () => {
      const id = await someone();
      await db().update(users).set({ isActive: false }).where(eq(users.id, id));
      return { path: `/admin/api/users/${id}/activate` };
    },
  },
  {
    method: 'POST',
    route: '/admin/api/users/:id/deactivate',
    writes: true,
    prepare: async () => ({ path: `/admin/api/users/${await someone()}/deactivate` }),
  },
  { method: 'GET', route: '/aux/admin/exports/users', writes: false, prepare: async () => ({ path: '/aux/admin/exports/users?q=case' }) },
];
