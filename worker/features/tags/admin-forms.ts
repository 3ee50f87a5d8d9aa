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
import { TAG_FORM_FIELDS, type TagFormValues } from '../../../client/server/admin/tags/TagEditorPage';
import { TagCreateBody, TagDeleteQuery, TagPatchBody } from '../../contracts/admin-tags';
import type { AppEnv } from '../../env';
import { adminCtx } from '../../http/admin-context';
import { handleForm, parseForm } from '../../http/form';
import { doneWith } from '../../http/form-kit';
import { adminPage, type SignedInContext as C } from '../../http/guards';
import { changeTag, createTag, removeTag } from './admin-actions';
import { deleteConfirm, tagEditor, tagIdOf } from './admin-pages';

export const TAG_TOASTS = { created: 'Tag created.', saved: 'Tag saved.', deleted: 'Tag deleted.' } as const;

export const tagForms = new Hono<AppEnv>();

/** The editor's fields only (a missing one stays missing, so the body's rule names it). */
function bodyOf(fields: Record<string, string>): Partial<TagFormValues> {
  return Object.fromEntries(TAG_FORM_FIELDS.filter((k) => k in fields).map((k) => [k, fields[k]]));
}

const valuesOf = (fields: Record<string, string>): TagFormValues => ({
  type: fields.type ?? '',
  name: fields.name ?? '',
  tag: fields.tag ?? '',
  scope: fields.scope ?? '',
  image_url: fields.image_url ?? '',
});

function save(c: C, id: number | null) {
  return handleForm(
    c,
    async (fields) => {
      const body = bodyOf(fields);
      const tag =
        id === null
          ? await createTag(adminCtx(c), parseForm(TagCreateBody, body))
          : await changeTag(adminCtx(c), id, parseForm(TagPatchBody, body));
      return doneWith(c, id === null ? TAG_TOASTS.created : TAG_TOASTS.saved, `/admin/tags/${tag.id}`);
    },
    (feedback, fields) => tagEditor(c, id, { values: valuesOf(fields), errors: feedback.errors }),
  );
}

tagForms.post('/admin/tags', adminPage, (c) => save(c, null));

tagForms.post('/admin/tags/:id{[0-9]{1,12}}', adminPage, (c) => save(c, tagIdOf(c)));

tagForms.post('/admin/tags/:id{[0-9]{1,12}}/delete', adminPage, (c) => {
  const id = tagIdOf(c);
  return handleForm(
    c,
    async (fields) => {
      // Only a confirm form says yes; anything else is sent to the confirm page first.
      if (fields.confirm !== 'yes') return c.redirect(`/admin/tags/${id}/delete`, 303);
      const { confirm } = parseForm(TagDeleteQuery, c.req.query());
      await removeTag(adminCtx(c), id, confirm === true);
      return doneWith(c, TAG_TOASTS.deleted, '/admin/tags');
    },
    // Refused (409: in use and not confirmed, or newly in use): the confirm page again, as it reads now.
    () => deleteConfirm(c, id),
  );
});
