/**
 * @module A saved article's Remove posted without JavaScript (HTML forms cannot send DELETE): the
 * same action as DELETE /api/articles/{id}/bookmark, then back to /account/saved (303) with the
 * spec's 'Bookmark removed', or the saved page again with 'Failed to bookmark article'. And the
 * action bar's Save (`POST /article/{id}/save`): shared pages do not know the reader's state, so
 * it toggles, then goes back with the spec's toast.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_MESSAGES as A } from '../../contracts/account';
import type { AppEnv } from '../../env';
import { formRoute, returnPath } from '../../http/form';
import { readerPage } from '../../http/guards';
import { pageId } from '../../http/schemas';
import { accountScreen } from '../account/pages';
import { ARTICLE_NOT_FOUND, saveArticle, unsaveArticle } from './actions';
import { isSaved } from './queries';

export const bookmarkForms = new Hono<AppEnv>();

bookmarkForms.post(
  '/account/saved/:id/remove',
  readerPage,
  formRoute(
    z.strictObject({}),
    async (c) => {
      const id = pageId(c.req.param('id'), ARTICLE_NOT_FOUND);
      await unsaveArticle(c.get('db'), c.var.viewer.id, id);
      return { to: '/account/saved', toast: A.bookmarkRemoved };
    },
    { onError: (c) => accountScreen(c, 'saved', undefined, [{ type: 'error', message: A.bookmarkFailed }]) },
  ),
);

bookmarkForms.post(
  '/article/:id/save',
  readerPage,
  formRoute(z.object({ back: z.string().max(300).optional() }), async (c, { back }) => {
    const id = pageId(c.req.param('id'), ARTICLE_NOT_FOUND);
    const db = c.get('db');
    const saved = await isSaved(db, c.var.viewer.id, id);
    await (saved ? unsaveArticle : saveArticle)(db, c.var.viewer.id, id);
    return { to: returnPath(c, back, `/article/${id}`), toast: saved ? A.bookmarkRemoved : A.bookmarked };
  }),
);
