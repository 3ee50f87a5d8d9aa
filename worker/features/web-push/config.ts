/**
 * @module Web Push configuration from the Worker's bindings: the VAPID key pair and subject
 * (secrets VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, var VAPID_SUBJECT; `npm start` generates local keys
 * once into .dev.vars), and the local push services allowed over plain http (PUSH_DEV_ORIGINS,
 * set only by `npm start` and the tests, never in wrangler.toml).
 */
import { fromBase64Url } from './base64url';

export type Vapid = { publicKey: string; privateKey: string; subject: string };

/** The key pair when both halves are present and well formed, else null (push is then off). */
export function vapidOf(env: Env): Vapid | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  const pub = fromBase64Url(publicKey);
  const priv = fromBase64Url(privateKey);
  if (!pub || pub.length !== 65 || pub[0] !== 4 || !priv || priv.length !== 32) return null;
  return { publicKey, privateKey, subject: env.VAPID_SUBJECT?.trim() || `mailto:${env.SUPPORT_EMAIL}` };
}

/**
 * The exact origins of local push services a subscription may name although they are plain http
 * on loopback (web-push-testing). Only `http://127.0.0.1:<port>` and `http://localhost:<port>` are
 * honoured, so a mistaken value cannot open the private network either.
 */
export function devPushOrigins(env: Env): string[] {
  return (env.PUSH_DEV_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter((o) => /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/.test(o));
}
