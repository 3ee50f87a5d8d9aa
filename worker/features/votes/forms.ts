/**
 * @module The action bar's vote posted without JavaScript: `POST /article/{id}/vote` with
 * `press` (up or down) and `back` (else the Referer, when it is this site), the same action as the
 * API, then 303 back. A guest is sent to log in (readerPage); a free reader's down-vote goes to the plans page,
 * the subscribe prompt of a page without scripts.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { VOTE_MESSAGES, VOTE_PRESSES } from '../../contracts/votes';
import type { AppEnv } from '../../env';
import { formRoute, returnPath } from '../../http/form';
import { readerPage } from '../../http/guards';
import { pageId } from '../../http/schemas';
import { ARTICLE_NOT_FOUND, vote } from './actions';

const VoteFields = z.object({
  press: z.enum(VOTE_PRESSES, { message: 'press must be up or down' }),
  back: z.string().max(300).optional(),
});

export const voteForms = new Hono<AppEnv>();

voteForms.post(
  '/article/:id/vote',
  readerPage,
  formRoute(
    VoteFields,
    async (c, { press, back }) => {
      const id = pageId(c.req.param('id'), ARTICLE_NOT_FOUND);
      await vote(c.env.DB, c.var.viewer, id, press);
      return { to: returnPath(c, back, `/article/${id}`) };
    },
    {
      // Only Plus's refusal is the plans page; an unknown article or a bad field is the error page.
      onError: (_c, _feedback, { err }) =>
        err.items[0]?.code === 'plus_required' ? { to: '/landing', toast: { type: 'info', message: VOTE_MESSAGES.plusOnly } } : undefined,
    },
  ),
);
