/**
 * @module The push composer's form (POST /admin/push), posted without JavaScript. "Preview" posts
 * it back and the page shows the notification with the values kept; "Send" parses the fields into
 * the API's own PushRequest and calls the same queuePush as POST /admin/api/notify (job row, audit
 * row, queue message), then 303 to the page with a toast, or the page again with the problems.
 */
import { Hono } from 'hono';
import { chosenTags } from '../../../client/server/admin/push/PushComposer';
import { keptValues } from '../../contracts/forms';
import { PushRequest } from '../../contracts/notify';
import type { AppEnv } from '../../env';
import { AppError } from '../../http/errors';
import { setFlash } from '../../http/flash';
import { handleForm } from '../../http/form';
import { parseBody } from '../../http/form-kit';
import { adminPage, type SignedInContext as C } from '../../http/guards';
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
  return { notification: { title: fields.title ?? '', body: fields.body ?? '', ...url }, filters };
}

async function send(c: C, fields: Record<string, string>) {
  const req = parseBody(PushRequest, pushBody(fields));
  try {
    await queuePush(c.env, c.get('db'), c.var.viewer.id, req, nowSeconds());
  } catch (err) {
    // The queue refused it: the job is stored as failed (it shows in the history); say so on the form.
    if (!(err instanceof AppError) || err.status !== 502) throw err;
    c.status(502);
    return pushScreen(c, 1, { values: keptValues(fields), errors: err.items });
  }
  await setFlash(c, { toasts: [{ type: 'success', message: PUSH_QUEUED }] });
  return c.redirect('/admin/push', 303);
}

export const pushForms = new Hono<AppEnv>();

pushForms.post('/admin/push', adminPage, (c) =>
  handleForm(
    c,
    (fields) => (fields.action === 'preview' ? pushScreen(c, 1, { values: keptValues(fields), errors: [] }) : send(c, fields)),
    (feedback) => pushScreen(c, 1, feedback),
  ),
);
