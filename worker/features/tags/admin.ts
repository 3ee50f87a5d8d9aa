/**
 * @module Back-office API for tags (spec §7 Tags): `GET /admin/api/tags` (type, page, count,
 * query), `GET /admin/api/tags/{id}`, `POST /admin/api/tags`, `PATCH /admin/api/tags/{id}` and
 * `DELETE /admin/api/tags/{id}` (`?confirm=true` for a tag in use). Admin only.
 */
import { z } from '@hono/zod-openapi';
import { TagAdminDto, TagCreateBody, TagDeleteQuery, TagDetailDto, TagListQuery, TagPatchBody } from '../../contracts/admin-tags';
import { dataOf, errorResponse, jsonResponse, pagedOf } from '../../contracts/envelope';
import { adminCtx } from '../../http/admin-context';
import { created, ok, paged } from '../../http/envelope';
import { adminOpWith, adminRecord, jsonBodies } from '../../http/routes';
import { depthChecked, IdParam, PageQuery } from '../../http/schemas';
import { apiApp } from '../../http/validate';
import { changeTag, createTag, readTagDetail, removeTag } from './admin-actions';
import { listTagsAdmin, toTagAdminDto } from './admin-queries';

const body = jsonBodies(
  "A field is invalid (path names it), e.g. 'A location tag ends with a dash and a two-letter US state code, like Austin-TX.'",
);

const tag = adminRecord(IdParam, errorResponse('Tag not found'));
const taken = errorResponse('A tag of this type already has this key (path: tag)');

const list = adminOpWith(
  'get /tags',
  'List tags by name (admin)',
  { query: depthChecked(TagListQuery.extend(PageQuery)) },
  {
    200: jsonResponse('One page of tags', pagedOf(TagAdminDto)),
    400: errorResponse('A filter is malformed, or page goes past page × count = 10000'),
  },
);
const one = tag('get /tags/{id}', 'One tag and what uses it (admin)', { 200: jsonResponse('The tag', dataOf(TagDetailDto)) });
const create = adminOpWith('post /tags', 'Create a tag (admin)', body(TagCreateBody, 'AdminTagCreate'), {
  201: jsonResponse('The new tag', dataOf(TagAdminDto)),
  409: taken,
});
const patch = tag.with('patch /tags/{id}', 'Change a tag (admin)', body(TagPatchBody, 'AdminTagPatch'), {
  200: jsonResponse('The changed tag', dataOf(TagAdminDto)),
  409: taken,
});
const remove = tag.with(
  'delete /tags/{id}',
  'Delete a tag (admin); one in use only with confirm=true, which removes it from everything that uses it',
  { query: TagDeleteQuery },
  {
    200: jsonResponse('The tag is gone', dataOf(z.object({ id: z.number().int() }))),
    409: errorResponse("In use and not confirmed: 'This tag is used by 3 articles. Delete it and remove it from them?' (path: confirm)"),
  },
);

export const admin = apiApp()
  .openapi(list, async (c) => {
    const q = c.req.valid('query');
    const { rows, total } = await listTagsAdmin(c.get('db'), { type: q.type, query: q.query }, q.page, q.count);
    return paged(c, rows.map(toTagAdminDto), q.page, q.count, total);
  })
  .openapi(one, async (c) => ok(c, await readTagDetail(c.get('db'), c.req.valid('param').id)))
  .openapi(create, async (c) => created(c, await createTag(adminCtx(c), c.req.valid('json'))))
  .openapi(patch, async (c) => ok(c, await changeTag(adminCtx(c), c.req.valid('param').id, c.req.valid('json'))))
  .openapi(remove, async (c) => ok(c, await removeTag(adminCtx(c), c.req.valid('param').id, c.req.valid('query').confirm === true)));
