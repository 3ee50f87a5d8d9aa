/** @module Reader API for articles: `GET /api/articles` (feed list) and `GET /api/articles/{id}`. */
import { z } from '@hono/zod-openapi';
import { ArticleDto } from '../../contracts/articles';
import { dataOf, errorResponse, jsonResponse, pagedOf } from '../../contracts/envelope';
import { FEED_TEXT } from '../../contracts/feeds';
import { pageGeneration } from '../../http/edge-cache';
import { ok, paged } from '../../http/envelope';
import { notFound, plusRequired } from '../../http/errors';
import { route } from '../../http/routes';
import { commaIds, commaList, IdParam, PageQuery } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { toFtsQuery } from '../search/fts';
import { isSubscribed } from './access';
import { toCardDtos } from './dto';
import { listArticles } from './queries';
import { readArticle } from './read';

const list = route('get', '/articles', {
  summary: 'List published articles, newest first',
  request: {
    query: z.object({
      ...PageQuery,
      tags: commaIds.optional().openapi({ description: 'comma-separated tag ids' }),
      scope: commaList.optional().openapi({ description: 'comma-separated scopes (type:tag, feed:for-me, feed:near-me)' }),
      q: z.string().max(10_000).optional().openapi({ description: 'full-text query' }),
    }),
  },
  responses: {
    200: jsonResponse('A page of articles', pagedOf(ArticleDto)),
    400: errorResponse('Invalid input'),
    403: errorResponse('A personal feed (feed:for-me, feed:near-me) past page 1 without Plus (code plus_required)'),
  },
});

const read = route('get', '/articles/{id}', {
  summary: 'Read one article; gated bodies are replaced by an excerpt',
  request: {
    params: IdParam,
    query: z.object({
      pass: z
        .string()
        .max(2048, 'pass is too long')
        .optional()
        .openapi({ description: 'a share pass from a shared link; a valid one lifts the paywall for this article' }),
    }),
  },
  responses: {
    200: jsonResponse('The article', dataOf(ArticleDto)),
    404: errorResponse('No such article'),
    400: errorResponse('Invalid input'),
  },
});

export const api = apiApp()
  .openapi(list, async (c) => {
    const { page, count, tags, scope, q } = c.req.valid('query');
    const viewer = c.var.viewer;
    // PRODUCT.md: a free reader's personal feeds stop at their first page; further pages are Plus.
    const personal = scope?.find((s) => s === 'feed:for-me' || s === 'feed:near-me');
    if (personal && page > 1 && !(viewer && isSubscribed(viewer.subscriptionEnd, nowSeconds())))
      throw plusRequired(FEED_TEXT[personal === 'feed:near-me' ? 'local' : 'foryou'].subscribe);
    const ftsQuery = q === undefined ? undefined : toFtsQuery(q);
    if (ftsQuery === null) return paged(c, [], page, count, 0);
    const res = await listArticles(c.get('db'), { tagIds: tags, scopes: scope, ftsQuery, viewerId: viewer?.id ?? null }, page, count);
    return paged(c, toCardDtos(res, viewer, nowSeconds()), page, count, res.total);
  })
  .openapi(read, async (c) => {
    const { id } = c.req.valid('param');
    const { pass } = c.req.valid('query');
    const read = await readArticle(c.get('db'), c.env.SHARE_PASS_SECRET, id, c.var.viewer, pass, nowSeconds(), await pageGeneration(c.env));
    if (!read) throw notFound('Article not found');
    // A body unlocked by a pass in the URL must not be kept by any shared cache.
    if (pass !== undefined) c.header('Cache-Control', 'private, no-store');
    return ok(c, read.article);
  });
