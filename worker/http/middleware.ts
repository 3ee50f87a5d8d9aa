/** @module Cross-cutting middleware: body limits, draining unread bodies, known body types, CSRF, security headers, roles. */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import type { AppEnv, Role } from '../env';
import { AppError, forbidden, unauthorized } from './errors';
import { isApiPath } from './paths';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The admin image uploads set their own, larger limit at their routes (uploadBodyLimit in
 * features/articles/admin-uploads.ts): the API's, and the editor's form without JavaScript.
 */
export const UPLOAD_PATH = '/admin/api/uploads';
export const UPLOAD_FORM_PATH = '/admin/articles/upload';
/**
 * The browser's analytics take a smaller limit at their route (400 past 32 KB, features/analytics/
 * aux.ts), and a beacon's text/plain body besides JSON (the browser sends its JSON as a string, a type every browser's beacon takes).
 */
export const ANALYTICS_PATH = '/aux/analytics';
const TEXT_TYPE = /^text\/plain\b/i;

const oneMegabyte = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw AppError.of(413, 'payload_too_large', 'Request body is larger than 1 MB', 'body');
  },
});

export const limitBody: MiddlewareHandler = (c, next) =>
  c.req.path === UPLOAD_PATH || c.req.path === UPLOAD_FORM_PATH || c.req.path === ANALYTICS_PATH ? next() : oneMegabyte(c, next);

/**
 * Reads what an answer left unread of its request's body before the answer goes out. workerd
 * resets a keep-alive connection whose request body was never read, so the next request on it
 * fails with ECONNRESET (a vote or a bookmark POSTs `{}` its route has no use for; the bench's
 * vote target met this on every other request). Only a declared length within the 1 MB limit
 * is read: a larger body is refused unread, and its connection may as well go.
 */
export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const { body, bodyUsed } = c.req.raw;
  const length = Number(c.req.header('content-length') ?? Number.NaN);
  if (body && !bodyUsed && length > 0 && length <= MAX_BODY_BYTES) await c.req.raw.arrayBuffer().catch(() => undefined);
};

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const JSON_TYPES = /^application\/([\w.-]+\+)?json\b/i;

/**
 * The one check of a body's type, before any route: the APIs take JSON (and forms, for the few
 * form endpoints: the upload), the pages' routes only forms (http/form.ts reads them without
 * looking again). Anything else is refused up front (415).
 */
export const requireKnownBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const hasBody = c.req.header('content-length') !== '0' && c.req.raw.body !== null;
  if (hasBody && ['POST', 'PUT', 'PATCH'].includes(c.req.method)) {
    const type = c.req.header('content-type') ?? '';
    if (!isApiPath(c.req.path)) {
      if (!FORM_TYPES.test(type)) throw AppError.of(415, 'unsupported_media_type', 'Content-Type must be a form', 'content-type');
    } else if (!JSON_TYPES.test(type) && !FORM_TYPES.test(type) && !(c.req.path === ANALYTICS_PATH && TEXT_TYPE.test(type))) {
      throw AppError.of(415, 'unsupported_media_type', 'Content-Type must be application/json', 'content-type');
    }
  }
  await next();
};

/**
 * Origin/Sec-Fetch-Site check on every unsafe request a browser could send cross-site without a
 * preflight (form and text bodies). JSON bodies cannot be sent cross-site without CORS, which this
 * Worker never grants.
 */
export const sameOriginOnly: MiddlewareHandler<AppEnv> = csrf({
  origin: (origin, c) => origin === new URL(c.req.url).origin || origin === new URL(c.env.SITE_URL).origin,
  secFetchSite: ['same-origin'],
});

export function requireRole(role: Role): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const viewer = c.get('viewer');
    if (!viewer) throw unauthorized();
    if (role === 'admin' && viewer.role !== 'admin') throw forbidden('Admin role required');
    await next();
  };
}
