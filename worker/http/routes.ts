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
type Request = NonNullable<RouteConfig['request']>;
type Responses = RouteConfig['responses'];

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

/** A route's method and path as one string, the way docs and logs write it: `'patch /views/{id}'`. */
type Op = `${Method} /${string}`;
type VerbOf<O extends Op> = O extends `${infer M extends Method} ${string}` ? M : never;
type PathOf<O extends Op> = O extends `${Method} ${infer P}` ? P : never;

const split = <O extends Op>(op: O) => {
  const at = op.indexOf(' ');
  return [op.slice(0, at) as VerbOf<O>, op.slice(at + 1) as PathOf<O>] as const;
};

/**
 * A back-office route as one row of its resource's table: `'method /path'`, summary, the request
 * (`jsonBody(…)`, a query) and the responses, in the document's order; adminRoute underneath, so
 * the guard and its 401 and 403 come with it.
 */
export const adminOpWith = <O extends Op, Q extends Request, R extends Responses>(op: O, summary: string, request: Q, responses: R) => {
  const [method, path] = split(op);
  return adminRoute(method, path, { summary, request, responses });
};

/** adminOpWith for a route that takes no request. */
export const adminOp = <O extends Op, R extends Responses>(op: O, summary: string, responses: R) => adminOpWith(op, summary, {}, responses);

/**
 * The rows of a resource's routes on one record: each takes the resource's path parameters
 * (`params`) and answers `missing`, its 404, when there is no such record. `.with` takes a request too.
 */
export const adminRecord = <I extends Request['params']>(params: I, missing: Responses[string]) => {
  const withRequest = <O extends Op, Q extends Omit<Request, 'params'>, R extends Responses>(
    op: O,
    summary: string,
    request: Q,
    responses: R,
  ) => adminOpWith(op, summary, { params, ...request }, { ...responses, 404: missing });
  const row = <O extends Op, R extends Responses>(op: O, summary: string, responses: R) => withRequest(op, summary, {}, responses);
  return Object.assign(row, { with: withRequest });
};

/** jsonBody for a resource whose bodies (create, change) share one description of their 400. */
export const jsonBodies =
  (invalid: string) =>
  <T extends z.ZodType>(schema: T, name: string) =>
    jsonBody(schema, name, invalid);

/** 429 from a rate limit (http/rate-limit.ts): the answer says when to try again. */
export const rateLimited = (what: string) => errorResponse(`Too many ${what}; see Retry-After`);
