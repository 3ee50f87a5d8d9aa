import { AdminArticleDto, ADMIN_ARTICLE_MESSAGES as M, TagIdList } from '../../contracts/admin-articles';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { adminRoute, jsonBody } from '../../http/routes';
import { IdParam, pathId } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { apiApp, validationError } from '../../http/validate';
import { articlesChanged } from './admin-cache';
import { toAdminArticle } from './admin-dto';
import { addArticleTags, getAdminArticle, removeArticleTag } from './admin-queries';
import { firstUnknown, uniqueIds } from './admin-rules';

const TagLinkParams = IdParam.extend({ tagId: pathId('tagId') });

const article = jsonResponse('The article with its tags', dataOf(AdminArticleDto));

const add = adminRoute('post', '/articles/{id}/tags', {
  summary: 'Add tags to an article, after the ones it has (admin)',
  request: {
    params: IdParam,
    ...jsonBody(TagIdList, 'ArticleTagIds', `A JSON array of tag ids; each problem names tags.N ('${M.unknownTag}')`),
  },
  responses: { 200: article, 404: errorResponse(`'${M.notFound}'`) },
});

const remove = adminRoute('delete', '/articles/{id}/tags/{tagId}', {
  summary: 'Remove one tag from an article (admin)',
  request: { params: TagLinkParams },
  responses: { 200: article, 404: errorResponse(`'${M.notFound}'`) },
});

export const tagRoutes = apiApp()
  .openapi(
    add,
    async (c) => {
      const { id } = c.req.valid('param');
      const ids = c.req.valid('json');
      const db = c.get('db');
      const a = await getAdminArticle(db, id, c.var.viewer.id, ids);
      if (!a) throw notFound(M.notFound);
      const bad = firstUnknown(ids, a.knownTags);
      if (bad >= 0) throw badRequest(M.unknownTag, `tags.${bad}`);
      const have = a.tagRows.map((t) => t.id);
      const added = uniqueIds(ids).filter((t) => !have.includes(t));
      if (!added.length) return ok(c, toAdminArticle(a));
      const audit = { action: 'update', entity: 'article', entityId: id, before: { tags: have }, after: { tags: [...have, ...added] } };
      await addArticleTags(db, c.var.viewer.id, id, added, audit, nowSeconds());
      await articlesChanged(c.env, a.row.status);
      return ok(c, toAdminArticle((await getAdminArticle(db, id, c.var.viewer.id)) ?? a));
    },
    // The body is the bare array the spec sends; its problems are named as the article's `tags`.
    (result) => {
      if (result.success) return undefined;
      const { issues } = result.error;
      throw validationError(
        { issues: result.target === 'json' ? issues.map((i) => ({ ...i, path: ['tags', ...i.path] })) : issues },
        result.target,
      );
    },
  )
  .openapi(remove, async (c) => {
    const { id, tagId } = c.req.valid('param');
    const db = c.get('db');
    const a = await getAdminArticle(db, id, c.var.viewer.id);
    if (!a) throw notFound(M.notFound);
    const have = a.tagRows.map((t) => t.id);
    if (!have.includes(tagId)) return ok(c, toAdminArticle(a));
    const audit = {
      action: 'update',
      entity: 'article',
      entityId: id,
      before: { tags: have },
      after: { tags: have.filter((t) => t !== tagId) },
    };
    await removeArticleTag(db, c.var.viewer.id, id, tagId, audit, nowSeconds());
    await articlesChanged(c.env, a.row.status);
    return ok(c, toAdminArticle((await getAdminArticle(db, id, c.var.viewer.id)) ?? a));
  });
