/**
 * @module Back-office API for comment moderation under /admin/api: the reported queue (reported
 * comments not removed, the most recently reported first, with the reasons given and how many
 * readers gave each), and the decisions: hide, restore (kept), delete (decision 037).
 */
import { z } from '@hono/zod-openapi';
import { MODERATION_FILTERS, ModerationDto, ReportedCommentDto } from '../../contracts/admin-comments';
import { COMMENT_REPORT_THRESHOLD, COMMENT_MESSAGES as M } from '../../contracts/comments';
import { dataOf, errorResponse, jsonResponse, pagedOf } from '../../contracts/envelope';
import { adminCtx } from '../../http/admin-context';
import { ok, paged } from '../../http/envelope';
import { adminOpWith, adminRecord } from '../../http/routes';
import { depthChecked, IdParam, PageQuery } from '../../http/schemas';
import { apiApp } from '../../http/validate';
import { decide, removeByAdmin, toReportedDto } from './moderation';
import { reportedQueue } from './moderation-queries';

const QueueQuery = depthChecked(
  z.object({
    ...PageQuery,
    moderation: z
      .enum(MODERATION_FILTERS, { message: `moderation must be one of ${MODERATION_FILTERS.join(', ')}` })
      .optional()
      .openapi({ description: 'only undecided, kept or hidden comments (all when left out)' }),
  }),
);
const Decision = ModerationDto.openapi('ModerationDecision');
const decided = (description: string) => jsonResponse(description, dataOf(Decision));

const comment = adminRecord(IdParam, errorResponse(`'${M.notFound}' (no such comment, or removed)`));

const queue = adminOpWith(
  'get /comments/reported',
  `The reported queue: reported comments not removed, most recently reported first (undecided ones hide at ${COMMENT_REPORT_THRESHOLD} reports) (admin)`,
  { query: QueueQuery },
  {
    200: jsonResponse('One page of reported comments', pagedOf(ReportedCommentDto.openapi('ReportedComment'))),
    400: errorResponse('A filter is malformed, or page goes past page × count = 10000'),
  },
);
const hide = comment('post /comments/{id}/hide', 'Hide a comment from readers, whatever its reports (admin)', {
  200: decided('Hidden'),
});
const restore = comment('post /comments/{id}/restore', 'Keep a comment: shown to readers whatever its reports (admin)', {
  200: decided('Kept'),
});
const remove = comment('delete /comments/{id}', 'Remove a comment as its author would: text blanked, replies kept (admin)', {
  200: decided('Removed'),
});

export const admin = apiApp()
  .openapi(queue, async (c) => {
    const { page, count, moderation } = c.req.valid('query');
    const { rows, total } = await reportedQueue(c.get('db'), moderation, page, count);
    return paged(c, rows.map(toReportedDto), page, count, total);
  })
  .openapi(hide, async (c) => ok(c, await decide(adminCtx(c), c.req.valid('param').id, 'hidden')))
  .openapi(restore, async (c) => ok(c, await decide(adminCtx(c), c.req.valid('param').id, 'kept')))
  .openapi(remove, async (c) => ok(c, await removeByAdmin(adminCtx(c), c.req.valid('param').id)));
