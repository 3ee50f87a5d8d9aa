/**
 * @module The comment forms of the article page, posted without JavaScript (HTML forms cannot send
 * PATCH or DELETE): post or reply, edit, remove and report, each the same action as the aux API,
 * then 303 back to the comment (the page's comment_id / reply_id deep link). A refusal goes back
 * with the spec's failure text as a toast, and a refused post keeps its text in the flash so the
 * form is filled in again.
 */
import { type Context, Hono } from 'hono';
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
import { AppError } from '../../http/errors';
import { setFlash } from '../../http/flash';
import { formFields, parseForm } from '../../http/form';
import { readerPage, type SignedIn } from '../../http/guards';
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
const articleParams = (c: Context<SignedIn>) => ({ id: pageId(c.req.param('id'), M.articleNotFound) });
const commentParams = (c: Context<SignedIn>) => ({ ...articleParams(c), commentId: pageId(c.req.param('commentId'), M.notFound) });
const reasonOf = (err: unknown) => (err instanceof AppError ? (err.items[0]?.message ?? COMMENT_FAILURES.unknown) : null);

/**
 * Runs an action; a refusal (4xx) goes back to the comments with `failure` and the server's
 * reason, and `keep` in the flash (a refused post's text, so the box is filled in again).
 */
async function attempt(
  c: Context<SignedIn>,
  back: string,
  failure: (reason: string) => string,
  run: () => Promise<Response>,
  keep?: Record<string, string>,
) {
  try {
    return await run();
  } catch (err) {
    const reason = reasonOf(err);
    if (reason === null || (err as AppError).status >= 500) throw err;
    await setFlash(c, { toasts: [{ type: 'error', message: failure(reason) }], ...(keep ? { data: keep } : {}) });
    return c.redirect(back, 303);
  }
}

export const commentForms = new Hono<AppEnv>();

commentForms.post('/article/:id/comments', readerPage, async (c) => {
  const { id: articleId } = articleParams(c);
  const fields = parseForm(PostFields, await formFields(c));
  const replyTo = typeof fields.reply_to === 'number' ? fields.reply_to : null;
  const back = replyTo === null ? `/article/${articleId}#comments` : `/article/${articleId}?comment_id=${replyTo}#comment-${replyTo}`;
  const draft = { [DRAFT_KEYS.body]: fields.body.slice(0, COMMENT_MAX_LENGTH), [DRAFT_KEYS.replyTo]: String(replyTo ?? '') };
  return attempt(
    c,
    back,
    (r) => `${COMMENT_FAILURES.send} ${COMMENT_FAILURES.reason}${r}`,
    async () => {
      const { comment, recipients } = await post(c.get('db'), c.var.viewer, articleId, fields.body, replyTo, nowSeconds());
      announceReply(c, comment, recipients);
      return c.redirect(commentPath(comment), 303);
    },
    draft,
  );
});

commentForms.post('/article/:id/comments/:commentId/edit', readerPage, async (c) => {
  const { id: articleId, commentId } = commentParams(c);
  const { body } = parseForm(EditFields, await formFields(c));
  const back = `/article/${articleId}?comment_id=${commentId}#comment-${commentId}`;
  return attempt(
    c,
    back,
    (r) => COMMENT_FAILURES.update + r,
    async () => c.redirect(commentPath(await edit(c.get('db'), c.var.viewer, articleId, commentId, body, nowSeconds())), 303),
  );
});

commentForms.post('/article/:id/comments/:commentId/delete', readerPage, async (c) => {
  const { id: articleId, commentId } = commentParams(c);
  parseForm(z.object({}), await formFields(c));
  return attempt(
    c,
    `/article/${articleId}#comments`,
    (r) => COMMENT_FAILURES.remove + r,
    async () => {
      await remove(c.get('db'), c.var.viewer, articleId, commentId, nowSeconds());
      return c.redirect(`/article/${articleId}#comments`, 303);
    },
  );
});

commentForms.post('/article/:id/comments/:commentId/report', readerPage, async (c) => {
  const { id: articleId, commentId } = commentParams(c);
  const { reason } = parseForm(ReportFields, await formFields(c));
  const back = `/article/${articleId}#comments`;
  return attempt(
    c,
    back,
    (r) => r,
    async () => {
      await report(c.get('db'), c.var.viewer, articleId, commentId, reason || null, nowSeconds());
      await setFlash(c, { toasts: [{ type: 'success', message: M.reported }] });
      return c.redirect(back, 303);
    },
  );
});
