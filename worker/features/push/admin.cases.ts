/** @module The push composer's admin routes in the back office's route table (audit/table.test.ts). */
import { type AdminRouteCase, reads, writes } from '../../test/admin';
import { makeTag } from '../../test/factories';

const notification = { title: 'Route table push', body: 'Checked for every audience.', url: '/trending' };

export const ADMIN_CASES: AdminRouteCase[] = [
  writes('POST /admin/api/notify', 202, async () => ({ path: '/admin/api/notify', body: { notification, filters: { all: true } } })),
  reads('GET /admin/api/notify', async () => ({ path: '/admin/api/notify' })),
  writes('POST /aux/jobs/push-notification-job', 202, async () => {
    const tag = await makeTag();
    return { path: '/aux/jobs/push-notification-job', body: { notification, filters: { tags: [tag.id], subscribed: false } } };
  }),
];
