/**
 * @module The article editor's form posts, without JavaScript or with it (the editor posts
 * natively; islands only enhance fields): create, save, duplicate, delete (after its confirm step)
 * and the no-JavaScript image upload. Each parses its fields into the admin API's own body schema
 * and calls the same action as /admin/api/articles (articles/admin-actions.ts: validation, audit
 * row, readers' caches), then 303 with a toast, or the editor again (400) with the problems beside
 * their fields and the values as typed.
 */
import { Hono } from 'hono';
import { ArticleCreateBody, ArticlePatchBody, ADMIN_ARTICLE_MESSAGES as M } from '../../contracts/admin-articles';
import type { AppEnv } from '../../env';
import { adminCtx } from '../../http/admin-context';
import { AppError, badRequest } from '../../http/errors';
import { formFields } from '../../http/form';
import { doneWith, parseBody } from '../../http/form-kit';
import type { SignedInContext as C } from '../../http/guards';
import { adminPage } from '../../http/guards';
import { UPLOAD_FORM_PATH } from '../../http/middleware';
import { changeArticleAction, createArticleAction, deleteArticleAction, duplicateArticleAction, storeUpload } from './admin-actions';
import { editorBody, postedValues } from './admin-input';
import { articleIdOf, articleOr404, editorScreen } from './admin-screens';
import { uploadBodyLimit } from './admin-uploads';

export const ARTICLE_TOASTS = {
  created: 'Article created.',
  saved: 'Article saved.',
  duplicated: 'Article duplicated.',
  deleted: 'Article deleted.',
  uploaded: 'Image uploaded.',
} as const;

/** What the upload says when no file was chosen. */
export const CHOOSE_IMAGE = 'Choose an image to upload.';

const FORM = /^application\/x-www-form-urlencoded\b/i;
const MULTIPART = /^multipart\/form-data\b/i;

export const articleForms = new Hono<AppEnv>();

/** A refusal the editor shows on its fields (400, 409, 413); a missing article stays the 404 page. */
const shownOnForm = (err: unknown): err is AppError => err instanceof AppError && err.status < 500 && err.status !== 404;

function requireBody(c: C, type: RegExp) {
  if (!type.test(c.req.header('content-type') ?? '')) {
    throw AppError.of(415, 'unsupported_media_type', 'Content-Type must be a form', 'content-type');
  }
}

/**
 * Create (`id` null) or save: the posted values through the API's body schema, then its action.
 * On a refusal the editor comes back with what was typed, armed against leaving it unsaved.
 */
async function saveEditor(c: C, id: number | null) {
  requireBody(c, FORM);
  const posted = postedValues(await c.req.parseBody({ all: true }));
  try {
    if (posted.error) throw new AppError(400, [posted.error]);
    const stored = id === null ? null : await articleOr404(c, id);
    const made = editorBody(posted.values, stored?.scheduled_date ?? null);
    if ('error' in made) throw new AppError(400, [made.error]);
    if (id === null) {
      const a = await createArticleAction(adminCtx(c), parseBody(ArticleCreateBody, made.body));
      return doneWith(c, ARTICLE_TOASTS.created, `/admin/articles/${a.row.id}`);
    }
    await changeArticleAction(adminCtx(c), id, parseBody(ArticlePatchBody, made.body));
    return doneWith(c, ARTICLE_TOASTS.saved, `/admin/articles/${id}`);
  } catch (err) {
    if (!shownOnForm(err)) throw err;
    c.status(err.status);
    c.header('Cache-Control', 'private, no-store');
    return editorScreen(c, id, { values: posted.values, errors: err.items, dirty: true });
  }
}

articleForms.post('/admin/articles', adminPage, (c) => saveEditor(c, null));

// The upload's own limit replaces the global 1 MB here too (a body over it gets the 413 page).
articleForms.use(UPLOAD_FORM_PATH, uploadBodyLimit);
articleForms.post(UPLOAD_FORM_PATH, adminPage, async (c) => {
  requireBody(c, MULTIPART);
  const body = await c.req.parseBody();
  const id = typeof body.article === 'string' && body.article !== '' ? articleIdOf(body.article) : null;
  const back = id === null ? '/admin/articles/new' : `/admin/articles/${id}`;
  try {
    if (id !== null) await articleOr404(c, id);
    const file = body.file;
    // An empty file input posts an empty, nameless part, which may arrive as an empty string.
    if (file === undefined || file === '' || (file instanceof File && file.size === 0 && file.name === ''))
      throw badRequest(CHOOSE_IMAGE, 'file');
    if (!(file instanceof File)) throw badRequest(M.notAFile, 'file');
    const { url } = await storeUpload(adminCtx(c), file);
    // The URL goes to the editor's next page view in the flash, to be saved with the article.
    return doneWith(c, ARTICLE_TOASTS.uploaded, back, { image_url: url });
  } catch (err) {
    if (!shownOnForm(err)) throw err;
    c.status(err.status);
    c.header('Cache-Control', 'private, no-store');
    return editorScreen(c, id, { errors: err.items });
  }
});

articleForms.post('/admin/articles/:id{[0-9]+}', adminPage, (c) => saveEditor(c, articleIdOf(c.req.param('id'))));

articleForms.post('/admin/articles/:id{[0-9]+}/duplicate', adminPage, async (c) => {
  const copy = await duplicateArticleAction(adminCtx(c), articleIdOf(c.req.param('id')));
  return doneWith(c, ARTICLE_TOASTS.duplicated, `/admin/articles/${copy.row.id}`);
});

articleForms.post('/admin/articles/:id{[0-9]+}/delete', adminPage, async (c) => {
  const id = articleIdOf(c.req.param('id'));
  const fields = await formFields(c);
  // A post without its confirm step (a crafted form) is sent to that step.
  if (fields.confirm !== 'yes') return c.redirect(`/admin/articles/${id}/delete`, 303);
  await deleteArticleAction(adminCtx(c), id);
  return doneWith(c, ARTICLE_TOASTS.deleted, '/admin/articles');
});
