/**
 * @module The back office's islands, rendered in full on the server like the reader's
 * (client/server/islands.tsx) but hydrated by the admin entry only. Their components (the editors:
 * tiptap, dnd-kit, uPlot) are loaded on the first back-office request (`loadAdminIslands`, which
 * app.ts awaits for every /admin path), not in the reader Worker's global scope (issue 29).
 */

import { islandsOf } from '../islands';
import type { ADMIN_ISLANDS } from './island-components';

type AdminIslands = typeof ADMIN_ISLANDS;

/** Filled by loadAdminIslands; a name missing at render time says the loader was skipped. */
const registry = new Proxy({} as AdminIslands, {
  get(target, name) {
    const component = Reflect.get(target, name);
    if (!component && typeof name === 'string') throw new Error(`admin island ${name} rendered before loadAdminIslands()`);
    return component;
  },
});
let loading: Promise<void> | undefined;

/** Loads the back office's island components once per isolate (a failed load is tried again). */
export function loadAdminIslands(): Promise<void> {
  loading ??= import('./island-components').then(
    ({ ADMIN_ISLANDS: components }) => {
      Object.assign(registry, components);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const AdminIsland = islandsOf(registry);

/**
 * Delete, asked first: the AdminConfirm island over `${path}/delete`, whose confirm page is also
 * where the button leads before JavaScript runs.
 */
export function DeleteButton({ path, title, message, label = 'Delete' }: { path: string; title: string; message: string; label?: string }) {
  return (
    <AdminIsland name="AdminConfirm" props={{ label, title, message, action: `${path}/delete`, href: `${path}/delete`, size: 'sm' }} />
  );
}
