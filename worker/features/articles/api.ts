/** @module Reader API for articles: `GET /api/articles` (feed list) and `GET /api/articles/{id}`. */
import { z } from '@hono/zod-openapi';
import { pageGeneration } from '../../cache';
import { ScheduledFilter, StatusFilter } from '../../contracts/admin-articles';
import { editorOnlyField, listScopes, personalFeed } from '../../contracts/article-list';
import { ArticleDto } from '../../contracts/articles';
import { dataOf, errorResponse, jsonResponse, pagedOf } from '../../contracts/envelope';
import { FEED_TEXT } from '../../contracts/feeds';
import { readerTier } from '../../contracts/plus';
import { parseStateFilter } from '../../contracts/states';
import { ok, paged } from '../../http/envelope';
import { forbidden, notFound, plusRequired } from '../../http/errors';
import { route } from '../../http/routes';
import { commaIds, commaList, IdParam, pagedQuery } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { toFtsQuery } from '../search/fts';
import { isSubscribed } from './access';
import { toCardDtos } from './dto';
import { listFeed } from './feed-queries';
import { readArticle } from './read';

const list = route('get', '/articles', {
  summary: 'List articles, newest first: a signed-in reader’s feed (feed:for-me) unless a scope or q is given',
  request: {
    query: pagedQuery({
      tags: commaIds.optional().openapi({ description: 'comma-separated tag ids' }),
      scope: commaList.optional().openapi({
        description: 'comma-separated scopes (type:tag, feed:for-me, feed:near-me); default feed:for-me for a signed-in reader',
      }),
      q: z
        .string()
        .max(10_000, 'q is too long')
        .optional()
        .openapi({ description: 'full-text query; without a scope it searches every story' }),
      status: StatusFilter.openapi({ description: 'published (default); drafted is for editors' }),
      scheduled: ScheduledFilter.openapi({ description: 'true: only scheduled drafts (editors only; forces status drafted)' }),
      state: z
        .string()
        .refine((v) => parseStateFilter(v) !== null, 'state must be a US state code such as TX')
        .transform((v) => parseStateFilter(v) as string)
        .optional()
        .openapi({ description: 'two-letter state code: only articles with a location tag of that state' }),
    }),
  },
  responses: {
    200: jsonResponse('A page of articles; meta.paging.total counts up to 10000, the rows a list serves', pagedOf(ArticleDto)),
    400: errorResponse('Invalid input (the error names the field; so does a page past page × count = 10000)'),
    403: errorResponse(
      'page 2+ of a personal feed without Plus (plus_required); status=drafted or scheduled=true without the admin role (forbidden)',
    ),
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
    const { page, count, tags, scope, q, status, scheduled, state } = c.req.valid('query');
    const viewer = c.var.viewer;
    const call = { scope, q, status, scheduled };
    // Readers only ever list published articles; drafts and the scheduled list are the editors'.
    const editorField = editorOnlyField(call);
    if (editorField && viewer?.role !== 'admin') throw forbidden('Only editors may list drafted or scheduled articles', editorField);
    if (editorField) c.header('Cache-Control', 'private, no-store');
    const scopes = listScopes(call, viewer !== null);
    // PRODUCT.md: a free reader's personal feeds stop at their first page; further pages are Plus.
    const personal = personalFeed(scopes);
    if (personal && page > 1 && !(viewer && isSubscribed(viewer.subscriptionEnd, nowSeconds())))
      throw plusRequired(FEED_TEXT[personal === 'feed:near-me' ? 'local' : 'foryou'].subscribe);
    const ftsQuery = q === undefined ? undefined : toFtsQuery(q);
    if (ftsQuery === null) return paged(c, [], page, count, 0);
    const tier = readerTier(viewer, nowSeconds());
    const filter = { tagIds: tags, scopes, ftsQuery, tier, state, status, scheduled, viewerId: viewer?.id ?? null };
    const res = await listFeed(c.get('db'), filter, page, count);
    return paged(c, toCardDtos(res, viewer, nowSeconds()), page, count, res.total ?? 0);
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
