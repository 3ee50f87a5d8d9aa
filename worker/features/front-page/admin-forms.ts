/**
 * @module The views' form posts, without JavaScript. Each calls the same action as
 * /admin/api/views (view-actions.ts: the checks, the version, the audit row, the trending
 * caches told). Save parses the editor's fields into the API's ViewPatchBody with the whole zone
 * list in its new order; a refused save (400) draws the editor again with what was typed and each
 * problem on its zone's field; a save that lost to someone else's (409) draws it with the message.
 * `op=add-zone` comes back with another blank zone, saving nothing. Delete needs `confirm=yes`.
 */
import { Hono } from 'hono';
import { VIEW_ADMIN_MESSAGES as M, ViewCreateBody, ViewPatchBody } from '../../contracts/admin-views';
import type { AppEnv } from '../../env';
import { adminCtx } from '../../http/admin-context';
import { AppError } from '../../http/errors';
import { formFields, handleForm } from '../../http/form';
import { doneWith, parseBody } from '../../http/form-kit';
import { adminPage } from '../../http/guards';
import { bodyFromValues, formErrors, isAddZone, valuesFromFields, withBlankZone } from './admin-input';
import { newView, VIEW_PATH, viewEditor, viewIdOf, viewsList } from './admin-pages';
import { changeView, createView, duplicate, makeActive, remove } from './view-actions';

export const VIEW_TOASTS = {
  created: 'View created.',
  saved: 'View saved.',
  activated: 'View activated: it is on the trending page now.',
  duplicated: 'View duplicated.',
  deleted: 'View deleted.',
} as const;

export const viewForms = new Hono<AppEnv>();

viewForms.post('/admin/views', adminPage, (c) =>
  handleForm(
    c,
    async (fields) => {
      const view = await createView(adminCtx(c), parseBody(ViewCreateBody, { title: fields.title ?? '', zones: [] }));
      return doneWith(c, VIEW_TOASTS.created, `/admin/views/${view.id}`);
    },
    (feedback, fields) => newView(c, { title: fields.title ?? '', errors: feedback.errors }),
  ),
);

viewForms.post(VIEW_PATH, adminPage, (c) => {
  const id = viewIdOf(c);
  return handleForm(
    c,
    async (fields) => {
      const values = valuesFromFields(fields);
      if (isAddZone(fields.op)) return viewEditor(c, id, { values: { ...values, zones: withBlankZone(values.zones) }, errors: [] });
      await changeView(adminCtx(c), id, parseBody(ViewPatchBody, bodyFromValues(values).body));
      return doneWith(c, VIEW_TOASTS.saved, `/admin/views/${id}`);
    },
    (feedback, fields) => {
      const values = valuesFromFields(fields);
      const errors = formErrors(feedback.errors, bodyFromValues(values).formIndex);
      // Someone else saved first: their zones would be lost by saving these over them.
      const lost = errors.find((e) => e.message === M.changed);
      return viewEditor(c, id, { values, errors: lost ? [] : errors, notice: lost?.message });
    },
  );
});

viewForms.post(`${VIEW_PATH}/activate`, adminPage, async (c) => {
  await makeActive(adminCtx(c), viewIdOf(c));
  return doneWith(c, VIEW_TOASTS.activated, '/admin/views');
});

viewForms.post(`${VIEW_PATH}/duplicate`, adminPage, async (c) => {
  const copy = await duplicate(adminCtx(c), viewIdOf(c));
  return doneWith(c, VIEW_TOASTS.duplicated, `/admin/views/${copy.id}`);
});

viewForms.post(`${VIEW_PATH}/delete`, adminPage, async (c) => {
  const id = viewIdOf(c);
  const fields = await formFields(c);
  // Only the confirm page's form (or its modal) says yes; anything else is sent to that page first.
  if (fields.confirm !== 'yes') return c.redirect(`/admin/views/${id}/delete`, 303);
  try {
    await remove(adminCtx(c), id);
  } catch (err) {
    // The active view: the API's own words, above the list.
    if (!(err instanceof AppError) || err.status !== 409) throw err;
    c.status(409);
    return viewsList(c, err.message);
  }
  return doneWith(c, VIEW_TOASTS.deleted, '/admin/views');
});
