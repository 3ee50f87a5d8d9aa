/**
 * @module The popup editor's form posts, without JavaScript. Save parses the fields into the
 * admin API's own body (PopupCreate, PopupPatch) and calls the same actions as /admin/api/popups
 * (the config rules, the body sanitized, the audit row, the readers' cache dropped); a refused
 * save draws the editor again (400) with what was typed and each problem on its field. The
 * trigger chain's buttons post `op` (add-step, remove-step-N, up-N, down-N): the editor comes back
 * with the chain changed and nothing saved. Delete needs `confirm=yes` (the confirm page's form).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { applyStepOp, bodyFromValues, parseStepOp, valuesFromFields } from '../../../client/browser/admin/popup-form';
import { POPUP_MAX_TRIGGER_STEPS, PopupCreate, PopupPatch } from '../../contracts/admin-popups';
import type { AppEnv } from '../../env';
import { adminCtx } from '../../http/admin-context';
import { type FormOptions, formRoute } from '../../http/form';
import { adminPage, type SignedInContext as C } from '../../http/guards';
import { changePopup, createPopup, removePopup } from './actions';
import { popupEditor, popupIdOf } from './admin-pages';

export const POPUP_TOASTS = { saved: 'Popup saved.', deleted: 'Popup deleted.' } as const;

export const popupForms = new Hono<AppEnv>();

const ctx = (c: C) => ({ ...adminCtx(c), kv: c.env.CACHE });

/** A step's button (`op`: add, remove, move): the editor again with the chain changed, nothing saved. */
const stepOp = (idOf: (c: C) => number | null) => (c: C, _posted: unknown, fields: Record<string, string>) => {
  const op = parseStepOp(fields.op);
  if (!op) return undefined;
  const values = valuesFromFields(fields);
  return popupEditor(c, idOf(c), { values: { ...values, steps: applyStepOp(values.steps, op, POPUP_MAX_TRIGGER_STEPS) }, errors: [] });
};

/** The editor's fields as the API's body, as the preview island reads them too. */
const editorOptions = (idOf: (c: C) => number | null): FormOptions<C> => ({
  redraw: stepOp(idOf),
  input: (_posted, _c, fields) => bodyFromValues(valuesFromFields(fields)),
  onError: (c, feedback, { fields }) => popupEditor(c, idOf(c), { values: valuesFromFields(fields), errors: feedback.errors }),
});

popupForms.post(
  '/admin/popups/new',
  adminPage,
  formRoute(
    PopupCreate,
    async (c, body) => ({ to: `/admin/popups/${(await createPopup(ctx(c), body)).id}`, toast: POPUP_TOASTS.saved }),
    editorOptions(() => null),
  ),
);

popupForms.post(
  '/admin/popups/:id{[0-9]{1,12}}',
  adminPage,
  formRoute(
    PopupPatch,
    async (c, body) => ({ to: `/admin/popups/${(await changePopup(ctx(c), popupIdOf(c), body)).id}`, toast: POPUP_TOASTS.saved }),
    editorOptions(popupIdOf),
  ),
);

popupForms.post(
  '/admin/popups/:id{[0-9]{1,12}}/delete',
  adminPage,
  formRoute(z.object({ confirm: z.string().optional() }), async (c, { confirm }) => {
    const id = popupIdOf(c);
    // Only the confirm page's form says yes; anything else is sent to that page first.
    if (confirm !== 'yes') return { to: `/admin/popups/${id}/delete` };
    await removePopup(ctx(c), id);
    return { to: '/admin/popups', toast: POPUP_TOASTS.deleted };
  }),
);
