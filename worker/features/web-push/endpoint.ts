/**
 * @module A browser's push subscription checked before it is stored: the spec's `fcm_token` (the
 * subscription JSON, as a string or an object), an https endpoint on a public host (no SSRF through
 * push: the Worker will POST to it), and keys of the lengths RFC 8291 requires. Pure.
 */
import { WEB_PUSH_MESSAGES as M } from '../../contracts/web-push';
import { PushSubscriptionJson } from '../../contracts/web-push-api';
import { badRequest } from '../../http/errors';
import { blockedHost } from '../images/guard';
import { fromBase64Url } from './base64url';

export type Subscription = { endpoint: string; p256dh: string; auth: string };

const FIELD = 'fcm_token';

/** The subscription, or a 400 naming `fcm_token` with what is wrong. */
export function parseSubscription(token: unknown, devOrigins: readonly string[]): Subscription {
  let value = token;
  if (typeof token === 'string') {
    try {
      value = JSON.parse(token);
    } catch {
      throw badRequest(M.token, FIELD);
    }
  }
  const parsed = PushSubscriptionJson.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? M.token, FIELD);
  const { endpoint, keys } = parsed.data;
  checkEndpoint(endpoint, devOrigins);
  const p256dh = fromBase64Url(keys.p256dh);
  if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 0x04) throw badRequest(M.p256dh, FIELD);
  const auth = fromBase64Url(keys.auth);
  if (!auth || auth.length !== 16) throw badRequest(M.auth, FIELD);
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

/** https on a public host (any port: push services use 443, but nothing is gained by refusing others). */
export function checkEndpoint(endpoint: string, devOrigins: readonly string[]): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest(M.endpointHttps, FIELD);
  }
  if (url.username || url.password) throw badRequest(M.endpointHost, FIELD);
  if (url.protocol === 'http:' && devOrigins.includes(url.origin)) return;
  if (url.protocol !== 'https:') throw badRequest(M.endpointHttps, FIELD);
  if (blockedHost(url.hostname)) throw badRequest(M.endpointHost, FIELD);
}
