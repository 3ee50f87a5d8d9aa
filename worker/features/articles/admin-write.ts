/**
 * @module The back office's article writes: create, change, delete, duplicate. What each does is
 * in admin-actions.ts, shared with the /admin/articles form posts: bodies sanitized on write, their
 * plain text kept for search and excerpts, one batch with the audit row, readers' caches told.
 */
import {
  AdminArticleDto,
  ArticleCreateBody,
  ADMIN_ARTICLE_MESSAGES as M,
  ArticlePatchBody as PatchBody,
} from '../../contracts/admin-articles';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { created, ok } from '../../http/envelope';
import { adminRoute, jsonBody } from '../../http/routes';
import { IdParam } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { changeArticleAction, createArticleAction, deleteArticleAction, duplicateArticleAction } from './admin-actions';
import { toAdminArticle } from './admin-dto';

const INVALID = `Invalid fields, named by path: title ('${M.titleRequired}', '${M.titleLong}'), scheduled_date ('${M.scheduledPast}'), tags.N ('${M.unknownTag}'), …`;
const article = (what: string) => jsonResponse(what, dataOf(AdminArticleDto));
const missing = errorResponse(`'${M.notFound}'`);

const create = adminRoute('post', '/articles', {
  summary: 'Create an article, then link its tags, in one batch (admin)',
  request: jsonBody(ArticleCreateBody, 'ArticleCreateBody', INVALID),
  responses: { 201: article('The new article') },
});

const change = adminRoute('patch', '/articles/{id}', {
  summary: 'Change an article: the changed fields only; tags replaces the list (admin)',
  request: { params: IdParam, ...jsonBody(PatchBody, 'ArticlePatchBody', INVALID) },
  responses: { 200: article('The article as changed'), 404: missing },
});

const remove = adminRoute('delete', '/articles/{id}', {
  summary: 'Delete an article with its tag links, votes, bookmarks and comments (admin)',
  request: { params: IdParam },
  responses: { 200: jsonResponse('Deleted', dataOf(AdminArticleDto.pick({ id: true }))), 404: missing },
});

const duplicate = adminRoute('post', '/articles/{id}/duplicate', {
  summary: 'Copy an article as a draft dated now, titled "Duplicate of …", with the same tags (admin)',
  request: { params: IdParam },
  responses: { 201: article('The copy'), 404: missing },
});

export const writeRoutes = apiApp()
  .openapi(create, async (c) => {
    const x = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return created(c, toAdminArticle(await createArticleAction(x, c.req.valid('json'))));
  })
  .openapi(change, async (c) => {
    const x = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return ok(c, toAdminArticle(await changeArticleAction(x, c.req.valid('param').id, c.req.valid('json'))));
  })
  .openapi(remove, async (c) => {
    const x = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return ok(c, await deleteArticleAction(x, c.req.valid('param').id));
  })
  .openapi(duplicate, async (c) => {
    const x = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return created(c, toAdminArticle(await duplicateArticleAction(x, c.req.valid('param').id)));
  });
