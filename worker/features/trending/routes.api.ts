/** @module `GET /aux/articles/trending`: the active trending view as JSON. */
import { createRoute, z } from '@hono/zod-openapi';
import { ErrorEnvelopeDto, TrendingViewDto } from '../../contracts/articles';
import { notFound } from '../../http/errors';
import { ok } from '../../http/envelope';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { loadActiveView } from './queries';
import { assembleView } from './view';

const route = createRoute({
  method: 'get',
  path: '/articles/trending',
  summary: 'The active trending view: zones in order with their articles and tags',
  responses: {
    200: { description: 'The active view', content: { 'application/json': { schema: z.object({ data: TrendingViewDto }) } } },
    404: { description: 'No active view', content: { 'application/json': { schema: ErrorEnvelopeDto } } },
  },
});

export const trendingApi = apiApp().openapi(route, async (c) => {
  const viewer = c.get('viewer');
  const rows = await loadActiveView(c.get('db'), viewer?.id ?? null);
  if (!rows) throw notFound('No active trending view');
  return ok(c, assembleView(rows, viewer, nowSeconds()));
});
