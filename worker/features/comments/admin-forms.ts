/**
 * @module The moderation queue's form posts, without JavaScript: hide, restore (keep) and delete
 * (after the confirm step), each the same action as its /admin/api/comments route (one batch with
 * the recounts and the audit row; the page generation moves). Each goes back to the queue as it
 * was shown (its posted `back`) with a toast; a comment removed meanwhile says so in the toast.
 */
import { Hono } from 'hono';
import { COMMENT_MESSAGES } from '../../contracts/comments';
import type { AppEnv } from '../../env';
import { adminCtx } from '../../http/admin-context';
import { AppError } from '../../http/errors';
import { setFlash } from '../../http/flash';
import { formFields, returnPath } from '../../http/form';
import { adminPage, type SignedInContext as C } from '../../http/guards';
import { pageId } from '../../http/schemas';
import { QUEUE } from './admin-pages';
import { decide, removeByAdmin } from './moderation';

export const COMMENT_TOASTS = { hidden: 'Comment hidden.', kept: 'Comment restored.', deleted: 'Comment deleted.' } as const;

export const commentForms = new Hono<AppEnv>();

const ID = '/admin/comments/:id{[0-9]{1,12}}';

type Run = (ctx: Parameters<typeof decide>[0], id: number) => Promise<unknown>;

/** One decision; `confirmed` ones go to their confirm page first unless it said yes. */
async function moderate(c: C, run: Run, message: string, confirmed = false) {
  const fields = await formFields(c);
  const back = returnPath(c, fields.back, QUEUE);
  const id = pageId(c.req.param('id'), COMMENT_MESSAGES.notFound);
  if (confirmed && fields.confirm !== 'yes') {
    return c.redirect(`/admin/comments/${id}/delete?back=${encodeURIComponent(back)}`, 303);
  }
  try {
    await run(adminCtx(c), id);
    await setFlash(c, { toasts: [{ type: 'success', message }] });
  } catch (err) {
    // Another admin removed it meanwhile (404): the queue again, saying so, rather than an error page.
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    await setFlash(c, { toasts: [{ type: 'error', message: err.message }] });
  }
  return c.redirect(back, 303);
}

commentForms.post(`${ID}/hide`, adminPage, (c) => moderate(c, (ctx, id) => decide(ctx, id, 'hidden'), COMMENT_TOASTS.hidden));

commentForms.post(`${ID}/restore`, adminPage, (c) => moderate(c, (ctx, id) => decide(ctx, id, 'kept'), COMMENT_TOASTS.kept));

commentForms.post(`${ID}/delete`, adminPage, (c) => moderate(c, removeByAdmin, COMMENT_TOASTS.deleted, true));
