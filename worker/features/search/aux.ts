/** @module `GET /aux/search-suggestions`: the seven suggested topics the search box offers. */
import { createRoute, z } from '@hono/zod-openapi';
import { TagDto } from '../../contracts/articles';
import { dataOf, jsonResponse } from '../../contracts/envelope';
import { ok } from '../../http/envelope';
import { apiApp } from '../../http/validate';
import { toTagDto } from '../articles/dto';
import { suggestedTopics } from './queries';

const suggestionsRoute = createRoute({
  method: 'get',
  path: '/search-suggestions',
  summary: 'Seven suggested topics (those with the most published articles)',
  responses: {
    200: jsonResponse('Suggested topic tags', dataOf(z.array(TagDto))),
  },
});

export const aux = apiApp().openapi(suggestionsRoute, async (c) => {
  const rows = await suggestedTopics(c.get('db'));
  c.header('Cache-Control', 'public, max-age=300');
  return ok(c, rows.map(toTagDto));
});
