/** @module The push composer's admin routes in the back office's route table (audit/table.test.ts). */
import type { AdminRouteCase } from '../../test/admin';
import { makeTag } from '../../test/factories';

const notification = { title: 'Route table push', body: 'Checked for every audience.', url: '/trending' };

export const ADMIN_CASES: AdminRouteCase[] = [
  {
    method: 'POST',
    route: '/admin/api/notify',
    prepare: async () => ({ path: '/admin/api/notify', body: { notification, filters: { all: true } } }),
    writes: true,
    status: 202,
  },
  { method: 'GET', route: '/admin/api/notify', prepare: async () => ({ path: '/admin/api/notify' }), writes: false },
  {
    method: 'POST',
    route: '/aux/jobs/push-notification-job',
    prepare: async () => {
      const tag = await makeTag();
      return { path: '/aux/jobs/push-notification-job', body: { notification, filters: { tags: [tag.id], subscribed: false } } };
    },
    writes: true,
    status: 202,
  },
];
