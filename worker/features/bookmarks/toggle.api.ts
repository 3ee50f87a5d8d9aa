/**
 * @module Saving and unsaving an article: `POST` / `DELETE /api/articles/{id}/bookmark` (the spec's
 * "GET / DELETE web /articles/{id}/bookmark"; a GET must never change state, so saving is a POST,
 * as decision 014 does for follows). Both are idempotent and answer the article's new state.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { articles, bookmarks } from '../../db/schema';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { errorResponse, IdParam } from '../../http/schemas';
import { apiApp } from '../../http/validate';
import { signedInReader } from '../account/guard';

const State = z.object({ data: z.object({ id: z.number().int(), bookmarked: z.boolean() }) });

const route = (method: 'post' | 'delete') =>
  createRoute({
    method,
    path: '/articles/{id}/bookmark',
    summary: method === 'post' ? 'Save an article (idempotent)' : 'Remove a saved article (idempotent)',
    security: [{ session: [] }],
    request: { params: IdParam },
    responses: {
      200: { description: 'The new state', content: { 'application/json': { schema: State } } },
      401: errorResponse("'No user logged in'"),
      404: errorResponse('No such article'),
    },
  });

export const bookmarkToggleApi = apiApp()
  .openapi(route('post'), async (c) => {
    const viewer = signedInReader(c);
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const [article] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.id, id), eq(articles.status, 'published')))
      .limit(1);
    if (!article) throw notFound('Article not found');
    await db.insert(bookmarks).values({ userId: viewer.id, articleId: id }).onConflictDoNothing();
    return ok(c, { id, bookmarked: true });
  })
  .openapi(route('delete'), async (c) => {
    const viewer = signedInReader(c);
    const { id } = c.req.valid('param');
    await c
      .get('db')
      .delete(bookmarks)
      .where(and(eq(bookmarks.userId, viewer.id), eq(bookmarks.articleId, id)));
    return ok(c, { id, bookmarked: false });
  });
