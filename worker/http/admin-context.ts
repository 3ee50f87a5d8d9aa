/**
 * @module What a back-office change is told, written once for every admin handler: the db, the
 * bindings (the caches it must tell), the admin making it (for the audit row) and when.
 */
import type { Db } from '../db/client';
import type { Viewer } from '../env';
import { nowSeconds } from './time';

/** A request past the admin guard (adminRoute, adminPage): its viewer is the signed-in admin. */
export type AdminRequest = { env: Env; var: { db: Db; viewer: Viewer } };

/** `B`: the bindings an action needs (its caches, its bucket), so a test may pass only those. */
export type AdminCtx<B extends keyof Env = keyof Env> = { db: Db; env: Pick<Env, B>; adminId: number; now: number };

export const adminCtx = (c: AdminRequest): AdminCtx => ({ db: c.var.db, env: c.env, adminId: c.var.viewer.id, now: nowSeconds() });
