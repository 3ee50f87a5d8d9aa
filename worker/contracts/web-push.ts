/**
 * @module Web Push between the Worker and the browser, zod-free so the service worker and the
 * opt-in island import it as they are (decision 056-web-push): the routes, the spec's constants
 * (§4 "Push token refreshes after 7 days; registration retries up to 3 times", §9), and the JSON
 * every push carries, which /sw.js reads from `event.data.json()`.
 */

/** `GET`: the VAPID public key (`{ data: { public_key } }`), the browser's `applicationServerKey`. No session needed. */
export const PUSH_KEY_PATH = '/api/notifications/key';
/** `POST { fcm_token }` registers this browser's subscription for the signed-in reader; `DELETE { fcm_token }` removes it. */
export const PUSH_REGISTER_PATH = '/api/notifications';
/** Spec §4/§9: the browser registers again once this old, so the server's copy never goes stale. */
export const PUSH_REFRESH_SECONDS = 7 * 24 * 60 * 60;
/** Spec §9 "Push retry 3": a failed registration is tried at most this many more times. */
export const PUSH_REGISTER_RETRIES = 3;
/** Subscriptions one reader keeps (one per browser); registering another drops the least recently seen. */
export const PUSH_SUBSCRIPTIONS_PER_READER = 10;

/** Why a push was sent: an editor's push, breaking news, the morning/evening briefing, a comment reply. */
export const PUSH_KINDS = ['notify', 'breaking', 'briefing', 'comment'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * What a push carries (decrypted by the browser, handed to /sw.js): `url` is a path on this site or
 * an http(s) address (contracts/notify.ts isPushUrl), opened on click; `tag` lets a newer push of
 * the same thing replace an older one (`showNotification`'s tag).
 */
export type WebPushPayload = {
  title: string;
  body: string;
  url: string;
  tag: string;
  kind: PushKind;
};

/**
 * RFC 8291 with one 4096-octet record: 4096 − 86 (header: salt, record size, key id) − 17 (padding
 * delimiter and GCM tag) = 3993 octets of plaintext at most. A bigger payload is refused (400).
 */
export const PUSH_PAYLOAD_MAX_BYTES = 3993;

export const WEB_PUSH_MESSAGES = {
  notConfigured: 'Push notifications are not available on this site.',
  token: 'fcm_token must be the push subscription as JSON: { endpoint, keys: { p256dh, auth } }',
  endpointHttps: 'fcm_token.endpoint must be an https address',
  endpointHost: 'fcm_token.endpoint must be a public push service, not a private, loopback or link-local host',
  p256dh: 'fcm_token.keys.p256dh must be a P-256 public key: 65 bytes, base64url',
  auth: 'fcm_token.keys.auth must be 16 bytes, base64url',
  tooLarge: (bytes: number) => `The notification is too large to push (${bytes} bytes; at most ${PUSH_PAYLOAD_MAX_BYTES}).`,
} as const;
