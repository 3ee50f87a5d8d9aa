/**
 * @module Back-office API for tags (spec §7 Tags): `GET /admin/api/tags` (type, page, count,
 * query), `GET /admin/api/tags/{id}`, `POST /admin/api/tags`, `PATCH /admin/api/tags/{id}` and
 * `DELETE /admin/api/tags/{id}` (`?confirm=true` for a tag in use). Admin only.
 */
import { z } from '@hono/zod-openapi';
import { TagAdminDto, TagCreateBody, TagDeleteQuery, TagDetailDto, TagListQuery, TagPatchBody } from '../../contracts/admin-tags';
import { dataOf, errorResponse, jsonResponse, pagedOf } from '../../contracts/envelope';
import { created, ok, paged } from '../../http/envelope';
import { adminRoute, jsonBody } from '../../http/routes';
import { IdParam, PageQuery } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { changeTag, createTag, readTagDetail, removeTag } from './admin-actions';
import { listTagsAdmin, toTagAdminDto } from './admin-queries';

const INVALID =
  "A field is invalid (path names it), e.g. 'A location tag ends with a dash and a two-letter US state code, like Austin-TX.'";

const list = adminRoute('get', '/tags', {
  summary: 'List tags by name (admin)',
  request: { query: TagListQuery.extend(PageQuery) },
  responses: { 200: jsonResponse('One page of tags', pagedOf(TagAdminDto)), 400: errorResponse('A filter is malformed') },
});

const one = adminRoute('get', '/tags/{id}', {
  summary: 'One tag and what uses it (admin)',
  request: { params: IdParam },
  responses: { 200: jsonResponse('The tag', dataOf(TagDetailDto)), 404: errorResponse('Tag not found') },
});

const create = adminRoute('post', '/tags', {
  summary: 'Create a tag (admin)',
  request: jsonBody(TagCreateBody, 'AdminTagCreate', INVALID),
  responses: {
    201: jsonResponse('The new tag', dataOf(TagAdminDto)),
    409: errorResponse('A tag of this type already has this key (path: tag)'),
  },
});

const patch = adminRoute('patch', '/tags/{id}', {
  summary: 'Change a tag (admin)',
  request: { params: IdParam, ...jsonBody(TagPatchBody, 'AdminTagPatch', INVALID) },
  responses: {
    200: jsonResponse('The changed tag', dataOf(TagAdminDto)),
    404: errorResponse('Tag not found'),
    409: errorResponse('A tag of this type already has this key (path: tag)'),
  },
});

const remove = adminRoute('delete', '/tags/{id}', {
  summary: 'Delete a tag (admin); one in use only with confirm=true, which removes it from everything that uses it',
  request: { params: IdParam, query: TagDeleteQuery },
  responses: {
    200: jsonResponse('The tag is gone', dataOf(z.object({ id: z.number().int() }))),
    404: errorResponse('Tag not found'),
    409: errorResponse("In use and not confirmed: 'This tag is used by 3 articles. Delete it and remove it from them?' (path: confirm)"),
  },
});

export const admin = apiApp()
  .openapi(list, async (c) => {
    const q = c.req.valid('query');
    const { rows, total } = await listTagsAdmin(c.get('db'), { type: q.type, query: q.query }, q.page, q.count);
    return paged(c, rows.map(toTagAdminDto), q.page, q.count, total);
  })
  .openapi(one, async (c) => ok(c, await readTagDetail(c.get('db'), c.req.valid('param').id)))
  .openapi(create, async (c) => {
    const x = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return created(c, await createTag(x, c.req.valid('json')));
  })
  .openapi(patch, async (c) => {
    const x = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return ok(c, await changeTag(x, c.req.valid('param').id, c.req.valid('json')));
  })
  .openapi(remove, async (c) => {
    const x = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return ok(c, await removeTag(x, c.req.valid('param').id, c.req.valid('query').confirm === true));
  });
