/**
 * @module A saved article's Remove posted without JavaScript (HTML forms cannot send DELETE): the
 * same action as DELETE /api/articles/{id}/bookmark, then back to /account/saved (303) with the
 * spec's 'Bookmark removed', or the saved page again with 'Failed to bookmark article'.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_MESSAGES as A } from '../../contracts/account';
import type { AppEnv } from '../../env';
import { setFlash } from '../../http/flash';
import { handleForm, parseForm } from '../../http/form';
import { readerPage } from '../../http/guards';
import { IdParam } from '../../http/schemas';
import { accountScreen } from '../account/pages';
import { unsaveArticle } from './actions';

export const bookmarkForms = new Hono<AppEnv>();

bookmarkForms.post('/account/saved/:id/remove', readerPage, (c) =>
  handleForm(
    c,
    async (fields) => {
      parseForm(z.strictObject({}), fields);
      const { id } = parseForm(IdParam, { id: c.req.param('id') });
      await unsaveArticle(c.get('db'), c.var.viewer.id, id);
      await setFlash(c, { toasts: [{ type: 'success', message: A.bookmarkRemoved }] });
      return c.redirect('/account/saved', 303);
    },
    () => accountScreen(c, 'saved', undefined, [{ type: 'error', message: A.bookmarkFailed }]),
  ),
);
