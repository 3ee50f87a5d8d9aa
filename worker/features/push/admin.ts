/**
 * @module Back-office API for push notifications: `POST /admin/api/notify` (spec §7; everyone when
 * filters.all is true, else the filtered audience, as `POST /aux/jobs/push-notification-job`) and
 * `GET /admin/api/notify`, the composer's history of jobs with their status.
 */
import { z } from '@hono/zod-openapi';
import { dataOf, errorResponse, jsonResponse, pagedOf } from '../../contracts/envelope';
import { NOTIFY_MESSAGES, PushJobDto, PushRequest } from '../../contracts/notify';
import { accepted, paged } from '../../http/envelope';
import { adminRoute, jsonBody } from '../../http/routes';
import { PageQuery } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { queuePush } from './actions';
import { listJobs } from './queries';

/** What both push routes document. */
export const PUSH_BODY_RULES = `'${NOTIFY_MESSAGES.titleRequired}', '${NOTIFY_MESSAGES.titleLong}', '${NOTIFY_MESSAGES.bodyRequired}', '${NOTIFY_MESSAGES.bodyLong}', '${NOTIFY_MESSAGES.url}', '${NOTIFY_MESSAGES.audience}' or an unknown tag (path names the field)`;
export const PUSH_RESPONSES = {
  202: jsonResponse('Stored and queued for sending', dataOf(PushJobDto)),
  502: errorResponse(`'${NOTIFY_MESSAGES.notQueued}'`),
} as const;

const send = adminRoute('post', '/notify', {
  summary: 'Send a push notification to everyone (filters.all) or to the readers the filters name (admin)',
  request: jsonBody(PushRequest, 'PushRequest', PUSH_BODY_RULES),
  responses: PUSH_RESPONSES,
});

const history = adminRoute('get', '/notify', {
  summary: 'Push jobs, newest first, with their status (admin)',
  request: { query: z.object(PageQuery) },
  responses: {
    200: jsonResponse('Push jobs', pagedOf(PushJobDto)),
    400: errorResponse('page or count is malformed'),
  },
});

export const admin = apiApp()
  .openapi(send, async (c) => accepted(c, await queuePush(c.env, c.get('db'), c.var.viewer.id, c.req.valid('json'), nowSeconds())))
  .openapi(history, async (c) => {
    const { page, count } = c.req.valid('query');
    const { rows, total } = await listJobs(c.get('db'), page, count);
    return paged(c, rows, page, count, total);
  });
