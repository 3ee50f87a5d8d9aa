/// <reference types="vite/client" />
/**
 * The back office's route table: every admin route (under /admin/api, /aux/admin and the admin
 * jobs of /aux/jobs) × guest / free / Plus / admin → 401 / 403 / 403 / its 2xx, and every write
 * leaves exactly one audit row naming the admin. Each feature lists its routes in
 * `admin.cases.ts`; a route the app serves with no case fails the first test.
 */

import { SELF } from 'cloudflare:test';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { adminAuditLog } from '../../db/schema';
import { type AdminRouteCase, audiences, GUARD_STATUS, makeAdmin } from '../../test/admin';
import { db } from '../../test/factories';
import { call, SAME_ORIGIN, url } from '../../test/http';

const modules = import.meta.glob<{ ADMIN_CASES: AdminRouteCase[] }>('../**/admin.cases.ts', { eager: true });
const CASES = Object.values(modules).flatMap((m) => m.ADMIN_CASES);

const isAdminPath = (path: string) => path.startsWith('/admin/api/') || path.startsWith('/aux/admin/') || path.startsWith('/aux/jobs/');
const key = (method: string, route: string) => `${method.toUpperCase()} ${route}`;

/** The admin routes the app really serves (handlers, not middleware). */
function servedRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !isAdminPath(r.path)) continue;
    seen.add(key(r.method, r.path));
  }
  return [...seen].sort();
}

function send(method: string, path: string, cookie: string | undefined, body?: unknown, form?: FormData) {
  if (!form) return call(method, path, { cookie, body });
  return SELF.fetch(url(path), { method, body: form, redirect: 'manual', headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });
}

const auditCount = async (adminId: number) =>
  (await db().select({ n: count() }).from(adminAuditLog).where(eq(adminAuditLog.adminId, adminId)))[0]!.n;

describe('the back office route table', () => {
  it('has a case for every admin route the app serves, and no case for a route it does not', () => {
    const served = servedRoutes();
    const listed = CASES.map((c) => key(c.method, c.route));
    expect(
      served.filter((r) => !listed.includes(r)),
      'admin routes with no case',
    ).toEqual([]);
    expect(
      listed.filter((r) => !served.includes(r)),
      'cases for routes the app does not serve',
    ).toEqual([]);
    expect(served.length).toBeGreaterThan(30);
  });

  it.each(CASES.map((c) => [key(c.method, c.route), c] as const))('%s', async (_name, c) => {
    const who = await audiences();
    const admin = await makeAdmin();
    const req = await c.prepare(admin);
    for (const a of ['guest', 'free', 'plus'] as const) {
      const res = await send(c.method, req.path, who[a], req.body, req.form);
      expect(res.status, `${a} ${c.method} ${req.path}`).toBe(GUARD_STATUS[a]);
      await res.body?.cancel();
    }
    const before = await auditCount(admin.id);
    const res = await send(c.method, req.path, admin.cookie, req.body, req.form);
    const text = await res.text();
    expect(res.status, `admin ${c.method} ${req.path}: ${text.slice(0, 300)}`).toBe(c.status ?? 200);
    expect(await auditCount(admin.id), 'audit rows written').toBe(before + (c.writes ? 1 : 0));
  });
});
