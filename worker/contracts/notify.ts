/**
 * @module Push notifications on the wire (spec §3 "Push notification request: notification plus
 * filters; filters.all true means everyone"; §7 `POST admin /notify`, `POST aux
 * /jobs/push-notification-job`): the request, its rules, and the job the back office sees.
 */
import { z } from '@hono/zod-openapi';
import { bodyId } from './id-schemas';
import { PUSH_KINDS } from './web-push';

export const PUSH_TITLE_MAX = 100;
export const PUSH_BODY_MAX = 300;
/** Tags a filtered push may name at once. */
export const PUSH_TAGS_MAX = 50;
/** The job's states (db/schema push_notifications.status). */
export const PUSH_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

export const NOTIFY_MESSAGES = {
  titleRequired: 'title is required',
  titleLong: `title must be at most ${PUSH_TITLE_MAX} characters`,
  bodyRequired: 'body is required',
  bodyLong: `body must be at most ${PUSH_BODY_MAX} characters`,
  url: 'url must be an http(s) address or a path on this site (starting with /)',
  audience: 'filters must say who receives it: all, tags or subscribed',
  tags: `tags must hold at most ${PUSH_TAGS_MAX} tag ids`,
  tagMissing: (id: number) => `Tag ${id} does not exist`,
  notQueued: 'The notification was saved but could not be queued for sending; it is marked failed. Please try again.',
} as const;

/**
 * Where tapping the notification leads: an http(s) address, or a path on this site. Anything else
 * (javascript:, data:, a protocol-relative //host) is refused: the sender hands it to the browser.
 */
export function isPushUrl(url: string): boolean {
  if (/[\s\\\p{Cc}]/u.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  // A host (no userinfo) after the scheme; the contracts run without the URL global.
  return /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?([/?#].*)?$/i.test(url);
}

const text = (required: string, long: string, max: number) => z.string({ message: required }).trim().min(1, required).max(max, long);

export const PushNotification = z.strictObject(
  {
    title: text(NOTIFY_MESSAGES.titleRequired, NOTIFY_MESSAGES.titleLong, PUSH_TITLE_MAX),
    body: text(NOTIFY_MESSAGES.bodyRequired, NOTIFY_MESSAGES.bodyLong, PUSH_BODY_MAX),
    url: z.string({ message: NOTIFY_MESSAGES.url }).trim().max(2000, NOTIFY_MESSAGES.url).refine(isPushUrl, NOTIFY_MESSAGES.url).optional(),
    /** Breaking news: only readers with notification_breaking on get it, with high urgency. */
    breaking: z.boolean({ message: 'breaking must be true or false' }).optional(),
  },
  { message: 'notification is required' },
);
export type PushNotification = z.infer<typeof PushNotification>;

/**
 * Who receives it: everyone (`all: true`), or readers following any of `tags`, narrowed by
 * `subscribed` (true: Plus readers only, false: free readers only). One of them must be given.
 */
export const PushFilters = z
  .strictObject(
    {
      all: z.boolean({ message: 'all must be true or false' }).optional(),
      tags: z
        .array(bodyId({ type: 'tags must be tag ids', integer: 'tags must be tag ids', min: 'tags must be tag ids' }), {
          message: NOTIFY_MESSAGES.tags,
        })
        .max(PUSH_TAGS_MAX, NOTIFY_MESSAGES.tags)
        .optional(),
      subscribed: z.boolean({ message: 'subscribed must be true or false' }).optional(),
    },
    { message: 'filters is required' },
  )
  .refine((f) => f.all === true || (f.tags?.length ?? 0) > 0 || f.subscribed !== undefined, { message: NOTIFY_MESSAGES.audience });
export type PushFilters = z.infer<typeof PushFilters>;

export const PushRequest = z.strictObject({
  notification: PushNotification,
  filters: PushFilters,
});
export type PushRequest = z.infer<typeof PushRequest>;

/** A push job as the composer's history lists it; sent and failed are counted by the sender. */
export const PushJobDto = z.object({
  id: z.number().int(),
  status: z.enum(PUSH_STATUSES),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  filters: z.record(z.string(), z.unknown()),
  /** Why it was sent: notify (an editor's push), breaking, briefing (the cron), comment (a reply). */
  kind: z.enum(PUSH_KINDS),
  /** Subscriptions in its audience, once planned; sent + failed + removed reach it when every push was attempted. */
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Subscriptions the push service said are gone (404/410), deleted. */
  removed: z.number().int(),
  created_by: z.number().int().nullable(),
  created: z.number().int(),
});
export type PushJobDto = z.infer<typeof PushJobDto>;
