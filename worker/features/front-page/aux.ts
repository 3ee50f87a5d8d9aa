/**
 * @module `GET /aux/articles/trending` (the active trending view as JSON) and
 * `GET /aux/articles/icymi` ('In Case You Missed It': 25 articles the zones do not show).
 */
import { z } from '@hono/zod-openapi';
import { ArticleDto, TrendingViewDto } from '../../contracts/articles';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { readerTier } from '../../contracts/plus';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { toCardDtos } from '../articles/dto';
import { ExcludeQuery, ICYMI_COUNT, listIcymi } from './icymi';
import { loadActiveView } from './queries';
import { assembleView, gateZones } from './view';

const viewRoute = route('get', '/articles/trending', {
  summary: 'The active trending view: zones in order with their articles and tags',
  responses: { 200: jsonResponse('The active view', dataOf(TrendingViewDto)), 404: errorResponse('No active view') },
});

const icymi = route('get', '/articles/icymi', {
  summary: "'In Case You Missed It': the newest published articles with a publication tag, minus the excluded ids",
  request: {
    query: z.object({
      exclude: ExcludeQuery.optional().openapi({
        description: 'comma-separated ids of articles already shown (at most 300)',
        example: '12,7,31',
      }),
      count: z.coerce
        .number({ message: 'count must be a number' })
        .int()
        .min(1, 'count must be 1 or more')
        .max(50, 'count must be 50 or less')
        .default(ICYMI_COUNT),
    }),
  },
  responses: {
    200: jsonResponse('Up to `count` articles, newest first', dataOf(z.array(ArticleDto))),
    400: errorResponse('Invalid input'),
  },
});

export const aux = apiApp()
  .openapi(viewRoute, async (c) => {
    const viewer = c.var.viewer;
    const rows = await loadActiveView(c.get('db'), viewer?.id ?? null);
    if (!rows) throw notFound('No active trending view');
    const now = nowSeconds();
    return ok(c, gateZones(assembleView(rows, viewer, now), readerTier(viewer, now)));
  })
  .openapi(icymi, async (c) => {
    const { exclude, count } = c.req.valid('query');
    const viewer = c.var.viewer;
    const res = await listIcymi(c.get('db'), exclude ?? [], count, viewer?.id ?? null);
    return ok(c, toCardDtos(res, viewer, nowSeconds()));
  });
