/**
 * @module `POST /aux/jobs/push-notification-job` (spec §7: "notification, when filters.all is not
 * true"): the filtered push, stored and queued as `POST /admin/api/notify` does. app.ts guards
 * only `/aux/admin/*`, so this route brings the admin guard itself.
 */
import { PushRequest } from '../../contracts/notify';
import { accepted } from '../../http/envelope';
import { adminRoute, jsonBody } from '../../http/routes';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { queuePush } from './actions';
import { PUSH_BODY_RULES, PUSH_RESPONSES } from './admin';

const job = adminRoute('post', '/jobs/push-notification-job', {
  summary: 'Queue a push notification for the readers the filters name (admin)',
  request: jsonBody(PushRequest, 'PushRequest', PUSH_BODY_RULES),
  responses: PUSH_RESPONSES,
});

export const aux = apiApp().openapi(job, async (c) =>
  accepted(c, await queuePush(c.env, c.get('db'), c.var.viewer.id, c.req.valid('json'), nowSeconds())),
);
