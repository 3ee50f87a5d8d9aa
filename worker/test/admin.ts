/**
 * @module The back office's test kit: one session per audience, the guard table every admin route
 * must answer, and the audit rows a write leaves behind.
 */
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { adminAuditLog } from '../db/schema';
import { db, makeReader, makeSession } from './factories';
import { call, postForm } from './http';

export type Audience = 'guest' | 'free' | 'plus' | 'admin';

/** Cookies for a free reader, a Plus reader and an admin (the guest has none). */
export async function audiences() {
  const [free, plus, admin] = await Promise.all([makeReader('free'), makeReader('plus'), makeSession({ role: 'admin' })]);
  return { guest: undefined, free: free.cookie, plus: plus.cookie, admin: admin.cookie, adminId: admin.user.id } as const;
}

/** An admin session: the cookie and the admin's id (audit rows name it). */
export async function makeAdmin() {
  const { user, cookie } = await makeSession({ role: 'admin' });
  return { id: user.id, cookie };
}

/** What every admin route answers to someone who is not an admin, before it reads the request. */
export const GUARD_STATUS: Record<Exclude<Audience, 'admin'>, number> = { guest: 401, free: 403, plus: 403 };

/** Asserts the three non-admin audiences are refused, whatever the body. */
export async function expectAdminOnly(method: string, path: string, body?: unknown) {
  const who = await audiences();
  for (const a of ['guest', 'free', 'plus'] as const) {
    const res = await call(method, path, { cookie: who[a], body });
    expect(res.status, `${a} ${method} ${path}`).toBe(GUARD_STATUS[a]);
    await res.body?.cancel();
  }
}

/**
 * The back-office pages' guard as a browser meets it: a guest asking for the first page is sent to
 * sign in; a reader gets the 403 page for every page and a 403 for every form post given.
 */
export async function expectPagesRefused(reader: { cookie: string }, pages: string[], posts: [string, Record<string, string>][]) {
  const guest = await call('GET', pages[0]!);
  expect(guest.status).toBe(302);
  expect(guest.headers.get('location')).toBe('/login?redirect=admin');
  for (const path of pages) {
    const res = await call('GET', path, { cookie: reader.cookie });
    expect(res.status, path).toBe(403);
    expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
    await res.body?.cancel();
  }
  for (const [path, fields] of posts) {
    const res = await postForm(path, fields, { cookie: reader.cookie });
    expect(res.status, path).toBe(403);
    await res.body?.cancel();
  }
}

/** The audit rows for one entity, newest first. */
export function auditRows(entity: string, entityId: string | number) {
  return db()
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entity, entity), eq(adminAuditLog.entityId, String(entityId))))
    .orderBy(desc(adminAuditLog.id));
}

/**
 * One admin route in the back office's route table (features/audit/table.test.ts): each feature
 * lists its admin routes in `<feature>/admin.cases.ts`, and the table test fails for any admin
 * route that has no case. `prepare` makes what the admin's call needs and answers the concrete
 * request; `writes` routes must leave exactly one audit row naming the admin.
 */
export type AdminRouteCase = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The route as the app declares it, with Hono's `:param` syntax: `/admin/api/articles/:id`. */
  route: string;
  prepare: (admin: { id: number; cookie: string }) => Promise<{ path: string; body?: unknown; form?: FormData }>;
  writes: boolean;
  /** The admin's expected status: 200 unless given. */
  status?: number;
};

type CaseOp = `${AdminRouteCase['method']} /${string}`;

/** A row of the table as the test names it, `'PATCH /admin/api/tags/:id'`, split into its method and route. */
const row = (op: CaseOp, writes: boolean, prepare: AdminRouteCase['prepare'], status?: number): AdminRouteCase => {
  const [method, route] = op.split(' ') as [AdminRouteCase['method'], string];
  return { method, route, writes, prepare, ...(status === undefined ? {} : { status }) };
};

/** A route that leaves no audit row (a read, or a preview that writes nothing). */
export const reads = (op: CaseOp, prepare: AdminRouteCase['prepare']) => row(op, false, prepare);

/** A route that leaves exactly one audit row; its status comes first when its success is not 200. */
export function writes(op: CaseOp, prepare: AdminRouteCase['prepare']): AdminRouteCase;
export function writes(op: CaseOp, status: number, prepare: AdminRouteCase['prepare']): AdminRouteCase;
export function writes(op: CaseOp, ...rest: [AdminRouteCase['prepare']] | [number, AdminRouteCase['prepare']]) {
  return rest.length === 1 ? row(op, true, rest[0]) : row(op, true, rest[1], rest[0]);
}
