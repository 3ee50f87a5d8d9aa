/**
 * @module The trending views' pages of the back office: the list, a new view's title, the editor
 * with its zones, and the delete confirmation. They read through the trending feature's own
 * functions (listViews, loadViewAdmin), so a page shows what /admin/api/views answers. The form
 * posts are in admin-forms.ts (which draws these pages again through viewsList and viewEditor).
 */
import { Hono } from 'hono';
import type { ViewFormValues } from '../../../client/browser/admin/zone-form';
import { idList } from '../../../client/browser/admin/zone-form';
import { ViewEditorPage } from '../../../client/server/admin/views/ViewEditorPage';
import { NewViewPage, ViewsListPage } from '../../../client/server/admin/views/ViewsListPage';
import { VIEW_ADMIN_MESSAGES as M } from '../../contracts/admin-views';
import type { ApiErrorItem } from '../../contracts/envelope';
import { idFromText, isId } from '../../contracts/ids';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import type { SignedInContext as C } from '../../http/guards';
import { adminPage } from '../../http/guards';
import { pageId } from '../../http/schemas';
import { adminScreen, confirmDelete } from '../back-office/admin-screens';
import { valuesFromView } from './admin-input';
import { listViews } from './queries';
import { loadViewAdmin, refNames } from './view-queries';

export const viewPages = new Hono<AppEnv>();

/** Only digits reach the routes; the path's id is then read as every id is (contracts/ids.ts). */
export const VIEW_PATH = '/admin/views/:id{[0-9]{1,12}}';
export const viewIdOf = (c: C) => pageId(c.req.param('id'), M.notFound);

/** The list, with a notice above it after a refused action (deleting the active view). */
export async function viewsList(c: C, notice?: string) {
  const rows = await listViews(c.get('db'));
  const list = rows.map((r) => ({ id: r.id, title: r.title, is_active: r.isActive, version: r.version, zones: r.zones }));
  return adminScreen(c, 'Views', ViewsListPage, { views: list, notice });
}

/** The new view's page: its title, as typed after a refused create. */
export const newView = (c: C, shown?: { title: string; errors: ApiErrorItem[] }) =>
  adminScreen(c, 'New view', NewViewPage, { title: shown?.title ?? '', errors: shown?.errors ?? [] });

const numbers = (lists: string[]) => [...new Set(lists.flatMap(idList).map(idFromText).filter(isId))];

/**
 * The editor, with `shown` values as typed (after a refused save or an Add zone without
 * JavaScript) or from the saved view; `notice` for a save that lost to someone else's (409).
 */
export async function viewEditor(c: C, id: number, shown?: { values: ViewFormValues; errors: ApiErrorItem[]; notice?: string }) {
  const db = c.get('db');
  const view = await loadViewAdmin(db, id);
  if (!view) throw notFound(M.notFound);
  const values = shown?.values ?? valuesFromView(view);
  const names = await refNames(db, numbers(values.zones.map((z) => z.tags)), numbers(values.zones.map((z) => z.articles)));
  const saved = { id: view.id, title: view.title, is_active: view.is_active, version: view.version };
  const page = { view: saved, values, errors: shown?.errors ?? [], notice: shown?.notice, names };
  return adminScreen(c, view.title ? `View “${view.title}”` : `View #${id}`, ViewEditorPage, page);
}

viewPages.get('/admin/views', adminPage, (c) => viewsList(c));

viewPages.get('/admin/views/new', adminPage, (c) => newView(c));

viewPages.get(VIEW_PATH, adminPage, (c) => viewEditor(c, viewIdOf(c)));

viewPages.get(`${VIEW_PATH}/delete`, adminPage, async (c) => {
  const view = await loadViewAdmin(c.get('db'), viewIdOf(c));
  if (!view) throw notFound(M.notFound);
  // The active view cannot go (the trending page would be empty): say so before asking.
  if (view.is_active) {
    c.status(409);
    return viewsList(c, M.deleteActive);
  }
  const name = view.title || `#${view.id}`;
  const message = `Delete the view “${name}” and its ${view.zones.length} zone${view.zones.length === 1 ? '' : 's'}? This cannot be undone.`;
  return confirmDelete(c, '/admin/views', `/admin/views/${view.id}`, 'view', message);
});
