/**
 * @module The views' form posts, without JavaScript. Each calls the same action as
 * /admin/api/views (view-actions.ts: the checks, the version, the audit row, the trending
 * caches told). Save parses the editor's fields into the API's ViewPatchBody with the whole zone
 * list in its new order; a refused save (400) draws the editor again with what was typed and each
 * problem on its zone's field; a save that lost to someone else's (409) draws it with the message.
 * `op=add-zone` comes back with another blank zone, saving nothing. Delete needs `confirm=yes`.
 * Preview (the same fields, drawn as the front page, saving nothing) is view-preview.tsx.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { VIEW_ADMIN_MESSAGES as M, ViewCreateBody, ViewPatchBody } from '../../contracts/admin-views';
import type { AppEnv } from '../../env';
import { adminCtx } from '../../http/admin-context';
import { formRoute } from '../../http/form';
import { adminPage } from '../../http/guards';
import { bodyFromValues, formErrors, isAddZone, valuesFromPosted, withBlankZone } from './admin-input';
import { newView, VIEW_PATH, viewEditor, viewIdOf, viewsList } from './admin-pages';
import { changeView, createView, duplicate, makeActive, remove } from './view-actions';
import { viewPreview } from './view-preview';

export const VIEW_TOASTS = {
  created: 'View created.',
  saved: 'View saved.',
  activated: 'View activated: it is on the trending page now.',
  duplicated: 'View duplicated.',
  deleted: 'View deleted.',
} as const;

export const viewForms = new Hono<AppEnv>();

viewForms.post(
  '/admin/views',
  adminPage,
  formRoute(
    ViewCreateBody,
    async (c, body) => {
      const view = await createView(adminCtx(c), body);
      return { to: `/admin/views/${view.id}`, toast: VIEW_TOASTS.created };
    },
    {
      input: ({ title }) => ({ title: title ?? '', zones: [] }),
      onError: (c, feedback, { fields }) => newView(c, { title: fields.title ?? '', errors: feedback.errors }),
    },
  ),
);

viewForms.post(
  VIEW_PATH,
  adminPage,
  formRoute(
    ViewPatchBody,
    async (c, body) => {
      const id = viewIdOf(c);
      await changeView(adminCtx(c), id, body);
      return { to: `/admin/views/${id}`, toast: VIEW_TOASTS.saved };
    },
    {
      // `op=add-zone`: the editor again with another blank zone, saving nothing.
      redraw: (c, posted) => {
        if (!isAddZone(posted.op)) return undefined;
        const values = valuesFromPosted(posted);
        return viewEditor(c, viewIdOf(c), { values: { ...values, zones: withBlankZone(values.zones) }, errors: [] });
      },
      input: (posted) => bodyFromValues(valuesFromPosted(posted)).body,
      onError: (c, feedback, { posted }) => {
        const values = valuesFromPosted(posted);
        const errors = formErrors(feedback.errors, bodyFromValues(values).formIndex);
        // Someone else saved first: their zones would be lost by saving these over them.
        const lost = errors.find((e) => e.message === M.changed);
        return viewEditor(c, viewIdOf(c), { values, errors: lost ? [] : errors, notice: lost?.message });
      },
    },
  ),
);

viewForms.post(
  `${VIEW_PATH}/activate`,
  adminPage,
  formRoute(z.object({}), async (c) => {
    await makeActive(adminCtx(c), viewIdOf(c));
    return { to: '/admin/views', toast: VIEW_TOASTS.activated };
  }),
);

viewForms.post(
  `${VIEW_PATH}/duplicate`,
  adminPage,
  formRoute(z.object({}), async (c) => {
    const copy = await duplicate(adminCtx(c), viewIdOf(c));
    return { to: `/admin/views/${copy.id}`, toast: VIEW_TOASTS.duplicated };
  }),
);

viewForms.post(
  `${VIEW_PATH}/delete`,
  adminPage,
  formRoute(
    z.object({ confirm: z.string().optional() }),
    async (c, { confirm }) => {
      const id = viewIdOf(c);
      // Only the confirm page's form (or its modal) says yes; anything else is sent to that page first.
      if (confirm !== 'yes') return { to: `/admin/views/${id}/delete` };
      await remove(adminCtx(c), id);
      return { to: '/admin/views', toast: VIEW_TOASTS.deleted };
    },
    // The active view (409): the API's own words, above the list; anything else is the error page.
    { onError: (c, _feedback, { err }) => (err.status === 409 ? viewsList(c, err.message) : undefined) },
  ),
);

viewForms.route('/', viewPreview);
