/**
 * @module The one error path. AppErrors carry their own status and items; hono's HTTPExceptions
 * (malformed JSON, body limit, CSRF) are mapped to the envelope; anything else is logged and becomes
 * a generic 500 with no internal detail. Errors are never cached.
 */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorItem } from '../contracts/envelope';
import type { AppEnv } from '../env';
import { renderErrorPage } from '../pages/render-error';
import { AppError } from './errors';
import { log } from './log';
import { isApiPath } from './paths';

function fromHttpException(err: HTTPException): AppError {
  if (err.status === 413) return AppError.of(413, 'payload_too_large', 'Request body is larger than 1 MB', 'body');
  if (err.status === 403) return AppError.of(403, 'csrf', 'Cross-site request refused');
  // A route that declares a JSON body refuses other content types (zod-openapi's check).
  if (err.status === 415) return AppError.of(415, 'unsupported_media_type', 'Content-Type must be application/json', 'content-type');
  if (err.status === 400 && /json/i.test(err.message)) return AppError.of(400, 'malformed_json', 'Malformed JSON in request body', 'body');
  if (err.status === 401) return AppError.of(401, 'unauthorized', err.message || 'Unauthorized');
  return AppError.of(400, 'validation', err.message || 'Bad request');
}

export function respond(c: Context<AppEnv>, err: AppError): Response | Promise<Response> {
  const headers = { ...err.headers, 'Cache-Control': 'no-store' };
  if (isApiPath(c.req.path)) {
    return c.json({ errors: err.items satisfies ApiErrorItem[] }, err.status, headers);
  }
  for (const [k, v] of Object.entries(headers)) c.header(k, v);
  return renderErrorPage(c, err.status, err.items[0]?.message ?? 'Error');
}

export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) return respond(c, err);
  if (err instanceof HTTPException) return respond(c, fromHttpException(err));
  // Unexpected: log everything server-side, tell the client nothing internal.
  log('error', 'request.unhandled', { path: c.req.path, method: c.req.method, error: err });
  return respond(c, AppError.of(500, 'internal', 'Internal server error'));
};

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  respond(c, AppError.of(404, 'not_found', isApiPath(c.req.path) ? `No route for ${c.req.method} ${c.req.path}` : 'Page not found'));
