/**
 * @module The popups pages of the back office: the list, the editor (new and saved) and the
 * delete confirmation. They read through the popups feature's own functions (listPopups,
 * readPopup, toPopupDto, readerConfig), so a page shows what /admin/api/popups answers and the
 * saved preview shows what readers get. The form posts are in admin-forms.ts (which draws the
 * editor again through popupEditor).
 */
import { Hono } from 'hono';
import { NEW_POPUP, type PopupFormValues, valuesFromPopup } from '../../../client/browser/admin/popup-form';
import { PopupEditorPage } from '../../../client/server/admin/popups/PopupEditorPage';
import { PopupsPage } from '../../../client/server/admin/popups/PopupsPage';
import type { ApiErrorItem } from '../../contracts/envelope';
import type { AppEnv } from '../../env';
import type { SignedInContext as C } from '../../http/guards';
import { adminPage } from '../../http/guards';
import { pageId } from '../../http/schemas';
import { adminScreen, confirmDelete } from '../back-office/admin-screens';
import { NOT_FOUND, readPopup, toPopupDto } from './actions';
import { listPopups } from './queries';
import { readerConfig } from './rules';

export const popupPages = new Hono<AppEnv>();

/** The path's id (contracts/ids.ts); the routes let only digits reach here. */
export const popupIdOf = (c: C) => pageId(c.req.param('id'), NOT_FOUND);

/**
 * The editor, with `values` as given (after a failed save or a chain operation: what the editor
 * typed) or from the saved popup. The side preview is always the saved popup, as readers get it.
 */
export async function popupEditor(c: C, id: number | null, shown?: { values: PopupFormValues; errors: ApiErrorItem[] }) {
  const row = id === null ? null : await readPopup(c.get('db'), id);
  const config = row ? readerConfig(row.config) : null;
  const saved = row && config ? { id: row.id, type: row.type, config } : null;
  const values = shown?.values ?? (row ? valuesFromPopup(toPopupDto(row)) : NEW_POPUP);
  return adminScreen(c, id === null ? 'New popup' : `Popup #${id}`, PopupEditorPage, { id, values, errors: shown?.errors ?? [], saved });
}

popupPages.get('/admin/popups', adminPage, async (c) => {
  const popups = (await listPopups(c.get('db'))).map(toPopupDto);
  return adminScreen(c, 'Popups', PopupsPage, { popups });
});

popupPages.get('/admin/popups/new', adminPage, (c) => popupEditor(c, null));

popupPages.get('/admin/popups/:id{[0-9]{1,12}}', adminPage, (c) => popupEditor(c, popupIdOf(c)));

popupPages.get('/admin/popups/:id{[0-9]{1,12}}/delete', adminPage, async (c) => {
  const popup = toPopupDto(await readPopup(c.get('db'), popupIdOf(c)));
  const message = `Delete the popup “${popup.config.title || `#${popup.id}`}”? Readers will no longer be shown it. This cannot be undone.`;
  return confirmDelete(c, '/admin/popups', `/admin/popups/${popup.id}`, 'popup', message);
});
