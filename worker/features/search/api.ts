/** @module Search API: `GET /api/search?q=`, ranked articles and tags for the reader's text. */
import { createRoute, z } from '@hono/zod-openapi';
import { SearchResultDto } from '../../contracts/articles';
import { dataOf, jsonResponse } from '../../contracts/envelope';
import { readerTier } from '../../contracts/plus';
import { searchableText } from '../../contracts/search';
import { ok } from '../../http/envelope';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { EMPTY_RESULT, toSearchResult } from './dto';
import { toFtsQuery } from './fts';
import { search } from './queries';

const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  summary:
    'Search published articles (title, tag names, and the body where the reader may read it, else its excerpt) and tags; prefix matching, best match first',
  request: {
    query: z.object({
      // Any text is accepted: FTS syntax is neutralised by toFtsQuery and only the first 10,000
      // characters count, so a reader's input never turns into a 400 or a 500.
      q: z.string().optional().openapi({ description: 'search text; blank gives empty lists', example: 'harbour' }),
    }),
  },
  responses: {
    200: jsonResponse('Matching articles and tags', dataOf(SearchResultDto)),
  },
});

export const api = apiApp().openapi(searchRoute, async (c) => {
  const text = searchableText(c.req.valid('query').q);
  const ftsQuery = text === null ? null : toFtsQuery(text);
  // Results depend on the viewer's marks and change as articles publish: never cached.
  c.header('Cache-Control', 'no-store');
  if (ftsQuery === null) return ok(c, EMPTY_RESULT);
  const viewer = c.var.viewer;
  const now = nowSeconds();
  const found = await search(c.get('db'), ftsQuery, viewer?.id ?? null, readerTier(viewer, now));
  return ok(c, toSearchResult(found, viewer, now));
});
