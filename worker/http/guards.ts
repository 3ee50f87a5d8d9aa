/**
 * @module The guard vocabulary: who may call a route, declared at the route itself (route
 * `middleware` for OpenAPI routes, the handler chain for pages). Guards run before validation, so
 * a guest learns "sign in" before anything about the body. After a guard, `c.var.viewer` is the
 * signed-in reader, typed non-null, with no assertion in the handler.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { protectedSection } from '../contracts/auth';
import type { Db } from '../db/client';
import type { AppEnv, Viewer } from '../env';
import { forbidden, unauthorized } from './errors';

/** What a handler behind a guard may rely on. */
export type SignedIn = { Bindings: Env; Variables: { db: Db; viewer: Viewer } };

/** A page or form handler's context behind a guard. */
export type SignedInContext = Context<AppEnv & SignedIn>;

/** The spec's two wordings for "no session": account changes say the second. */
export const NO_SESSION = 'No JWT exists in current session';
export const NO_USER = 'No user logged in';

/**
 * The session middleware leaves null for guests; this is the one place that looks before a guard
 * has made it non-null. Answers about one reader must never be kept by a shared cache.
 */
function signedInViewer(c: Parameters<MiddlewareHandler<SignedIn>>[0]): Viewer | null {
  const viewer = c.get('viewer') as Viewer | null;
  if (viewer) c.header('Cache-Control', 'private, no-store');
  return viewer;
}

/** JSON routes: a signed-in reader, else 401 with the spec's wording for this route. */
export function readerRequired(message: string = NO_SESSION): MiddlewareHandler<SignedIn> {
  return async (c, next) => {
    if (!signedInViewer(c)) throw unauthorized(message);
    await next();
  };
}

/** Pages of a personal section: a guest goes to /login?redirect=… and the login page says why. */
export const readerPage: MiddlewareHandler<SignedIn> = async (c, next) => {
  if (signedInViewer(c)) return next();
  c.header('Cache-Control', 'private, no-store');
  const section = protectedSection(c.req.path);
  return c.redirect(section ? `/login?redirect=${section}` : '/login', 302);
};

/** The back office: 401 without a session, 403 for a reader who is not an admin. */
export const adminRequired: MiddlewareHandler<SignedIn> = async (c, next) => {
  const viewer = signedInViewer(c);
  if (!viewer) throw unauthorized();
  if (viewer.role !== 'admin') throw forbidden('Admin role required');
  await next();
};

/**
 * Back-office pages: a guest goes to /login?redirect=admin, a reader who is not an admin gets the
 * 403 page (the same refusal the admin API answers in JSON).
 */
export const adminPage: MiddlewareHandler<SignedIn> = async (c, next) => {
  const viewer = signedInViewer(c);
  if (!viewer) {
    c.header('Cache-Control', 'private, no-store');
    return c.redirect('/login?redirect=admin', 302);
  }
  if (viewer.role !== 'admin') throw forbidden('Admin role required');
  await next();
};
