/**
 * @module Search API: `GET /api/search?q=` (reader API: ranked articles and tags) and
 * `GET /aux/search-suggestions` (auxiliary API: the seven suggested topics).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { TagDto } from '../../contracts/articles';
import { searchableText } from '../../contracts/search';
import { ok } from '../../http/envelope';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { toTagDto } from '../articles/dto';
import { EMPTY_RESULT, SearchResultDto, toSearchResult } from './dto';
import { toFtsQuery } from './fts';
import { search, suggestedTopics } from './queries';

const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  summary: 'Search published articles (title, body, tag names) and tags; prefix matching, best match first',
  request: {
    query: z.object({
      // Any text is accepted: FTS syntax is neutralised by toFtsQuery and only the first 10,000
      // characters count, so a reader's input never turns into a 400 or a 500.
      q: z.string().optional().openapi({ description: 'search text; blank gives empty lists', example: 'harbour' }),
    }),
  },
  responses: {
    200: { description: 'Matching articles and tags', content: { 'application/json': { schema: z.object({ data: SearchResultDto }) } } },
  },
});

const suggestionsRoute = createRoute({
  method: 'get',
  path: '/search-suggestions',
  summary: 'Seven suggested topics (those with the most published articles)',
  responses: {
    200: { description: 'Suggested topic tags', content: { 'application/json': { schema: z.object({ data: z.array(TagDto) }) } } },
  },
});

/** Mounted at /api. */
export const searchApi = apiApp().openapi(searchRoute, async (c) => {
  const text = searchableText(c.req.valid('query').q);
  const ftsQuery = text === null ? null : toFtsQuery(text);
  // Results depend on the viewer's marks and change as articles publish: never cached.
  c.header('Cache-Control', 'no-store');
  if (ftsQuery === null) return ok(c, EMPTY_RESULT);
  const viewer = c.get('viewer');
  const found = await search(c.get('db'), ftsQuery, viewer?.id ?? null);
  return ok(c, toSearchResult(found, viewer, nowSeconds()));
});

/** Mounted at /aux. */
export const searchAuxApi = apiApp().openapi(suggestionsRoute, async (c) => {
  const rows = await suggestedTopics(c.get('db'));
  c.header('Cache-Control', 'public, max-age=300');
  return ok(c, rows.map(toTagDto));
});
