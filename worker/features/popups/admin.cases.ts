/** The popup routes of the back office's route table (features/audit/table.test.ts), and the popups they work on. */
import type { PopupConfig } from '../../contracts/admin-popups';
import { popups } from '../../db/schema';
import type { AdminRouteCase } from '../../test/admin';
import { db, uniq } from '../../test/factories';

/** A config that passes every rule; override what a test is about. */
export const goodConfig = (over: Partial<PopupConfig> = {}): PopupConfig => ({
  title: `Popup ${uniq()}`,
  subtitle: 'A subtitle',
  body: 'Read <b>more</b>.',
  actionText: 'Go',
  actionUrl: '/subscribe',
  frequency: 1,
  trigger: [{ urlMatch: '/article/' }, { delay: 3 }],
  position: 'center',
  size: 'large',
  imageUrl: 'https://cdn.example/offer.png',
  textColor: '#ffffff',
  ...over,
});

/** A stored popup, written straight to D1 (as the seed does), so its config is whatever is given. */
export async function makePopup(over: { config?: Record<string, unknown>; isActive?: boolean } = {}) {
  const [row] = await db()
    .insert(popups)
    .values({ type: 'generic-1', config: over.config ?? goodConfig(), isActive: over.isActive ?? true })
    .returning();
  return row!;
}

const at = (id: number) => `/admin/api/popups/${id}`;

export const ADMIN_CASES: AdminRouteCase[] = [
  { method: 'GET', route: '/admin/api/popups', writes: false, prepare: async () => ({ path: '/admin/api/popups' }) },
  { method: 'GET', route: '/admin/api/popups/:id', writes: false, prepare: async () => ({ path: at((await makePopup()).id) }) },
  {
    method: 'POST',
    route: '/admin/api/popups',
    writes: true,
    status: 201,
    prepare: async () => ({ path: '/admin/api/popups', body: { type: 'generic-2', config: goodConfig() } }),
  },
  {
    method: 'PATCH',
    route: '/admin/api/popups/:id',
    writes: true,
    prepare: async () => ({ path: at((await makePopup()).id), body: { is_active: false } }),
  },
  {
    method: 'POST',
    route: '/admin/api/popups/preview',
    writes: false,
    prepare: async () => ({ path: '/admin/api/popups/preview', body: { type: 'generic-1', config: goodConfig() } }),
  },
  { method: 'DELETE', route: '/admin/api/popups/:id', writes: true, prepare: async () => ({ path: at((await makePopup()).id) }) },
];
