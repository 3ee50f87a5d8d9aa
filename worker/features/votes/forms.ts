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
import { AppError } from '../../http/errors';
import { setFlash } from '../../http/flash';
import { formFields, parseForm, returnPath } from '../../http/form';
import { readerPage } from '../../http/guards';
import { pageId } from '../../http/schemas';
import { ARTICLE_NOT_FOUND, vote } from './actions';

const VoteFields = z.object({
  press: z.enum(VOTE_PRESSES, { message: 'press must be up or down' }),
  back: z.string().max(300).optional(),
});

export const voteForms = new Hono<AppEnv>();

voteForms.post('/article/:id/vote', readerPage, async (c) => {
  const id = pageId(c.req.param('id'), ARTICLE_NOT_FOUND);
  const { press, back } = parseForm(VoteFields, await formFields(c));
  try {
    await vote(c.env.DB, c.var.viewer, id, press);
  } catch (err) {
    if (!(err instanceof AppError) || err.items[0]?.code !== 'plus_required') throw err;
    await setFlash(c, { toasts: [{ type: 'info', message: VOTE_MESSAGES.plusOnly }] });
    return c.redirect('/landing', 303);
  }
  return c.redirect(returnPath(c, back, `/article/${id}`), 303);
});
