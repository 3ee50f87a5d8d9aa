/** @module Service operations: billing, analytics, support, audit, queue bookkeeping, newsletter. */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PLAN_IDS } from '../../contracts/plans';
import { PUSH_KINDS } from '../../contracts/web-push';
import { counter, created, epoch, flag, ownedBy, refOrNull, rowId, timestamps } from './columns';
import { users } from './users';

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: rowId(),
    userId: ownedBy('user_id', () => users.id),
    provider: text('provider').notNull().default('stripe'),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    plan: text('plan', { enum: PLAN_IDS }).notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: epoch('current_period_end'),
    cancelAtPeriodEnd: flag('cancel_at_period_end').notNull().default(false),
    coupon: text('coupon'),
    trialEnd: epoch('trial_end'),
    endedAt: epoch('ended_at'),
    // Until when this subscription makes its reader Plus (contracts/plus.ts entitledUntil);
    // users.subscription_end is the latest of these.
    entitledUntil: epoch('entitled_until'),
    // When this state was read from the provider (ms): an older read never overwrites a newer one.
    syncedAtMs: integer('synced_at_ms').notNull().default(0),
    // Set once by a webhook that found this subscription live beside an older live one of the same
    // reader (billed twice): the back office's dashboard lists those still live.
    extraFlaggedAt: epoch('extra_flagged_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_id').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_extra_idx').on(t.extraFlaggedAt),
    // The stats rollup counts subscriptions started and ended per day by range.
    index('subscriptions_created_idx').on(t.created),
    index('subscriptions_ended_idx').on(t.endedAt),
  ],
);

/** The reader's customer at the payment provider, made once and reused by every subscription. */
export const billingCustomers = sqliteTable(
  'billing_customers',
  {
    userId: ownedBy('user_id', () => users.id).primaryKey(),
    provider: text('provider').notNull().default('stripe'),
    customerId: text('customer_id').notNull(),
    created: created(),
  },
  (t) => [uniqueIndex('billing_customers_customer').on(t.provider, t.customerId)],
);

/**
 * One subscribe attempt at a time per reader: an attempt first claims the reader's row (an insert,
 * or an update of an expired claim; the one whose statement changed the row goes on), and deletes
 * it when done. A claim expires, so an attempt that died mid-way locks nobody out for long.
 */
export const subscribeClaims = sqliteTable('subscribe_claims', {
  userId: ownedBy('user_id', () => users.id).primaryKey(),
  token: text('token').notNull(),
  expiresAt: epoch('expires_at').notNull(),
});

/** Webhook deliveries already applied; the provider retries, so each event id is applied once. */
export const webhookEvents = sqliteTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: epoch('received_at').notNull(),
  processedAt: epoch('processed_at'),
});

export const supportMessages = sqliteTable(
  'support_messages',
  {
    id: rowId(),
    userId: refOrNull('user_id', () => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    created: created(),
  },
  (t) => [index('support_messages_status_idx').on(t.status, t.created), index('support_messages_user_idx').on(t.userId)],
);

export const adminAuditLog = sqliteTable(
  'admin_audit_log',
  {
    id: rowId(),
    adminId: refOrNull('admin_id', () => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>(),
    created: created(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.created),
    index('admin_audit_log_entity_idx').on(t.entity, t.entityId),
    // An admin's entries (the log's filter, and an account's deletion setting them to NULL).
    index('admin_audit_log_admin_idx').on(t.adminId),
  ],
);

export const PUSH_JOB_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

export const pushNotifications = sqliteTable(
  'push_notifications',
  {
    id: rowId(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url'),
    filters: text('filters', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    createdBy: refOrNull('created_by', () => users.id),
    // queued until the Queue consumer takes it; sending while its batches go out; sent once every
    // push of `total` was attempted (sent + failed + removed = total, after planning finished).
    status: text('status', { enum: PUSH_JOB_STATUSES }).notNull().default('queued'),
    // Why it was sent (contracts/web-push.ts PUSH_KINDS): an editor's push, breaking news, a briefing, a comment reply.
    kind: text('kind', { enum: PUSH_KINDS }).notNull().default('notify'),
    sent: counter('sent'),
    failed: counter('failed'),
    // Subscriptions the push service said are gone (404/410), deleted on the way.
    removed: counter('removed'),
    total: counter('total'),
    batches: counter('batches'),
    // Every subscription of the audience has been put in a batch: `total` is final.
    planned: flag('planned').notNull().default(false),
    // The cron's and the comments' jobs, made once: 'briefing:<zone>:<local date>:am', 'comment:<id>:<user>'.
    dedupeKey: text('dedupe_key'),
    finishedAt: epoch('finished_at'),
    created: created(),
  },
  (t) => [
    index('push_notifications_created_idx').on(t.created),
    uniqueIndex('push_notifications_dedupe_key').on(t.dedupeKey),
    index('push_notifications_created_by_idx').on(t.createdBy),
  ],
);

/**
 * The dashboard's numbers per UTC day, rolled up from the raw tables by the cron
 * (features/stats/rollup.ts), so a stats read never scans events. `day` is the epoch second of
 * the day's midnight UTC; metric is one of contracts/stats.ts STAT_METRICS.
 */
export const dailyStats = sqliteTable(
  'daily_stats',
  {
    day: integer('day').notNull(),
    metric: text('metric').notNull(),
    value: counter('value'),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric] })],
);

/** Article reads per UTC day, rolled up with daily_stats: the dashboard's top articles. */
export const dailyArticleViews = sqliteTable(
  'daily_article_views',
  {
    day: integer('day').notNull(),
    articleId: integer('article_id').notNull(),
    views: counter('views'),
  },
  (t) => [primaryKey({ columns: [t.day, t.articleId] }), index('daily_article_views_day_views_idx').on(t.day, t.views)],
);

/**
 * Newsletter sign-ups with double opt-in (features/newsletter): 'pending' until the signed link in
 * the confirmation e-mail is followed, then 'confirmed'; 'unsubscribed' keeps the row so a later
 * sign-up starts over. `key` is random and names the row in links, so no address is in a URL.
 */
export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    email: text('email').primaryKey(),
    key: text('key'),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    // The last confirmation e-mail queued (at most one an hour per address).
    confirmSentAt: epoch('confirm_sent_at'),
    confirmedAt: epoch('confirmed_at'),
    unsubscribedAt: epoch('unsubscribed_at'),
    created: created(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_key').on(t.key), index('newsletter_subscribers_status_idx').on(t.status)],
);

/** Queue messages whose effect has been applied (at-least-once delivery → apply once). */
export const jobReceipts = sqliteTable(
  'job_receipts',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    processedAt: epoch('processed_at').notNull(),
  },
  (t) => [index('job_receipts_processed_idx').on(t.processedAt)],
);

/** Messages that exhausted their retries or could never succeed, for editors to inspect. */
export const deadLetters = sqliteTable(
  'dead_letters',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    body: text('body', { mode: 'json' }).notNull(),
    reason: text('reason').notNull(),
    attempts: counter('attempts'),
    created: created(),
  },
  (t) => [index('dead_letters_created_idx').on(t.created)],
);
