/**
 * @module `GET /api/bookmarks?page&count`: the signed-in reader's saved articles, newest first
 * (spec: list bookmarks page 1, size 100). Bodies never travel here: cards only.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { BOOKMARKS_PAGE_SIZE } from '../../contracts/account';
import { ArticleDto, PagingDto } from '../../contracts/articles';
import { paged } from '../../http/envelope';
import { errorResponse, PageQuery } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { signedInReader } from '../account/guard';
import { groupTags, toArticleDto } from '../articles/dto';
import { listBookmarks } from './queries';

const route = createRoute({
  method: 'get',
  path: '/bookmarks',
  summary: "The signed-in reader's saved articles, newest bookmark first",
  request: { query: z.object({ page: PageQuery.page, count: PageQuery.count.default(BOOKMARKS_PAGE_SIZE) }) },
  responses: {
    200: {
      description: 'A page of saved articles',
      content: { 'application/json': { schema: z.object({ data: z.array(ArticleDto), meta: z.object({ paging: PagingDto }) }) } },
    },
    400: errorResponse('Invalid paging'),
    401: errorResponse("'No user logged in'"),
  },
});

export const bookmarksApi = apiApp().openapi(route, async (c) => {
  const viewer = signedInReader(c);
  const { page, count } = c.req.valid('query');
  const res = await listBookmarks(c.get('db'), viewer.id, page, count);
  const tagsOf = groupTags(res.tagRows);
  const now = nowSeconds();
  return paged(
    c,
    res.rows.map((r) => toArticleDto(r, tagsOf, res.marks, viewer, null, now)),
    page,
    count,
    res.total,
  );
});
