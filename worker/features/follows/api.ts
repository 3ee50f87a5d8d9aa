/**
 * @module Follow lists and follows under /api: `GET /tags` (type, query, state, page, count; with
 * the reader's followed flag), `GET /my-tags?type=`, `POST|DELETE /tags/{id}/follow`,
 * `GET /curators?query=`, `GET /my-curators`, `POST|DELETE /curators/{id}/follow`, and one of each:
 * `GET /tags/{id}`, `GET /curators/{id}` (with the reader's followed flag).
 * The spec's "GET /tags/{id} to follow" and "GET /curators/{id}/follow, /unfollow" become POST and
 * DELETE: a GET must never change state (a prefetch or a link would follow). docs/decisions/014.
 */
import { type RouteHandler, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { TagDto } from '../../contracts/articles';
import { dataOf, errorResponse, jsonResponse, pagedOf } from '../../contracts/envelope';
import type { FollowKind } from '../../contracts/follows';
import { STATE_CODES } from '../../contracts/states';
import type { Db } from '../../db/client';
import { TAG_TYPES } from '../../db/schema';
import type { AppEnv } from '../../env';
import { nextCursor } from '../../http/cursor';
import { ok, paged } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { readerRoute, route } from '../../http/routes';
import { CursorQuery, cursorKey, IdParam, pagedQuery } from '../../http/schemas';
import { apiApp } from '../../http/validate';
import { toTagDto } from '../articles/dto';
import { setFollow } from './actions';
import { CURATOR_CURSOR, curatorKey, tagCursorKinds, tagKey } from './cursors';
import { type CuratorRow, curatorById, listCurators, listTags, type MyTagRow, myCurators, myTags, tagById } from './queries';

const FollowTagDto = TagDto.extend({ followed: z.boolean() }).openapi('FollowTag');
const CuratorDto = z
  .object({ id: z.number().int(), name: z.string(), username: z.string(), avatar_url: z.string().nullable(), followed: z.boolean() })
  .openapi('Curator');
const Followed = z.object({ id: z.number().int(), followed: z.boolean() });

const tagType = z.enum(TAG_TYPES, { message: `type must be one of ${TAG_TYPES.join(', ')}` });
const query = z.string().max(100, 'query must be 100 characters or fewer').optional();

// A list's rows carry the SQL flag (0/1); the reader's own follows are followed by definition (true).
const toTag = (r: MyTagRow & { followed: number | boolean }) => ({ ...toTagDto(r), followed: Boolean(r.followed) });
const toCurator = (r: Omit<CuratorRow, 'followed'> & { followed: number | boolean }) => ({
  id: r.id,
  name: r.name,
  username: r.username,
  avatar_url: r.avatarUrl,
  followed: Boolean(r.followed),
});
const tagsRoute = route('get', '/tags', {
  summary: 'List tags by name, with whether the reader follows each',
  request: {
    query: pagedQuery({
      type: tagType.optional(),
      query,
      state: z
        .string()
        .transform((s) => s.trim().toUpperCase())
        .refine((s) => s === '' || STATE_CODES.has(s), 'state must be a two-letter US state code')
        .optional()
        .openapi({ description: "location tags of one state (e.g. TX); empty = 'Any State'" }),
      cursor: CursorQuery,
    }),
  },
  responses: {
    200: jsonResponse('A page of tags; meta.paging.cursor asks for the next one', pagedOf(FollowTagDto)),
    400: errorResponse('Invalid filter or paging (path names it)'),
  },
});

const myTagsRoute = readerRoute('get', '/my-tags', {
  summary: "The signed-in reader's followed tags",
  request: { query: z.object({ type: tagType.optional() }) },
  responses: { 200: jsonResponse('Followed tags', dataOf(z.array(FollowTagDto))), 400: errorResponse('Invalid type') },
});

const followRoute = (kind: 'tags' | 'curators', method: 'post' | 'delete') =>
  readerRoute(method, `/${kind}/{id}/follow`, {
    summary: `${method === 'post' ? 'Follow' : 'Unfollow'} a ${kind === 'tags' ? 'tag' : 'curator'} (idempotent)`,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('The follow state now', dataOf(Followed)),
      400: errorResponse('Invalid id'),
      404: errorResponse('No such item'),
    },
  });

