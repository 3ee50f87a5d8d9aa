/** @module Accounts: users, their credentials and social identities, sessions, resets, rate limits. */

import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { COMMENT_NOTIFICATION, THEMES } from '../../contracts/account';
import { counter, created, epoch, flag, modified, ownedBy, rowId, timestamps } from './columns';

export const ROLES = ['reader', 'admin'] as const;

export const users = sqliteTable(
  'users',
  {
    id: rowId(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role', { enum: ROLES }).notNull().default('reader'),
    // subscribed is derived: true while subscription_end lies in the future.
    subscriptionEnd: epoch('subscription_end'),
    // null means "follow the device".
    theme: text('theme', { enum: THEMES }),
    notificationBreaking: flag('notification_breaking').notNull().default(true),
    notificationAmPm: flag('notification_am_pm').notNull().default(true),
    emailNotificationComments: text('email_notification_comments', { enum: COMMENT_NOTIFICATION }).notNull().default('all'),
    pushNotificationComments: text('push_notification_comments', { enum: COMMENT_NOTIFICATION }).notNull().default('all'),
    isActive: flag('is_active').notNull().default(true),
    smsConsentAt: epoch('sms_consent_at'),
    onboardedAt: epoch('onboarded_at'),
    // Campaign info recorded once at signup (spec: reported once, then cleared on the client).
    utmUrl: text('utm_url'),
    utmReferrer: text('utm_referrer'),
    signupArticleId: integer('signup_article_id'),
    stripeCustomerId: text('stripe_customer_id'),
    // Bumped by a password change, reset or "sign out everywhere": sessions carry the version they
    // were issued under (claim `sv`) and stop working once it moves, exactly, at once.
    sessionVersion: counter('session_version'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    index('users_created_idx').on(t.created),
    index('users_subscription_end_idx').on(t.subscriptionEnd),
  ],
);

/** One password per user; algorithm and KDF parameters are kept with each hash so they can change. */
export const passwordCredentials = sqliteTable('password_credentials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  algorithm: text('algorithm').notNull(),
  params: text('params', { mode: 'json' }).notNull().$type<Record<string, number>>(),
  salt: text('salt').notNull(),
  hash: text('hash').notNull(),
  modified: modified(),
});

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter', 'apple'] as const;

export const socialIdentities = sqliteTable(
  'social_identities',
  {
    id: rowId(),
    userId: ownedBy('user_id', () => users.id),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    emailVerified: flag('email_verified').notNull().default(false),
    created: created(),
  },
  (t) => [uniqueIndex('social_identities_provider_subject').on(t.provider, t.subject), index('social_identities_user_idx').on(t.userId)],
);

/**
 * Server-side revocation of one session (sign-out, rotation) by its jti, from revoked_at on.
 * Ending every session of a user (password change) moves users.session_version instead; jti stays
 * nullable for rows written before that.
 * Kept in D1, not KV: KV is eventually consistent and a copied cookie must stop working at once.
 */
export const sessionRevocations = sqliteTable(
  'session_revocations',
  {
    id: rowId(),
    userId: ownedBy('user_id', () => users.id),
    jti: text('jti'),
    revokedAt: epoch('revoked_at').notNull(),
    // Rows are useless once every session they could match has expired; a cron prunes them.
    expiresAt: epoch('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('session_revocations_jti').on(t.jti),
    index('session_revocations_user_idx').on(t.userId, t.revokedAt),
    index('session_revocations_expires_idx').on(t.expiresAt),
  ],
);

/** Only a SHA-256 of the token is stored, so a database read does not yield a usable link. */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    created: created(),
    expiresAt: epoch('expires_at').notNull(),
    usedAt: epoch('used_at'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Exact fixed-window counters (the rate-limiting binding is approximate and per location). */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: epoch('window_start').notNull(),
    count: counter('count'),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);
