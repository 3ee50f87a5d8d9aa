/**
 * @module What a back-office change is told, written once for every admin handler: the db, the
 * bindings (the caches it must tell), the admin making it (for the audit row) and when.
 */
import type { Db } from '../db/client';
import type { Viewer } from '../env';
import { nowSeconds } from './time';

/** A request past the admin guard (adminRoute, adminPage): its viewer is the signed-in admin. */
export type AdminRequest = { env: Env; var: { db: Db; viewer: Viewer } };

export type AdminCtx = { db: Db; env: Env; adminId: number; now: number };

export const adminCtx = (c: AdminRequest): AdminCtx => ({ db: c.var.db, env: c.env, adminId: c.var.viewer.id, now: nowSeconds() });
