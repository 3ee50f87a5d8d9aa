/**
 * @module The push composer's form (POST /admin/push), posted without JavaScript. "Preview" posts
 * it back and the page shows the notification with the values kept; "Send" parses the fields into
 * the API's own PushRequest and calls the same queuePush as POST /admin/api/notify (job row, audit
 * row, queue message), then 303 to the page with a toast, or the page again with the problems.
 */
import { Hono } from 'hono';
import { chosenTags } from '../../../client/server/admin/push/PushComposer';
import { PushRequest } from '../../contracts/notify';
import type { AppEnv } from '../../env';
import { formRoute } from '../../http/form';
import { adminPage } from '../../http/guards';
import { nowSeconds } from '../../http/time';
import { queuePush } from './actions';
import { pushScreen } from './admin-pages';

export const PUSH_QUEUED = 'Notification queued.';

/** The form's fields as the API's body: the audience radio becomes the filters, ticked `tag.<id>` boxes the tags. */
export function pushBody(fields: Record<string, string>) {
  const audience = fields.audience;
  const filters =
    audience === 'all'
      ? { all: true }
      : audience === 'subscribed'
        ? { subscribed: true }
        : audience === 'tags'
          ? { tags: chosenTags(fields) }
          : {};
  const url = fields.url?.trim() ? { url: fields.url } : {};
  const breaking = fields.breaking === 'on' ? { breaking: true } : {};
  return { notification: { title: fields.title ?? '', body: fields.body ?? '', ...url, ...breaking }, filters };
}

export const pushForms = new Hono<AppEnv>();

pushForms.post(
  '/admin/push',
  adminPage,
  formRoute(
    PushRequest,
    async (c, req) => {
      await queuePush(c.env, c.get('db'), c.var.viewer.id, req, nowSeconds());
      return { to: '/admin/push', toast: PUSH_QUEUED };
    },
    {
      // "Preview": the page shows the notification with the values kept, sending nothing.
      redraw: (c, _posted, values) => (values.action === 'preview' ? pushScreen(c, 1, { values, errors: [] }) : undefined),
      input: (_posted, _c, fields) => pushBody(fields),
      // The queue refused it (502): the job is stored as failed (it shows in the history); say so on the form.
      upstream: true,
      onError: (c, feedback) => pushScreen(c, 1, feedback),
    },
  ),
);
