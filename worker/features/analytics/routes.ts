/**
 * @module `POST /aux/analytics`: the reader app's events and spans ("sessionId plus an event or a
 * span"). Validated here, written by the queue consumer in batches so page views never wait on D1.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { ErrorEnvelopeDto } from '../../contracts/articles';
import { accepted } from '../../http/envelope';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import type { AnalyticsEvent } from '../../queue/messages';

const Item = z.strictObject({
  name: z.string().trim().min(1, 'name is required').max(100),
  data: z.record(z.string(), z.unknown()).optional(),
  // Epoch milliseconds on the client; clamped server-side to a sane window.
  timestamp: z.number().int().positive().optional(),
});

const Body = z
  .strictObject({
    sessionId: z.string().trim().min(1, 'sessionId is required').max(100),
    event: Item.optional(),
    span: Item.extend({ duration: z.number().nonnegative().max(86_400_000).optional() }).optional(),
    events: z.array(Item).max(50, 'at most 50 events per request').optional(),
  })
  .refine((b) => b.event || b.span || b.events?.length, { message: 'an event or a span is required', path: ['event'] });

const route = createRoute({
  method: 'post',
  path: '/analytics',
  summary: 'Record analytics events or spans (batched through the queue)',
  request: { body: { required: true, content: { 'application/json': { schema: Body } } } },
  responses: {
    202: {
      description: 'Accepted for processing',
      content: { 'application/json': { schema: z.object({ data: z.object({ accepted: z.number().int() }) }) } },
    },
    400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorEnvelopeDto } } },
  },
});

export const analyticsApi = apiApp().openapi(route, async (c) => {
  const body = c.req.valid('json');
  const now = nowSeconds();
  const viewer = c.get('viewer');
  const anonId = getCookie(c, 'a.uid') ?? null;
  const toEvent = (kind: 'event' | 'span', item: z.infer<typeof Item> & { duration?: number }): AnalyticsEvent => {
    const at = item.timestamp ? Math.floor(item.timestamp / 1000) : now;
    return {
      id: crypto.randomUUID(),
      kind,
      name: item.name,
      sessionId: body.sessionId,
      userId: viewer?.id ?? null,
      anonId: anonId?.slice(0, 100) ?? null,
      data:
        item.data || item.duration !== undefined
          ? { ...item.data, ...(item.duration !== undefined ? { duration: item.duration } : {}) }
          : null,
      occurredAt: Math.abs(at - now) > 86_400 ? now : at,
    };
  };
  const events = [
    ...(body.event ? [toEvent('event', body.event)] : []),
    ...(body.span ? [toEvent('span', body.span)] : []),
    ...(body.events ?? []).map((e) => toEvent('event', e)),
  ];
  await c.env.JOBS.send({ kind: 'analytics.events', id: crypto.randomUUID(), events });
  return accepted(c, { accepted: events.length });
});
