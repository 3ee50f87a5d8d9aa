/**
 * @module The tag editor's form posts, without JavaScript. Save parses the fields into the admin
 * API's own bodies (TagCreateBody, TagPatchBody) and calls the same actions as /admin/api/tags
 * (the key and location rules, the key unique within its type, the audit row, the readers' cache
 * retired); a refused save draws the editor again (its status: 400, or 409 for a key taken) with
 * what was typed and each problem on its field. Delete needs `confirm=yes` (the confirm page's
 * form, or the AdminConfirm island's); a tag in use goes only when the form posts ?confirm=true,
 * as with the API, and otherwise the confirm page comes back saying what uses it.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { TAG_FORM_FIELDS, type TagFormValues } from '../../../client/server/admin/tags/TagEditorPage';
import { TagCreateBody, TagDeleteQuery, TagPatchBody } from '../../contracts/admin-tags';
import type { AppEnv } from '../../env';
import { adminCtx } from '../../http/admin-context';
import { type FormOptions, formRoute, parseForm } from '../../http/form';
import type { Posted, PostedObject } from '../../http/form-parse';
import { adminPage, type SignedInContext as C } from '../../http/guards';
import { changeTag, createTag, removeTag } from './admin-actions';
import { deleteConfirm, tagEditor, tagIdOf } from './admin-pages';

export const TAG_TOASTS = { created: 'Tag created.', saved: 'Tag saved.', deleted: 'Tag deleted.' } as const;

export const tagForms = new Hono<AppEnv>();

/** The editor's fields only (a missing one stays missing, so the body's rule names it). */
function bodyOf(posted: PostedObject): Partial<Record<(typeof TAG_FORM_FIELDS)[number], Posted>> {
  return Object.fromEntries(TAG_FORM_FIELDS.filter((k) => k in posted).map((k) => [k, posted[k]]));
}

const valuesOf = (fields: Record<string, string>): TagFormValues => ({
  type: fields.type ?? '',
  name: fields.name ?? '',
  tag: fields.tag ?? '',
  scope: fields.scope ?? '',
  image_url: fields.image_url ?? '',
});

/** A refused save: the editor again with what was typed, each problem on its field. */
const onEditor = (idOf: (c: C) => number | null): FormOptions<C> => ({
  input: bodyOf,
  onError: (c, feedback, { fields }) => tagEditor(c, idOf(c), { values: valuesOf(fields), errors: feedback.errors }),
});

tagForms.post(
  '/admin/tags',
  adminPage,
  formRoute(
    TagCreateBody,
    async (c, body) => ({ to: `/admin/tags/${(await createTag(adminCtx(c), body)).id}`, toast: TAG_TOASTS.created }),
    onEditor(() => null),
  ),
);

tagForms.post(
  '/admin/tags/:id{[0-9]{1,12}}',
  adminPage,
  formRoute(
    TagPatchBody,
    async (c, body) => ({ to: `/admin/tags/${(await changeTag(adminCtx(c), tagIdOf(c), body)).id}`, toast: TAG_TOASTS.saved }),
    onEditor(tagIdOf),
  ),
);

tagForms.post(
  '/admin/tags/:id{[0-9]{1,12}}/delete',
  adminPage,
  formRoute(
    z.object({ confirm: z.string().optional() }),
    async (c, { confirm }) => {
      const id = tagIdOf(c);
      // Only a confirm form says yes; anything else is sent to the confirm page first.
      if (confirm !== 'yes') return { to: `/admin/tags/${id}/delete` };
      const query = parseForm(TagDeleteQuery, c.req.query());
      await removeTag(adminCtx(c), id, query.confirm === true);
      return { to: '/admin/tags', toast: TAG_TOASTS.deleted };
    },
    // Refused (409: in use and not confirmed, or newly in use): the confirm page again, as it reads now.
    { onError: (c) => deleteConfirm(c, tagIdOf(c)) },
  ),
);
