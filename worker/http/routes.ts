/**
 * @module OpenAPI route declarations: what every route of the reader API repeats, written once. A
 * route is its method and path, then what the document says about it; `readerRoute` adds the
 * guard and documents its 401 with the guard's own wording, so the two cannot drift apart.
 */
import { createRoute, type RouteConfig, type z } from '@hono/zod-openapi';
import { errorResponse } from '../contracts/envelope';
import { adminRequired, NO_USER, readerRequired } from './guards';

// A symbol, not a field: the OpenAPI generator walks a request's own string keys only.
const INVALID = Symbol('invalid body');

type Method = RouteConfig['method'];
type Described = Omit<RouteConfig, 'method' | 'path'>;

/**
 * An OpenAPI route: method and path first, as the document lists them. A body declared with
 * `jsonBody` brings its 400 along, so no route with a body goes undocumented for bad input.
 */
export const route = <M extends Method, P extends string, C extends Described>(method: M, path: P, config: C) => {
  const invalid = (config.request as { [INVALID]?: string } | undefined)?.[INVALID];
  // Typed as the route's own responses: the 400 is for the document; bad input is thrown, never returned.
  const responses = (invalid === undefined ? config.responses : { 400: errorResponse(invalid), ...config.responses }) as C['responses'];
  return createRoute({ ...config, responses, method, path });
};

/**
 * A route for a signed-in reader only: the guard runs before validation (a guest learns "sign in"
 * before anything about the body) and the document's 401 carries the same message.
 */
export const readerRoute = <M extends Method, P extends string, C extends Omit<Described, 'middleware'>>(
  method: M,
  path: P,
  config: C,
  message: string = NO_USER,
) =>
  route(method, path, {
    ...config,
    middleware: [readerRequired(message)] as const,
    responses: { ...config.responses, 401: errorResponse(`'${message}'`) },
  });

/**
 * A back-office route (mounted under `/admin/api` or `/aux/admin`): the admin guard runs before
 * validation and types `c.var.viewer` as the admin; the document gets the guard's 401 and 403.
 * app.ts guards those prefixes too, so a route that forgot this would still be refused.
 */
export const adminRoute = <M extends Method, P extends string, C extends Omit<Described, 'middleware'>>(method: M, path: P, config: C) =>
  route(method, path, {
    ...config,
    security: [{ session: [] }],
    middleware: [adminRequired] as const,
    responses: { ...config.responses, 401: errorResponse('Not signed in'), 403: errorResponse('Not an admin (Admin role required)') },
  });

/**
 * A required JSON request body, registered under `name` in the document's components; `invalid`
 * describes its 400 (the rules' messages), which `route` adds to the responses.
 */
export const jsonBody = <T extends z.ZodType>(schema: T, name: string, invalid: string) => ({
  body: { required: true as const, content: { 'application/json': { schema: schema.openapi(name) } } },
  [INVALID]: invalid,
});

/** 429 from a rate limit (http/rate-limit.ts): the answer says when to try again. */
export const rateLimited = (what: string) => errorResponse(`Too many ${what}; see Retry-After`);
