/**
 * @module `POST /aux/analytics`: the reader app's events and spans ("sessionId plus an event or a
 * span", batched by the browser). Validated here, written by the queue consumer in batches so page
 * views never wait on D1. The body is JSON, sent by fetch as `application/json` or by sendBeacon
 * on pagehide as `text/plain` (a string beacon: a type every browser's beacon takes), at most 32 KB, else 400. Robots,
 * prefetches, the admin and opted-out readers are answered 202 with nothing queued (counting.ts);
 * every other session is rate limited (ANALYTICS_LIMIT).
 * `POST /aux/nucleus/event`: a growth event (login, signup, subscribe) of a signed-in reader, down
 * the same queue path, once per session and event.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ANALYTICS_MAX_BODY_BYTES, AnalyticsAcceptedDto, AnalyticsBody, NucleusBody } from '../../contracts/analytics';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import type { AppEnv } from '../../env';
import { accepted } from '../../http/envelope';
import { badRequest, tooManyRequests } from '../../http/errors';
import { hit } from '../../http/rate-limit';
import { jsonBody, rateLimited, readerRoute } from '../../http/routes';
import { nowSeconds } from '../../http/time';
import { apiApp, validationError } from '../../http/validate';
import { notCounted } from './counting';
import { nucleusEvent, toEvents } from './rules';

/** Growth events per reader per hour: a page sends one after a sign-in, a sign-up or a subscription. */
export const NUCLEUS_LIMIT = { limit: 30, windowSeconds: 3600 } as const;

/**
 * Analytics requests per session per 10 minutes (decision 054-browser-analytics): a page costs
 * one to three (its view, its read, the pagehide beacon) plus a ping a minute, so 120 is 40 pages
 * in 10 minutes; past it the browser's requests are refused (and swallowed there).
 */
export const ANALYTICS_LIMIT = { limit: 120, windowSeconds: 600 } as const;

export const ANALYTICS_MESSAGES = {
  tooLarge: `Analytics body must be at most ${ANALYTICS_MAX_BODY_BYTES / 1024} KB`,
  notJson: 'Body must be JSON',
  tooMany: 'Too many analytics requests. Please try again later.',
} as const;

const nucleusRoute = readerRoute('post', '/nucleus/event', {
  summary: `Record a growth event of the signed-in reader: login, signup or subscribe (once per session and event; ${NUCLEUS_LIMIT.limit} per hour)`,
  request: jsonBody(NucleusBody, 'NucleusEvent', "'event must be login, signup or subscribe'"),
  responses: {
    202: jsonResponse('Accepted for processing', dataOf(AnalyticsAcceptedDto)),
    429: rateLimited('growth events'),
  },
});

const route = createRoute({
  method: 'post',
  path: '/analytics',
  summary: `Record analytics events or spans (batched through the queue; ${ANALYTICS_LIMIT.limit} requests per session per ${ANALYTICS_LIMIT.windowSeconds / 60} minutes). Robots, prefetches, the admin and DNT / GPC are accepted and not recorded.`,
  // Read by the handler itself: a beacon's text/plain body is the same JSON.
  middleware: [
    bodyLimit({
      maxSize: ANALYTICS_MAX_BODY_BYTES,
      onError: () => {
        throw badRequest(ANALYTICS_MESSAGES.tooLarge, 'body');
      },
    }),
  ] as const,
  request: {
    body: {
      required: false,
      content: {
        'application/json': { schema: AnalyticsBody },
        'text/plain': { schema: z.string().openapi({ description: 'The same JSON, as navigator.sendBeacon sends it' }) },
      },
    },
  },
  responses: {
    202: jsonResponse('Accepted for processing', dataOf(AnalyticsAcceptedDto)),
    400: errorResponse(`Invalid input, or a body over ${ANALYTICS_MAX_BODY_BYTES / 1024} KB`),
    429: rateLimited('analytics requests'),
  },
});

/** The body as JSON whatever its declared type; junk is a 400 naming the body, never a 500. */
async function readBody(c: Context<AppEnv>): Promise<AnalyticsBody> {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw badRequest(ANALYTICS_MESSAGES.notJson, 'body');
  }
  const parsed = AnalyticsBody.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error, 'body');
  return parsed.data;
}

export const aux = apiApp()
  .openapi(route, async (c) => {
    const body = await readBody(c);
    const viewer = c.var.viewer;
    const header = (name: string) => c.req.header(name) ?? null;
    const skip = notCounted({
      userAgent: header('user-agent'),
      secPurpose: header('sec-purpose'),
      purpose: header('purpose'),
      xMoz: header('x-moz'),
      dnt: header('dnt'),
      secGpc: header('sec-gpc'),
      role: viewer?.role ?? null,
    });
    if (skip) return accepted(c, { accepted: 0 });
    const now = nowSeconds();
    // Per session: the signed-in session, else the browser's own id (a.uid).
    const key = viewer ? `analytics:s:${viewer.jti}` : `analytics:b:${body.sessionId}`;
    const attempt = await hit(c.get('db'), { key, ...ANALYTICS_LIMIT }, now);
    if (!attempt.allowed) throw tooManyRequests(ANALYTICS_MESSAGES.tooMany, attempt.retryAfter);
    const events = toEvents(body, { userId: viewer?.id ?? null, anonId: body.sessionId, now, newId: () => crypto.randomUUID() });
    await c.env.JOBS.send({ kind: 'analytics.events', id: crypto.randomUUID(), events });
    return accepted(c, { accepted: events.length });
  })
  .openapi(nucleusRoute, async (c) => {
    const now = nowSeconds();
    const attempt = await hit(c.get('db'), { key: `nucleus:${c.var.viewer.id}`, ...NUCLEUS_LIMIT }, now);
    if (!attempt.allowed) throw tooManyRequests('Too many events. Please try again later.', attempt.retryAfter);
    const event = nucleusEvent(c.req.valid('json').event, c.var.viewer, now);
    await c.env.JOBS.send({ kind: 'analytics.events', id: crypto.randomUUID(), events: [event] });
    return accepted(c, { accepted: 1 });
  });
