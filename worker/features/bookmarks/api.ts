/**
 * @module Bookmarks under /api: `GET /bookmarks?page&count`, the signed-in reader's saved articles,
 * newest first (spec: list bookmarks page 1, size 100; cards only, never bodies), and saving and
 * unsaving one article, `POST` / `DELETE /articles/{id}/bookmark` (the spec's "GET / DELETE web
 * /articles/{id}/bookmark"; a GET must never change state, so saving is a POST, as decision 014
 * does for follows). Both are idempotent and answer the article's new state.
 */
import { z } from '@hono/zod-openapi';
import { BOOKMARKS_PAGE_SIZE } from '../../contracts/account';
import { ArticleDto } from '../../contracts/articles';
import { dataOf, errorResponse, jsonResponse, pagedOf } from '../../contracts/envelope';
import { nextCursor } from '../../http/cursor';
import { ok, paged } from '../../http/envelope';
import { readerRoute } from '../../http/routes';
import { CursorQuery, cursorKey, IdParam, PageQuery, pagedQuery } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { toCardDtos } from '../articles/dto';
import { saveArticle, unsaveArticle } from './actions';
import { BOOKMARK_CURSOR, bookmarkKey, listBookmarks } from './queries';

const listRoute = readerRoute('get', '/bookmarks', {
  summary: "The signed-in reader's saved articles, newest bookmark first",
  request: { query: pagedQuery({ count: PageQuery.count.default(BOOKMARKS_PAGE_SIZE), cursor: CursorQuery }) },
  responses: {
    200: jsonResponse('A page of saved articles; meta.paging.cursor asks for the next one', pagedOf(ArticleDto)),
    400: errorResponse('Invalid paging (page past the depth, or a cursor this list did not give)'),
  },
});

const State = z.object({ id: z.number().int(), bookmarked: z.boolean() });

const toggleRoute = (method: 'post' | 'delete') =>
  readerRoute(method, '/articles/{id}/bookmark', {
    summary: method === 'post' ? 'Save an article (idempotent)' : 'Remove a saved article (idempotent)',
    security: [{ session: [] }],
    request: { params: IdParam },
    responses: {
      200: jsonResponse('The new state', dataOf(State)),
      404: errorResponse(method === 'post' ? 'No such published article' : 'No such article'),
    },
  });

export const bookmarksApi = apiApp()
  .openapi(listRoute, async (c) => {
    const viewer = c.var.viewer;
    const { page, count, cursor } = c.req.valid('query');
    const res = await listBookmarks(c.get('db'), viewer.id, page, count, cursorKey(cursor, BOOKMARK_CURSOR));
    return paged(c, toCardDtos(res, viewer, nowSeconds()), page, count, res.total, nextCursor(res.rows, count, bookmarkKey));
  })
  .openapi(toggleRoute('post'), async (c) => {
    const { id } = c.req.valid('param');
    await saveArticle(c.get('db'), c.var.viewer.id, id);
    return ok(c, { id, bookmarked: true });
  })
  .openapi(toggleRoute('delete'), async (c) => {
    const { id } = c.req.valid('param');
    await unsaveArticle(c.get('db'), c.var.viewer.id, id);
    return ok(c, { id, bookmarked: false });
  });
