/**
 * @module The comments service under /aux (spec §7): `GET /articles/{articleId}/comments` (older
 * pages by `before_id`, 0 = newest; newer pages by `after_id` and `count`; `reply_to` for a
 * thread), `POST` {body, reply_to}, `PATCH /{commentId}` {body}, `DELETE /{commentId}`.
 */
import { z } from '@hono/zod-openapi';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_POST_LIMIT,
  COMMENT_REPORT_LIMIT,
  COMMENT_REPORT_THRESHOLD,
  COMMENTS_MAX_COUNT,
  COMMENTS_PAGE_SIZE,
  CommentDto,
  REPORT_REASON_MAX_LENGTH,
} from '../../contracts/comments';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { bodyId, textId } from '../../contracts/id-schemas';
import { created, ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { jsonBody, rateLimited, readerRoute, route } from '../../http/routes';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { edit, listPage, post, remove } from './actions';
import { announceReply } from './notify';
import { report } from './reports';

const idMessages = (name: string) => ({
  type: `${name} must be a number`,
  integer: `${name} must be a whole number`,
  min: `${name} must be 1 or more`,
});
const id = (name: string) => textId(idMessages(name));
const ArticleParam = z.object({ articleId: id('articleId') });
const CommentParam = ArticleParam.extend({ commentId: id('commentId') });
/** A comment id to page from, or 0 for the newest page. */
const cursor = (name: string) => textId({ type: `${name} must be a number`, min: `${name} must be 0 or more` }, { orZero: true });

const ListQuery = z.object({
  before_id: cursor('before_id').optional().openapi({ description: 'older page: comments before this id (0 = the newest page)' }),
  after_id: cursor('after_id').optional().openapi({ description: 'newer page: comments after this id, oldest first' }),
  count: z.coerce
    .number({ message: 'count must be a number' })
    .int()
    .min(1, 'count must be 1 or more')
    .max(COMMENTS_MAX_COUNT, `count must be ${COMMENTS_MAX_COUNT} or less`)
    .optional(),
  reply_to: z
    .union([z.literal(''), id('reply_to')])
    .optional()
    .openapi({ description: 'a thread: the replies of this comment (empty = top-level comments)' }),
});

const Body = z
  .string({ message: 'body must be text' })
  .max(COMMENT_MAX_LENGTH * 4, `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`);
const PostBody = z.object({ body: Body, reply_to: bodyId(idMessages('reply_to')).nullable().optional() });
const PatchBody = z.object({ body: Body });
const ReportBody = z.object({
  reason: z
    .string({ message: 'reason must be text' })
    .trim()
    .max(REPORT_REASON_MAX_LENGTH, `A reason can be at most ${REPORT_REASON_MAX_LENGTH} characters.`)
    .optional(),
});

const listRoute = route('get', '/articles/{articleId}/comments', {
  summary: `A page of comments: ${COMMENTS_PAGE_SIZE} older (before_id) or up to count newer (after_id)`,
  request: { params: ArticleParam, query: ListQuery },
  responses: {
    200: jsonResponse('Comments; deleted ones only while they have replies', dataOf(z.array(CommentDto))),
    400: errorResponse('Invalid paging (path names it)'),
    404: errorResponse("'Article not found'"),
  },
});

const postRoute = readerRoute('post', '/articles/{articleId}/comments', {
  summary: `Comment, or reply to a top-level comment (${COMMENT_POST_LIMIT.limit} per ${COMMENT_POST_LIMIT.windowSeconds / 60} minutes per account)`,
  request: {
    params: ArticleParam,
    ...jsonBody(PostBody, 'NewComment', 'Blank or over-long body, or a reply to a reply (path names the field)'),
  },
  responses: {
    201: jsonResponse('The stored comment', dataOf(CommentDto)),
    403: errorResponse('A paid article and a reader without Plus'),
    404: errorResponse("'Article not found'"),
    429: rateLimited('comments from this account'),
  },
});

const patchRoute = readerRoute('patch', '/articles/{articleId}/comments/{commentId}', {
  summary: 'Edit your comment (changed, non-blank text)',
  request: { params: CommentParam, ...jsonBody(PatchBody, 'CommentEdit', 'Blank, over-long or unchanged body') },
  responses: {
    200: jsonResponse('The edited comment', dataOf(CommentDto)),
    403: errorResponse('Not your comment'),
    404: errorResponse("'Comment not found'"),
  },
});

const deleteRoute = readerRoute('delete', '/articles/{articleId}/comments/{commentId}', {
  summary: 'Remove your comment (admins: any); a thread keeps its replies',
  request: { params: CommentParam },
  responses: {
    200: jsonResponse('Removed', dataOf(z.object({ id: z.number().int(), deleted: z.literal(true) }))),
    403: errorResponse('Not your comment'),
    404: errorResponse("'Comment not found'"),
  },
});

const reportRoute = readerRoute('post', '/articles/{articleId}/comments/{commentId}/report', {
  summary: `Report a comment (once per reader; hidden from others at ${COMMENT_REPORT_THRESHOLD} reports until an admin decides; ${COMMENT_REPORT_LIMIT.limit} reports a day per account)`,
  request: { params: CommentParam, ...jsonBody(ReportBody, 'CommentReport', 'Over-long reason, or your own comment') },
  responses: {
    200: jsonResponse('Reported (again: no change)', dataOf(z.object({ id: z.number().int(), reported: z.literal(true) }))),
    404: errorResponse("'Comment not found'"),
    429: rateLimited('reports from this account'),
  },
});

export const aux = apiApp()
  .openapi(listRoute, async (c) => {
    const { articleId } = c.req.valid('param');
    const q = c.req.valid('query');
    if (q.before_id !== undefined && q.after_id !== undefined)
      throw badRequest('Ask for older (before_id) or newer (after_id), not both.', 'after_id');
    const replyTo = q.reply_to === undefined || q.reply_to === '' ? null : q.reply_to;
    const page =
      q.after_id !== undefined
        ? { articleId, replyTo, afterId: q.after_id, count: q.count ?? COMMENTS_PAGE_SIZE }
        : { articleId, replyTo, beforeId: q.before_id ?? 0 };
    const viewer = c.var.viewer;
    c.header('Cache-Control', viewer ? 'private, no-store' : 'no-store');
    return ok(c, await listPage(c.get('db'), page, viewer));
  })
  .openapi(postRoute, async (c) => {
    const { body, reply_to } = c.req.valid('json');
    const { comment, recipients } = await post(
      c.get('db'),
      c.var.viewer,
      c.req.valid('param').articleId,
      body,
      reply_to ?? null,
      nowSeconds(),
    );
    announceReply(c, comment, recipients);
    return created(c, comment);
  })
  .openapi(patchRoute, async (c) => {
    const { articleId, commentId } = c.req.valid('param');
    return ok(c, await edit(c.get('db'), c.var.viewer, articleId, commentId, c.req.valid('json').body, nowSeconds()));
  })
  .openapi(deleteRoute, async (c) => {
    const { articleId, commentId } = c.req.valid('param');
    return ok(c, await remove(c.get('db'), c.var.viewer, articleId, commentId, nowSeconds()));
  })
  .openapi(reportRoute, async (c) => {
    const { articleId, commentId } = c.req.valid('param');
    const reason = c.req.valid('json').reason || null;
    return ok(c, await report(c.get('db'), c.var.viewer, articleId, commentId, reason, nowSeconds()));
  });