/** Follow or unfollow (actions.ts, shared with the pages' form posts; an unknown id is a 404). */
const followHandler =
  (kind: FollowKind, followed: boolean): RouteHandler<ReturnType<typeof followRoute>> =>
  async (c) =>
    ok(c, await setFollow(c.get('db'), c.var.viewer.id, kind, c.req.valid('param').id, followed));

const oneRoute = (kind: 'tags' | 'curators') =>
  route('get', `/${kind}/{id}`, {
    summary: kind === 'tags' ? 'One tag, with whether the reader follows it' : 'One curator, with whether the reader follows them',
    request: { params: IdParam },
    responses: {
      200: jsonResponse(kind === 'tags' ? 'The tag' : 'The curator', dataOf(kind === 'tags' ? FollowTagDto : CuratorDto)),
      400: errorResponse('Invalid id'),
      404: errorResponse(kind === 'tags' ? "'Tag not found'" : "'Curator not found'"),
    },
  });

/** One tag or curator with the reader's followed flag (a reader's answer is never cached). */
async function readOne<R>(
  c: Context<AppEnv>,
  read: (db: Db, id: number, viewerId: number | null) => Promise<R | undefined>,
  id: number,
  missing: string,
) {
  const viewer = c.var.viewer;
  if (viewer) c.header('Cache-Control', 'private, no-store');
  const row = await read(c.get('db'), id, viewer?.id ?? null);
  if (!row) throw notFound(missing);
  return row;
}

const curatorsRoute = route('get', '/curators', {
  summary: 'List curators by name (optional query), with whether the reader follows each',
  request: { query: pagedQuery({ query, cursor: CursorQuery }) },
  responses: {
    200: jsonResponse('A page of curators; meta.paging.cursor asks for the next one', pagedOf(CuratorDto)),
    400: errorResponse('Invalid query or paging'),
  },
});

const myCuratorsRoute = readerRoute('get', '/my-curators', {
  summary: "The signed-in reader's followed curators",
  responses: { 200: jsonResponse('Followed curators', dataOf(z.array(CuratorDto))) },
});

export const followsApi = apiApp()
  .openapi(tagsRoute, async (c) => {
    const { page, count, type, query: q, state, cursor } = c.req.valid('query');
    const viewer = c.var.viewer;
    if (viewer) c.header('Cache-Control', 'private, no-store');
    const after = cursorKey(cursor, tagCursorKinds(type));
    const { rows, total } = await listTags(
      c.get('db'),
      { type, query: q, state: state || null, viewerId: viewer?.id ?? null },
      page,
      count,
      after,
    );
    return paged(
      c,
      rows.map(toTag),
      page,
      count,
      total,
      nextCursor(rows, count, (r) => tagKey(type, r)),
    );
  })
  .openapi(myTagsRoute, async (c) => {
    const viewer = c.var.viewer;
    const rows = await myTags(c.get('db'), viewer.id, c.req.valid('query').type);
    return ok(c, rows.map(toTag));
  })
  .openapi(oneRoute('tags'), async (c) => ok(c, toTag(await readOne(c, tagById, c.req.valid('param').id, 'Tag not found'))))
  .openapi(oneRoute('curators'), async (c) => ok(c, toCurator(await readOne(c, curatorById, c.req.valid('param').id, 'Curator not found'))))
  .openapi(followRoute('tags', 'post'), followHandler('tags', true))
  .openapi(followRoute('tags', 'delete'), followHandler('tags', false))
  .openapi(curatorsRoute, async (c) => {
    const { page, count, query: q, cursor } = c.req.valid('query');
    const viewer = c.var.viewer;
    if (viewer) c.header('Cache-Control', 'private, no-store');
    const after = cursorKey(cursor, CURATOR_CURSOR);
    const { rows, total } = await listCurators(c.get('db'), q, viewer?.id ?? null, page, count, after);
    return paged(c, rows.map(toCurator), page, count, total, nextCursor(rows, count, curatorKey));
  })
  .openapi(myCuratorsRoute, async (c) => {
    const viewer = c.var.viewer;
    const rows = await myCurators(c.get('db'), viewer.id);
    return ok(
      c,
      rows.map((r) => toCurator({ ...r, followed: true })),
    );
  })
  .openapi(followRoute('curators', 'post'), followHandler('curators', true))
  .openapi(followRoute('curators', 'delete'), followHandler('curators', false));
