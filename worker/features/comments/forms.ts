/**
 * @module The comment forms of the article page, posted without JavaScript (HTML forms cannot send
 * PATCH or DELETE): post or reply, edit, remove and report, each the same action as the aux API,
 * then 303 back to the comment (the page's comment_id / reply_id deep link). A refusal goes back
 * with the spec's failure text as a toast, and a refused post keeps its text in the flash so the
 * form is filled in again.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  COMMENT_FAILURES,
  COMMENT_MAX_LENGTH,
  type CommentDto,
  DRAFT_KEYS,
  COMMENT_MESSAGES as M,
  REPORT_REASON_MAX_LENGTH,
} from '../../contracts/comments';
import { textId } from '../../contracts/id-schemas';
import type { AppEnv } from '../../env';
import { type FormProblem, formRoute } from '../../http/form';
import type { PostedObject } from '../../http/form-parse';
import { type SignedInContext as C, readerPage } from '../../http/guards';
import { pageId } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { edit, post, remove } from './actions';
import { announceReply } from './notify';
import { report } from './reports';

// Oversized text is cut, not refused here: the action's own rule answers with the spec's words.
const text = z.string().transform((s) => s.slice(0, COMMENT_MAX_LENGTH * 4));
const PostFields = z.object({ body: text, reply_to: z.union([z.literal(''), textId({})]).optional() });
const EditFields = z.object({ body: text });
const ReportFields = z.object({ reason: z.string().trim().max(REPORT_REASON_MAX_LENGTH).optional() });

/** Where a comment lives on its page: its thread opened and scrolled to. */
export const commentPath = (c: Pick<CommentDto, 'id' | 'ref_id' | 'reply_to'>) =>
  c.reply_to === null
    ? `/article/${c.ref_id}?comment_id=${c.id}#comment-${c.id}`
    : `/article/${c.ref_id}?comment_id=${c.reply_to}&reply_id=${c.id}#comment-${c.id}`;

// The path's ids: a malformed one is a page that does not exist (http/schemas.ts pageId).
const articleParams = (c: C) => ({ id: pageId(c.req.param('id'), M.articleNotFound) });
const commentParams = (c: C) => ({ ...articleParams(c), commentId: pageId(c.req.param('commentId'), M.notFound) });

/** Where a refused post or reply goes back to: the comments, or the reply's thread. */
function postBack(c: C, replyTo: number | null) {
  const { id } = articleParams(c);
  return replyTo === null ? `/article/${id}#comments` : `/article/${id}?comment_id=${replyTo}#comment-${replyTo}`;
}

/**
 * The action's refusal goes back to the comments (`back`) with `failure` and the server's reason,
 * and `keep` in the flash (a refused post's text, so the box is filled in again). A post that is not
 * the form's own (a crafted one) is the error page, as before it reached the action.
 */
const refused = (
  back: (c: C, posted: PostedObject) => string,
  failure: (reason: string) => string,
  keep?: (posted: PostedObject) => Record<string, string>,
) => ({
  onError: (c: C, _feedback: unknown, { err, invalid, posted }: FormProblem) =>
    invalid
      ? undefined
      : {
          to: back(c, posted),
          toast: { type: 'error' as const, message: failure(err.items[0]?.message ?? COMMENT_FAILURES.unknown) },
          ...(keep ? { data: keep(posted) } : {}),
        },
});

const threadBack = (c: C) => {
  const { id, commentId } = commentParams(c);
  return `/article/${id}?comment_id=${commentId}#comment-${commentId}`;
};
const commentsBack = (c: C) => `/article/${articleParams(c).id}#comments`;
const replyToOf = (posted: PostedObject) => {
  const parsed = PostFields.safeParse(posted);
  return parsed.success && typeof parsed.data.reply_to === 'number' ? parsed.data.reply_to : null;
};

export const commentForms = new Hono<AppEnv>();

commentForms.post(
  '/article/:id/comments',
  readerPage,
  formRoute(
    PostFields,
    async (c, fields) => {
      const { id: articleId } = articleParams(c);
      const replyTo = typeof fields.reply_to === 'number' ? fields.reply_to : null;
      const { comment, recipients } = await post(c.get('db'), c.var.viewer, articleId, fields.body, replyTo, nowSeconds());
      announceReply(c, comment, recipients);
      return { to: commentPath(comment) };
    },
    refused(
      (c, posted) => postBack(c, replyToOf(posted)),
      (r) => `${COMMENT_FAILURES.send} ${COMMENT_FAILURES.reason}${r}`,
      (posted) => {
        const { body } = PostFields.parse(posted);
        return { [DRAFT_KEYS.body]: body.slice(0, COMMENT_MAX_LENGTH), [DRAFT_KEYS.replyTo]: String(replyToOf(posted) ?? '') };
      },
    ),
  ),
);

commentForms.post(
  '/article/:id/comments/:commentId/edit',
  readerPage,
  formRoute(
    EditFields,
    async (c, { body }) => {
      const { id: articleId, commentId } = commentParams(c);
      return { to: commentPath(await edit(c.get('db'), c.var.viewer, articleId, commentId, body, nowSeconds())) };
    },
    refused(threadBack, (r) => COMMENT_FAILURES.update + r),
  ),
);

commentForms.post(
  '/article/:id/comments/:commentId/delete',
  readerPage,
  formRoute(
    z.object({}),
    async (c) => {
      const { id: articleId, commentId } = commentParams(c);
      await remove(c.get('db'), c.var.viewer, articleId, commentId, nowSeconds());
      return { to: `/article/${articleId}#comments` };
    },
    refused(commentsBack, (r) => COMMENT_FAILURES.remove + r),
  ),
);

commentForms.post(
  '/article/:id/comments/:commentId/report',
  readerPage,
  formRoute(
    ReportFields,
    async (c, { reason }) => {
      const { id: articleId, commentId } = commentParams(c);
      await report(c.get('db'), c.var.viewer, articleId, commentId, reason || null, nowSeconds());
      return { to: `/article/${articleId}#comments`, toast: M.reported };
    },
    refused(commentsBack, (r) => r),
  ),
);
