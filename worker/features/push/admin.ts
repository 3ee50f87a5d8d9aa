/**
 * @module Back-office API for push notifications: `POST /admin/api/notify` (spec §7; everyone when
 * filters.all is true, else the filtered audience, as `POST /aux/jobs/push-notification-job`) and
 * `GET /admin/api/notify`, the composer's history of jobs with their status.
 */
import { dataOf, errorResponse, jsonResponse, pagedOf } from '../../contracts/envelope';
import { NOTIFY_MESSAGES, PushJobDto, PushRequest } from '../../contracts/notify';
import { nextCursor } from '../../http/cursor';
import { accepted, paged } from '../../http/envelope';
import { adminRoute, jsonBody } from '../../http/routes';
import { CursorQuery, cursorKey, pagedQuery } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { queuePush } from './actions';
import { listJobs, PUSH_CURSOR, pushKey } from './queries';

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
  request: { query: pagedQuery({ cursor: CursorQuery }) },
  responses: {
    200: jsonResponse('Push jobs; meta.paging.cursor asks for the next page', pagedOf(PushJobDto)),
    400: errorResponse('page or count is malformed, page goes past page × count = 10000, or the cursor is not one this list gave'),
  },
});

export const admin = apiApp()
  .openapi(send, async (c) => accepted(c, await queuePush(c.env, c.get('db'), c.var.viewer.id, c.req.valid('json'), nowSeconds())))
  .openapi(history, async (c) => {
    const { page, count, cursor } = c.req.valid('query');
    const { rows, total } = await listJobs(c.get('db'), page, count, cursorKey(cursor, PUSH_CURSOR));
    return paged(c, rows, page, count, total, nextCursor(rows, count, pushKey));
  });
