/**
 * @module The moderation queue's form posts, without JavaScript: hide, restore (keep) and delete
 * (after the confirm step), each the same action as its /admin/api/comments route (one batch with
 * the recounts and the audit row; the page generation moves). Each goes back to the queue as it
 * was shown (its posted `back`) with a toast; a comment removed meanwhile says so in the toast.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { COMMENT_MESSAGES } from '../../contracts/comments';
import type { AppEnv } from '../../env';
import { adminCtx } from '../../http/admin-context';
import { formRoute, returnPath } from '../../http/form';
import { adminPage, type SignedInContext as C } from '../../http/guards';
import { pageId } from '../../http/schemas';
import { QUEUE } from './admin-pages';
import { decide, removeByAdmin } from './moderation';

export const COMMENT_TOASTS = { hidden: 'Comment hidden.', kept: 'Comment restored.', deleted: 'Comment deleted.' } as const;

export const commentForms = new Hono<AppEnv>();

const ID = '/admin/comments/:id{[0-9]{1,12}}';

type Run = (ctx: Parameters<typeof decide>[0], id: number) => Promise<unknown>;

const DecisionForm = z.object({ back: z.string().optional(), confirm: z.string().optional() });

/** Back to the queue as it was shown. */
const queueOf = (c: C, back: string | undefined) => returnPath(c, back, QUEUE);

/** One decision; `confirmed` ones go to their confirm page first unless it said yes. */
const moderate = (run: Run, message: string, confirmed = false) =>
  formRoute(
    DecisionForm,
    async (c, { back, confirm }) => {
      const id = pageId(c.req.param('id'), COMMENT_MESSAGES.notFound);
      if (confirmed && confirm !== 'yes') return { to: `/admin/comments/${id}/delete?back=${encodeURIComponent(queueOf(c, back))}` };
      await run(adminCtx(c), id);
      return { to: queueOf(c, back), toast: message };
    },
    {
      // Another admin removed it meanwhile (404): the queue again, saying so, rather than an error page.
      onError: (c, _feedback, { err, fields }) => ({ to: queueOf(c, fields.back), toast: { type: 'error', message: err.message } }),
    },
  );

commentForms.post(
  `${ID}/hide`,
  adminPage,
  moderate((ctx, id) => decide(ctx, id, 'hidden'), COMMENT_TOASTS.hidden),
);

commentForms.post(
  `${ID}/restore`,
  adminPage,
  moderate((ctx, id) => decide(ctx, id, 'kept'), COMMENT_TOASTS.kept),
);

commentForms.post(`${ID}/delete`, adminPage, moderate(removeByAdmin, COMMENT_TOASTS.deleted, true));
