/**
 * @module Back-office API for articles (`/admin/api`, admin only): the list and one article for
 * editing here; the writes (admin-write.ts), tag links (admin-tags.ts) and image uploads
 * (admin-uploads.ts) are mounted with them. Every write adds one audit row to its own batch.
 */
import { AdminArticleDto, AdminArticleListFilter, AdminArticleRowDto, ADMIN_ARTICLE_MESSAGES as M } from '../../contracts/admin-articles';
import { dataOf, errorResponse, jsonResponse, pagedOf } from '../../contracts/envelope';
import { ok, paged } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { adminRoute } from '../../http/routes';
import { commaIds, commaList, IdParam, pagedQuery } from '../../http/schemas';
import { apiApp } from '../../http/validate';
import { toFtsQuery } from '../search/fts';
import { toAdminArticle, toAdminRows } from './admin-dto';
import { getAdminArticle, listAdminArticles } from './admin-queries';
import { tagRoutes } from './admin-tags';
import { uploadRoutes } from './admin-uploads';
import { writeRoutes } from './admin-write';

const list = adminRoute('get', '/articles', {
  summary: 'Articles of every status, newest first (admin)',
  request: {
    query: pagedQuery({
      ...AdminArticleListFilter,
      tags: commaIds.optional().openapi({ description: 'comma-separated tag ids' }),
      scope: commaList.optional().openapi({ description: 'comma-separated tag scopes (type:tag)' }),
    }),
  },
  responses: {
    200: jsonResponse('A page of articles', pagedOf(AdminArticleRowDto)),
    400: errorResponse('A filter is malformed (the error names it), or page goes past page × count = 10000'),
  },
});

const read = adminRoute('get', '/articles/{id}', {
  summary: 'One article for editing, its body whatever its paywall (admin)',
  request: { params: IdParam },
  responses: {
    200: jsonResponse('The article', dataOf(AdminArticleDto)),
    404: errorResponse(`'${M.notFound}'`),
  },
});

export const admin = apiApp()
  .openapi(list, async (c) => {
    const { page, count, status, scheduled, tags, scope, q } = c.req.valid('query');
    const titleQuery = q === undefined ? undefined : toFtsQuery(q);
    if (titleQuery === null) return paged(c, [], page, count, 0);
    const res = await listAdminArticles(
      c.get('db'),
      { status, scheduled, tagIds: tags, scopes: scope, titleQuery },
      page,
      count,
      c.var.viewer.id,
    );
    return paged(c, toAdminRows(res), page, count, res.total);
  })
  .openapi(read, async (c) => {
    const { id } = c.req.valid('param');
    const found = await getAdminArticle(c.get('db'), id, c.var.viewer.id);
    if (!found) throw notFound(M.notFound);
    return ok(c, toAdminArticle(found));
  })
  .route('/', writeRoutes)
  .route('/', tagRoutes)
  .route('/', uploadRoutes);
