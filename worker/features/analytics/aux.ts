/**
 * @module `POST /aux/analytics`: the reader app's events and spans ("sessionId plus an event or a
 * span"). Validated here, written by the queue consumer in batches so page views never wait on D1.
 */
import { createRoute } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { AnalyticsAcceptedDto, AnalyticsBody } from '../../contracts/analytics';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { accepted } from '../../http/envelope';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { toEvents } from './rules';

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

export const aux = apiApp().openapi(route, async (c) => {
  const events = toEvents(c.req.valid('json'), {
    userId: c.var.viewer?.id ?? null,
    anonId: getCookie(c, 'a.uid') ?? null,
    now: nowSeconds(),
    newId: () => crypto.randomUUID(),
  });
  await c.env.JOBS.send({ kind: 'analytics.events', id: crypto.randomUUID(), events });
  return accepted(c, { accepted: events.length });
});
