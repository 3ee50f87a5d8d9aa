/**
 * @module Cross-site request refusal for every unsafe request, whatever its content type. hono's
 * csrf() checks form and text bodies only, trusting CORS preflights to stop JSON; that trust breaks
 * as soon as a route accepts a simple body or a proxy strips the preflight, and it made the same
 * mistake answer differently by content type. Here an unsafe method must prove it comes from our
 * own pages: `Sec-Fetch-Site: same-origin` when the browser sends it, else an `Origin` of this site.
 * Clients that are not browsers (the native app, scripts) send `Origin` themselves. See decision 017.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { AppError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The decision alone, for tests and for the form helper. */
export function isSameOriginRequest(headers: { fetchSite?: string; origin?: string }, ownOrigins: readonly string[]): boolean {
  // A browser that sends Sec-Fetch-Site has told us exactly; Origin could only repeat it.
  if (headers.fetchSite) return headers.fetchSite === 'same-origin';
  return headers.origin !== undefined && ownOrigins.includes(headers.origin);
}

/**
 * `crossSite(path)` names the few paths that must accept posts from elsewhere (an identity
 * provider's form_post callback); they carry their own proof (state bound to a cookie).
 */
export function sameOriginOnly(crossSite: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE.has(c.req.method) || crossSite(c.req.path)) return next();
    const own = [new URL(c.req.url).origin, new URL(c.env.SITE_URL).origin];
    if (!isSameOriginRequest({ fetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin') }, own)) {
      throw AppError.of(403, 'csrf', 'Cross-site request refused');
    }
    await next();
  };
}
