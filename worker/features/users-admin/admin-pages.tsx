/**
 * @module The back office's users pages: the list (role and access as GET filters; a search by
 * e-mail or username only by POST, admin-forms.ts, so nothing personal reaches a URL), one user's
 * support view, and the create form. They read through the same functions as /admin/api/users.
 */
import { z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { UserCreatePage } from '../../../client/server/admin/users/UserCreatePage';
import { UserDeletePage } from '../../../client/server/admin/users/UserDeletePage';
import { UserDetailPage } from '../../../client/server/admin/users/UserDetailPage';
import { UsersListPage } from '../../../client/server/admin/users/UsersListPage';
import { UserFilterQuery } from '../../contracts/admin-users';
import { paging } from '../../contracts/envelope';
import type { FormFeedback, NamedFeedback } from '../../contracts/forms';
import type { AppEnv } from '../../env';
import type { SignedInContext as C } from '../../http/guards';
import { adminPage } from '../../http/guards';
import { PageQuery, pageId, withinDepth } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { validationError } from '../../http/validate';
import { adminScreen, adminTitle } from '../back-office/admin-screens';
import { userDetail } from './actions';
import { toUserRow } from './dto';
import { listUsers } from './queries';

/** Rows per page of the list (and of a search's results). */
export const USERS_PAGE_SIZE = 25;

/** The list's GET filters; an e-mail or a name in the query string is ignored, never searched. */
const ListQuery = z.object({ role: UserFilterQuery.role, active: UserFilterQuery.active, page: PageQuery.page });

/** The search form's fields (POST /admin/users/search): the words, the filters it keeps, the page. */
export const SearchFields = ListQuery.extend({ q: UserFilterQuery.q });

/** An empty filter ("Any") is no filter. */
export const filled = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));

export type ListView = {
  role?: 'reader' | 'admin';
  active?: boolean;
  page: number;
  /** The searched words (a POST); with an error they are only shown back, not searched. */
  q?: string;
  searchError?: string | null;
};

export async function usersListScreen(c: C, view: ListView) {
  withinDepth(view.page, USERS_PAGE_SIZE);
  const q = view.searchError ? undefined : view.q;
  const { rows, total } = await listUsers(c.get('db'), { q, role: view.role, active: view.active }, view.page, USERS_PAGE_SIZE);
  const now = nowSeconds();
  const filters = { role: view.role, active: view.active === undefined ? undefined : String(view.active) };
  const search = view.q !== undefined ? { q: view.q, error: view.searchError } : undefined;
  const pages = paging(view.page, USERS_PAGE_SIZE, total, rows.length);
  return adminScreen(c, 'Users', UsersListPage, { rows: rows.map((r) => toUserRow(r, now)), paging: pages, filters, search });
}

/** The path's id, or the 404 page (the route's pattern already holds it to digits). */
export const userIdOf = (c: C): number => pageId(c.req.param('id'), 'User not found');

export async function userDetailScreen(c: C, id: number, feedback?: NamedFeedback) {
  const user = await userDetail(c, id);
  const viewer = c.var.viewer;
  // The detail page knows the admin by id too: an admin's own account offers no role, deactivate or delete.
  return c.render(
    <UserDetailPage admin={{ id: viewer.id, username: viewer.username }} user={user} feedback={feedback} />,
    adminTitle(user.username),
  );
}

/** The confirm step of a deletion (without JavaScript), or a refused one again with the reason. */
export async function userDeleteScreen(c: C, id: number, error?: string | null) {
  const user = await userDetail(c, id);
  return adminScreen(c, `Delete ${user.username}`, UserDeletePage, { user, error });
}

export const newUserScreen = (c: C, feedback?: FormFeedback) => adminScreen(c, 'New user', UserCreatePage, { feedback });

export const usersPages = new Hono<AppEnv>();

usersPages.get('/admin/users', adminPage, async (c) => {
  const parsed = ListQuery.safeParse(filled(c.req.query()));
  if (!parsed.success) throw validationError(parsed.error, 'query');
  return usersListScreen(c, parsed.data);
});

usersPages.get('/admin/users/new', adminPage, (c) => newUserScreen(c));

usersPages.get('/admin/users/:id{[0-9]+}', adminPage, (c) => userDetailScreen(c, userIdOf(c)));

usersPages.get('/admin/users/:id{[0-9]+}/delete', adminPage, (c) => userDeleteScreen(c, userIdOf(c)));
