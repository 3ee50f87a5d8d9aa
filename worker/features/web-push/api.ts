/**
 * @module Web Push registration under /api (spec §7 "POST web /notifications with fcm_token"):
 * `GET /notifications/key` (the VAPID public key for `pushManager.subscribe`), `POST /notifications`
 * (store this browser's subscription for the signed-in reader) and `DELETE /notifications` (remove
 * it: push turned off, or signing out). See docs/decisions/056-web-push.md.
 */
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { WEB_PUSH_MESSAGES as M, PUSH_REFRESH_SECONDS } from '../../contracts/web-push';
import { PushKeyDto, PushRegistrationDto, PushRemovalDto, PushTokenBody } from '../../contracts/web-push-api';
import { created, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { jsonBody, readerRoute, route } from '../../http/routes';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { devPushOrigins, vapidOf } from './config';
import { parseSubscription } from './endpoint';
import { deleteSubscription, upsertSubscription } from './queries';

const TOKEN_RULES = `'${M.token}', '${M.endpointHttps}', '${M.endpointHost}', '${M.p256dh}' or '${M.auth}' (path fcm_token)`;

const keyRoute = route('get', '/notifications/key', {
  summary: "The VAPID public key (base64url), the browser's applicationServerKey",
  responses: { 200: jsonResponse('The key', dataOf(PushKeyDto)), 404: errorResponse(`'${M.notConfigured}'`) },
});

const registerRoute = readerRoute('post', '/notifications', {
  summary: "Register this browser's push subscription (fcm_token: the PushSubscription JSON) for the signed-in reader",
  security: [{ session: [] }],
  request: jsonBody(PushTokenBody, 'PushTokenBody', TOKEN_RULES),
  responses: { 201: jsonResponse('Stored; register again after refresh_after', dataOf(PushRegistrationDto)) },
});

const removeRoute = readerRoute('delete', '/notifications', {
  summary: "Remove this browser's push subscription (push turned off, or signing out); idempotent",
  security: [{ session: [] }],
  request: jsonBody(PushTokenBody, 'PushTokenBody', TOKEN_RULES),
  responses: { 200: jsonResponse('Removed, or there was nothing to remove', dataOf(PushRemovalDto)) },
});

export const api = apiApp()
  .openapi(keyRoute, (c) => {
    const vapid = vapidOf(c.env);
    if (!vapid) throw notFound(M.notConfigured);
    return ok(c, { public_key: vapid.publicKey });
  })
  .openapi(registerRoute, async (c) => {
    if (!vapidOf(c.env)) throw notFound(M.notConfigured);
    const sub = parseSubscription(c.req.valid('json').fcm_token, devPushOrigins(c.env));
    const now = nowSeconds();
    await upsertSubscription(c.env.DB, c.var.viewer.id, sub, now);
    return created(c, { endpoint: sub.endpoint, registered: true, refresh_after: now + PUSH_REFRESH_SECONDS });
  })
  .openapi(removeRoute, async (c) => {
    const sub = parseSubscription(c.req.valid('json').fcm_token, devPushOrigins(c.env));
    return ok(c, { removed: await deleteSubscription(c.env.DB, c.var.viewer.id, sub.endpoint) });
  });
