/**
 * @module `POST /aux/analytics`: the reader app's events and spans ("sessionId plus an event or a
 * span"). Validated here, written by the queue consumer in batches so page views never wait on D1.
 * `POST /aux/nucleus/event`: a growth event (login, signup, subscribe) of a signed-in reader, down
 * the same queue path, once per session and event.
 */
import { createRoute } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { AnalyticsAcceptedDto, AnalyticsBody, NucleusBody } from '../../contracts/analytics';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { accepted } from '../../http/envelope';
import { tooManyRequests } from '../../http/errors';
import { hit } from '../../http/rate-limit';
import { jsonBody, rateLimited, readerRoute } from '../../http/routes';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { nucleusEvent, toEvents } from './rules';

/** Growth events per reader per hour: a page sends one after a sign-in, a sign-up or a subscription. */
export const NUCLEUS_LIMIT = { limit: 30, windowSeconds: 3600 } as const;

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
  summary: 'Record analytics events or spans (batched through the queue)',
  request: { body: { required: true, content: { 'application/json': { schema: AnalyticsBody } } } },
  responses: {
    202: jsonResponse('Accepted for processing', dataOf(AnalyticsAcceptedDto)),
    400: errorResponse('Invalid input'),
  },
});

export const aux = apiApp()
  .openapi(route, async (c) => {
    const events = toEvents(c.req.valid('json'), {
      userId: c.var.viewer?.id ?? null,
      anonId: getCookie(c, 'a.uid') ?? null,
      now: nowSeconds(),
      newId: () => crypto.randomUUID(),
    });
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
