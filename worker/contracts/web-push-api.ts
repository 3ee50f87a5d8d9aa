/**
 * @module The Web Push routes' bodies and answers (zod; the browser imports them as types only).
 * The spec's `POST web /notifications with fcm_token`: the field carries the browser's
 * `PushSubscription.toJSON()`, as a JSON string (what a token is) or the object itself.
 */
import { z } from '@hono/zod-openapi';
import { WEB_PUSH_MESSAGES as M } from './web-push';

/** `PushSubscription.toJSON()`: only endpoint and keys are read; the SSRF and key checks run in the Worker. */
export const PushSubscriptionJson = z.object({
  endpoint: z.string({ message: M.token }).min(1, M.token).max(2048, M.endpointHttps),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: z.string({ message: M.p256dh }).max(200, M.p256dh), auth: z.string({ message: M.auth }).max(100, M.auth) },
    { message: M.token },
  ),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJson>;

/** `{ fcm_token }` for POST and DELETE alike: a string is parsed as JSON first (at most 4 KB). */
export const PushTokenBody = z.strictObject({
  fcm_token: z.union([z.string({ message: M.token }).max(4096, M.token), PushSubscriptionJson], { message: M.token }),
});
export type PushTokenBody = z.infer<typeof PushTokenBody>;

export const PushKeyDto = z.object({ public_key: z.string() });
export type PushKeyDto = z.infer<typeof PushKeyDto>;

/** The registration as stored: when the browser should register again (epoch seconds). */
export const PushRegistrationDto = z.object({ endpoint: z.string(), registered: z.boolean(), refresh_after: z.number().int() });
export type PushRegistrationDto = z.infer<typeof PushRegistrationDto>;

export const PushRemovalDto = z.object({ removed: z.boolean() });
export type PushRemovalDto = z.infer<typeof PushRemovalDto>;
