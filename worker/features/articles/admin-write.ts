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
import { adminCtx } from '../../http/admin-context';
import { created, ok } from '../../http/envelope';
import { adminOpWith, adminRecord, jsonBodies } from '../../http/routes';
import { IdParam } from '../../http/schemas';
import { apiApp } from '../../http/validate';
import { changeArticleAction, createArticleAction, deleteArticleAction, duplicateArticleAction } from './admin-actions';
import { toAdminArticle } from './admin-dto';

const body = jsonBodies(
  `Invalid fields, named by path: title ('${M.titleRequired}', '${M.titleLong}'), scheduled_date ('${M.scheduledPast}'), tags.N ('${M.unknownTag}'), …`,
);
const article = (what: string) => jsonResponse(what, dataOf(AdminArticleDto));
const onArticle = adminRecord(IdParam, errorResponse(`'${M.notFound}'`));

const create = adminOpWith(
  'post /articles',
  'Create an article, then link its tags, in one batch (admin)',
  body(ArticleCreateBody, 'ArticleCreateBody'),
  { 201: article('The new article') },
);
const change = onArticle.with(
  'patch /articles/{id}',
  'Change an article: the changed fields only; tags replaces the list (admin)',
  body(PatchBody, 'ArticlePatchBody'),
  { 200: article('The article as changed') },
);
const remove = onArticle('delete /articles/{id}', 'Delete an article with its tag links, votes, bookmarks and comments (admin)', {
  200: jsonResponse('Deleted', dataOf(AdminArticleDto.pick({ id: true }))),
});
const duplicate = onArticle(
  'post /articles/{id}/duplicate',
  'Copy an article as a draft dated now, titled "Duplicate of …", with the same tags (admin)',
  { 201: article('The copy') },
);

export const writeRoutes = apiApp()
  .openapi(create, async (c) => created(c, toAdminArticle(await createArticleAction(adminCtx(c), c.req.valid('json')))))
  .openapi(change, async (c) => ok(c, toAdminArticle(await changeArticleAction(adminCtx(c), c.req.valid('param').id, c.req.valid('json')))))
  .openapi(remove, async (c) => ok(c, await deleteArticleAction(adminCtx(c), c.req.valid('param').id)))
  .openapi(duplicate, async (c) => created(c, toAdminArticle(await duplicateArticleAction(adminCtx(c), c.req.valid('param').id))));
