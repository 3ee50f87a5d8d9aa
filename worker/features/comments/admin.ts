/**
 * @module Back-office API for comment moderation under /admin/api: the reported queue (reported
 * comments not removed, the most recently reported first, with the reasons given and how many
 * readers gave each), and the decisions: hide, restore (kept), delete (decision 037).
 */
import { z } from '@hono/zod-openapi';
import { MODERATION_FILTERS, ModerationDto, ReportedCommentDto } from '../../contracts/admin-comments';
import { COMMENT_REPORT_THRESHOLD, COMMENT_MESSAGES as M } from '../../contracts/comments';
import { dataOf, errorResponse, jsonResponse, pagedOf } from '../../contracts/envelope';
import { ok, paged } from '../../http/envelope';
import { adminRoute } from '../../http/routes';
import { IdParam, PageQuery } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { decide, removeByAdmin, toReportedDto } from './moderation';
import { reportedQueue } from './moderation-queries';

const QueueQuery = z.object({
  ...PageQuery,
  moderation: z
    .enum(MODERATION_FILTERS, { message: `moderation must be one of ${MODERATION_FILTERS.join(', ')}` })
    .optional()
    .openapi({ description: 'only undecided, kept or hidden comments (all when left out)' }),
});
const Decision = ModerationDto.openapi('ModerationDecision');
const decided = (description: string) => jsonResponse(description, dataOf(Decision));
const missing = errorResponse(`'${M.notFound}' (no such comment, or removed)`);

const queue = adminRoute('get', '/comments/reported', {
  summary: `The reported queue: reported comments not removed, most recently reported first (undecided ones hide at ${COMMENT_REPORT_THRESHOLD} reports) (admin)`,
  request: { query: QueueQuery },
  responses: { 200: jsonResponse('One page of reported comments', pagedOf(ReportedCommentDto.openapi('ReportedComment'))) },
});

const hide = adminRoute('post', '/comments/{id}/hide', {
  summary: 'Hide a comment from readers, whatever its reports (admin)',
  request: { params: IdParam },
  responses: { 200: decided('Hidden'), 404: missing },
});

const restore = adminRoute('post', '/comments/{id}/restore', {
  summary: 'Keep a comment: shown to readers whatever its reports (admin)',
  request: { params: IdParam },
  responses: { 200: decided('Kept'), 404: missing },
});

const remove = adminRoute('delete', '/comments/{id}', {
  summary: 'Remove a comment as its author would: text blanked, replies kept (admin)',
  request: { params: IdParam },
  responses: { 200: decided('Removed'), 404: missing },
});

export const admin = apiApp()
  .openapi(queue, async (c) => {
    const { page, count, moderation } = c.req.valid('query');
    const { rows, total } = await reportedQueue(c.get('db'), moderation, page, count);
    return paged(c, rows.map(toReportedDto), page, count, total);
  })
  .openapi(hide, async (c) => {
    const ctx = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return ok(c, await decide(ctx, c.req.valid('param').id, 'hidden'));
  })
  .openapi(restore, async (c) => {
    const ctx = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return ok(c, await decide(ctx, c.req.valid('param').id, 'kept'));
  })
  .openapi(remove, async (c) => {
    const ctx = { db: c.get('db'), env: c.env, adminId: c.var.viewer.id, now: nowSeconds() };
    return ok(c, await removeByAdmin(ctx, c.req.valid('param').id));
  });
