/**
 * @module The popup editor's form posts, without JavaScript. Save parses the fields into the
 * admin API's own body (PopupCreate, PopupPatch) and calls the same actions as /admin/api/popups
 * (the config rules, the body sanitized, the audit row, the readers' cache dropped); a refused
 * save draws the editor again (400) with what was typed and each problem on its field. The
 * trigger chain's buttons post `op` (add-step, remove-step-N, up-N, down-N): the editor comes back
 * with the chain changed and nothing saved. Delete needs `confirm=yes` (the confirm page's form).
 */
import { Hono } from 'hono';
import { applyStepOp, bodyFromValues, parseStepOp, valuesFromFields } from '../../../client/browser/admin/popup-form';
import { POPUP_MAX_TRIGGER_STEPS, PopupCreate, PopupPatch } from '../../contracts/admin-popups';
import type { AppEnv } from '../../env';
import { adminCtx } from '../../http/admin-context';
import { formFields, handleForm } from '../../http/form';
import { doneWith, parseBody } from '../../http/form-kit';
import { adminPage, type SignedInContext as C } from '../../http/guards';
import { changePopup, createPopup, removePopup } from './actions';
import { popupEditor, popupIdOf } from './admin-pages';

export const POPUP_TOASTS = { saved: 'Popup saved.', deleted: 'Popup deleted.' } as const;

export const popupForms = new Hono<AppEnv>();

const ctx = (c: C) => ({ ...adminCtx(c), kv: c.env.CACHE });

function save(c: C, id: number | null) {
  return handleForm(
    c,
    async (fields) => {
      const values = valuesFromFields(fields);
      const op = parseStepOp(fields.op);
      if (op)
        return popupEditor(c, id, { values: { ...values, steps: applyStepOp(values.steps, op, POPUP_MAX_TRIGGER_STEPS) }, errors: [] });
      const body = bodyFromValues(values);
      const popup =
        id === null ? await createPopup(ctx(c), parseBody(PopupCreate, body)) : await changePopup(ctx(c), id, parseBody(PopupPatch, body));
      return doneWith(c, POPUP_TOASTS.saved, `/admin/popups/${popup.id}`);
    },
    (feedback, fields) => popupEditor(c, id, { values: valuesFromFields(fields), errors: feedback.errors }),
  );
}

popupForms.post('/admin/popups/new', adminPage, (c) => save(c, null));

popupForms.post('/admin/popups/:id{[0-9]{1,12}}', adminPage, (c) => save(c, popupIdOf(c)));

popupForms.post('/admin/popups/:id{[0-9]{1,12}}/delete', adminPage, async (c) => {
  const id = popupIdOf(c);
  const fields = await formFields(c);
  // Only the confirm page's form says yes; anything else is sent to that page first.
  if (fields.confirm !== 'yes') return c.redirect(`/admin/popups/${id}/delete`, 303);
  await removePopup(ctx(c), id);
  return doneWith(c, POPUP_TOASTS.deleted, '/admin/popups');
});
