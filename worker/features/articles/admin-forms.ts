/**
 * @module The article editor's form posts, without JavaScript or with it (the editor posts
 * natively; islands only enhance fields): create, save, duplicate, delete (after its confirm step)
 * and the no-JavaScript image upload. Each reads its fields into the admin API's own body schema
 * and calls the same action as /admin/api/articles (articles/admin-actions.ts: validation, audit
 * row, readers' caches), then 303 with a toast, or the editor again (400, 409, 413) with the
 * problems beside their fields and the values as typed; a missing article stays the 404 page.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { ArticleCreateBody, ArticlePatchBody } from '../../contracts/admin-articles';
import type { AppEnv } from '../../env';
import { adminCtx } from '../../http/admin-context';
import { AppError, badRequest } from '../../http/errors';
import { type FormOptions, formRoute } from '../../http/form';
import type { PostedObject } from '../../http/form-parse';
import { adminPage, type SignedInContext as C } from '../../http/guards';
import { UPLOAD_FORM_PATH } from '../../http/middleware';
import { changeArticleAction, createArticleAction, deleteArticleAction, duplicateArticleAction, storeUpload } from './admin-actions';
import { editorBody, postedValues } from './admin-input';
import { articleIdOf, articleOr404, editorScreen } from './admin-screens';
import { UploadForm, uploadBodyLimit } from './admin-uploads';

export const ARTICLE_TOASTS = {
  created: 'Article created.',
  saved: 'Article saved.',
  duplicated: 'Article duplicated.',
  deleted: 'Article deleted.',
  uploaded: 'Image uploaded.',
} as const;

/** What the upload says when no file was chosen. */
export const CHOOSE_IMAGE = 'Choose an image to upload.';

export const articleForms = new Hono<AppEnv>();

/** The editor's post as the API's body; a schedule that cannot be read is a 400 on `scheduled_date`. */
function editorInput(posted: PostedObject) {
  const made = editorBody(postedValues(posted));
  if ('error' in made) throw new AppError(400, [made.error]);
  return made.body;
}

type EditorOf = (c: C, posted: PostedObject) => number | null;
const newArticle: EditorOf = () => null;
const inPath: EditorOf = (c) => articleIdOf(c.req.param('id'));
/** The upload names the article it is for (none: a new one's editor). */
const uploadFor: EditorOf = (_c, { article }) => (typeof article === 'string' && article !== '' ? articleIdOf(article) : null);

/**
 * A refusal draws the editor again (a missing article is the 404 page); a save's values come back
 * as typed, armed against leaving them unsaved.
 */
const onEditor = (editorOf: EditorOf, keepTyped: boolean): Pick<FormOptions<C>, 'onError'> => ({
  onError: (c, _feedback, { err, posted }) => {
    if (err.status === 404) return undefined;
    const state = keepTyped ? { values: postedValues(posted), errors: err.items, dirty: true } : { errors: err.items };
    return editorScreen(c, editorOf(c, posted), state);
  },
});

articleForms.post(
  '/admin/articles',
  adminPage,
  formRoute(
    ArticleCreateBody,
    async (c, body) => {
      const a = await createArticleAction(adminCtx(c), body);
      return { to: `/admin/articles/${a.row.id}`, toast: ARTICLE_TOASTS.created };
    },
    { input: editorInput, ...onEditor(newArticle, true) },
  ),
);

/** The upload's form: the API's file (an empty file input is no file), and the article it is for. */
const UploadPost = UploadForm.extend({ file: UploadForm.shape.file.optional(), article: z.string().max(32).optional() });
const chosen = (file: unknown) => (file === '' || (file instanceof File && file.size === 0 && file.name === '') ? undefined : file);

// The upload's own limit replaces the global 1 MB here too (a body over it gets the 413 page).
articleForms.use(UPLOAD_FORM_PATH, uploadBodyLimit);
articleForms.post(
  UPLOAD_FORM_PATH,
  adminPage,
  formRoute(
    UploadPost,
    async (c, { file, article }) => {
      const id = uploadFor(c, { article: article ?? '' });
      if (id !== null) await articleOr404(c, id);
      if (file === undefined) throw badRequest(CHOOSE_IMAGE, 'file');
      const { url } = await storeUpload(adminCtx(c), file);
      // The URL goes to the editor's next page view in the flash, to be saved with the article.
      return {
        to: id === null ? '/admin/articles/new' : `/admin/articles/${id}`,
        toast: ARTICLE_TOASTS.uploaded,
        data: { image_url: url },
      };
    },
    { files: ['file'], input: (posted) => ({ ...posted, file: chosen(posted.file) }), ...onEditor(uploadFor, false) },
  ),
);

articleForms.post(
  '/admin/articles/:id{[0-9]+}',
  adminPage,
  formRoute(
    ArticlePatchBody,
    async (c, body) => {
      const id = inPath(c, {}) as number;
      await changeArticleAction(adminCtx(c), id, body, { scheduleToTheMinute: true });
      return { to: `/admin/articles/${id}`, toast: ARTICLE_TOASTS.saved };
    },
    { input: editorInput, ...onEditor(inPath, true) },
  ),
);

articleForms.post(
  '/admin/articles/:id{[0-9]+}/duplicate',
  adminPage,
  formRoute(z.object({}), async (c) => {
    const copy = await duplicateArticleAction(adminCtx(c), articleIdOf(c.req.param('id')));
    return { to: `/admin/articles/${copy.row.id}`, toast: ARTICLE_TOASTS.duplicated };
  }),
);

articleForms.post(
  '/admin/articles/:id{[0-9]+}/delete',
  adminPage,
  formRoute(z.object({ confirm: z.string().optional() }), async (c, { confirm }) => {
    const id = articleIdOf(c.req.param('id'));
    // A post without its confirm step (a crafted form) is sent to that step.
    if (confirm !== 'yes') return { to: `/admin/articles/${id}/delete` };
    await deleteArticleAction(adminCtx(c), id);
    return { to: '/admin/articles', toast: ARTICLE_TOASTS.deleted };
  }),
);
