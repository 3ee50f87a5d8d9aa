/**
 * @module How every back-office page is drawn for a request: in the admin shell, titled "… · Back
 * office · Edgewire", signed with the admin's name; its query read through a schema; and the
 * no-JavaScript confirm step that every delete goes through.
 */
import type { ComponentProps, ComponentType } from 'react';
import type { AdminSection } from '../../../client/server/admin/AdminLayout';
import { ConfirmPage } from '../../../client/server/admin/controls';
import type { SignedInContext as C } from '../../http/guards';
import { validationError } from '../../http/validate';

/** The document's title and the admin shell of a back-office page about `what`. */
export const adminTitle = (what: string) => ({ title: `${what} · Back office · Edgewire`, shell: 'admin' as const });

/** A page's query through its schema: a bad value is the 400 page naming it, never a 500. */
export function queryOf<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: Parameters<typeof validationError>[0] } },
  query: Record<string, string>,
): T {
  const r = schema.safeParse(query);
  if (!r.success) throw validationError(r.error, 'query');
  return r.data;
}

/** `Page` with `props`, signed with the admin's name, as the page about `what`. */
export function adminScreen<P extends object>(c: C, what: string, Page: ComponentType<P & { admin: string }>, props: P) {
  return c.render(<Page {...props} admin={c.var.viewer.username} />, adminTitle(what));
}

/**
 * "Delete {what}": the confirm page of deleting the item at `path` in `section`. Its form posts to
 * `${path}/delete` and Cancel goes back to the item, unless `more` says otherwise.
 */
export function confirmDelete(
  c: C,
  section: AdminSection,
  path: string,
  what: string,
  message: string,
  more?: Partial<ComponentProps<typeof ConfirmPage>>,
) {
  const title = `Delete ${what}`;
  const page = { section, title, message, action: `${path}/delete`, cancel: path, label: title, ...more };
  return adminScreen(c, title, ConfirmPage, page);
}
