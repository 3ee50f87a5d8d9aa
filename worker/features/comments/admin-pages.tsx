/**
 * @module The comment moderation pages of the back office: the reported queue (read with the
 * same query and DTO as GET /admin/api/comments/reported) and the delete confirmation. The
 * decisions' form posts are in admin-forms.ts.
 */
import { z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { CommentsPage } from '../../../client/server/admin/comments/CommentsPage';
import { MODERATION_FILTERS } from '../../contracts/admin-comments';
import { backPath } from '../../contracts/back';
import { COMMENT_MESSAGES } from '../../contracts/comments';
import { paging } from '../../contracts/envelope';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { adminPage } from '../../http/guards';
import { PageQuery, pageId, withinDepth } from '../../http/schemas';
import { validationError } from '../../http/validate';
import { adminScreen, confirmDelete } from '../back-office/admin-screens';
import { toReportedDto } from './moderation';
import { moderationTarget, reportedQueue } from './moderation-queries';

export const commentPages = new Hono<AppEnv>();

export const QUEUE = '/admin/comments';

/** The API's queue query; the filter bar's "Any" posts an empty value, which means no filter. */
const CommentsQuery = z.object({
  ...PageQuery,
  moderation: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(MODERATION_FILTERS, { message: `moderation must be one of ${MODERATION_FILTERS.join(', ')}` }).optional(),
  ),
});

commentPages.get(QUEUE, adminPage, async (c) => {
  const parsed = CommentsQuery.safeParse(c.req.query());
  if (!parsed.success) throw validationError(parsed.error, 'query');
  const { page, count, moderation } = parsed.data;
  withinDepth(page, count);
  const { rows, total } = await reportedQueue(c.get('db'), moderation, page, count);
  const url = new URL(c.req.url);
  const back = backPath(`${url.pathname}${url.search}`, QUEUE);
  const list = { rows: rows.map(toReportedDto), paging: paging(page, count, total, rows.length), filters: { moderation }, back };
  return adminScreen(c, 'Reported comments', CommentsPage, list);
});

commentPages.get('/admin/comments/:id{[0-9]{1,12}}/delete', adminPage, async (c) => {
  const target = await moderationTarget(c.get('db'), pageId(c.req.param('id'), COMMENT_MESSAGES.notFound));
  if (!target || target.deletedAt !== null) throw notFound(COMMENT_MESSAGES.notFound);
  const back = backPath(c.req.query('back'), QUEUE);
  const excerpt = target.body.length > 200 ? `${target.body.slice(0, 199)}…` : target.body;
  const message = `Delete comment #${target.id} (“${excerpt}”)? Its text is removed for everyone; replies stay. This cannot be undone.`;
  return confirmDelete(c, '/admin/comments', `/admin/comments/${target.id}`, 'comment', message, { cancel: back, back });
});
