/** The popup routes of the back office's route table (features/audit/table.test.ts), and the popups they work on. */
import type { PopupConfig } from '../../contracts/admin-popups';
import { popups } from '../../db/schema';
import { type AdminRouteCase, reads, writes } from '../../test/admin';
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
  reads('GET /admin/api/popups', async () => ({ path: '/admin/api/popups' })),
  reads('GET /admin/api/popups/:id', async () => ({ path: at((await makePopup()).id) })),
  writes('POST /admin/api/popups', 201, async () => ({ path: '/admin/api/popups', body: { type: 'generic-2', config: goodConfig() } })),
  writes('PATCH /admin/api/popups/:id', async () => ({ path: at((await makePopup()).id), body: { is_active: false } })),
  // A preview checks and answers; it writes nothing, so it leaves no audit row.
  reads('POST /admin/api/popups/preview', async () => ({
    path: '/admin/api/popups/preview',
    body: { type: 'generic-1', config: goodConfig() },
  })),
  writes('DELETE /admin/api/popups/:id', async () => ({ path: at((await makePopup()).id) })),
];
