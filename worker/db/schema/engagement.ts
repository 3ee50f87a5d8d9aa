/** @module What readers do: follows, votes, bookmarks, comments, views, shares, push subscriptions. */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { created, epoch, ownedBy } from './columns';
import { articles, curators, tags } from './content';
import { users } from './users';

export const tagFollows = sqliteTable(
  'tag_follows',
  {
    userId: ownedBy('user_id', () => users.id),
    tagId: ownedBy('tag_id', () => tags.id),
    created: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tagId] }), index('tag_follows_tag_idx').on(t.tagId)],
);

export const curatorFollows = sqliteTable(
  'curator_follows',
  {
    userId: ownedBy('user_id', () => users.id),
    curatorId: ownedBy('curator_id', () => curators.id),
    created: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.curatorId] }), index('curator_follows_curator_idx').on(t.curatorId)],
);

export const votes = sqliteTable(
  'votes',
  {
    userId: ownedBy('user_id', () => users.id),
    articleId: ownedBy('article_id', () => articles.id),
    // 1 up, -1 down; "none" is the absence of a row.
    direction: integer('direction').notNull(),
    created: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] }), index('votes_article_idx').on(t.articleId)],
);

export const bookmarks = sqliteTable(
  'bookmarks',
  {
    userId: ownedBy('user_id', () => users.id),
    articleId: ownedBy('article_id', () => articles.id),
    created: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] }), index('bookmarks_user_created_idx').on(t.userId, t.created)],
);

export const comments = sqliteTable(
  'comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    articleId: ownedBy('article_id', () => articles.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // One level only: a reply's reply_to is a top-level comment.
    replyTo: integer('reply_to'),
    body: text('body').notNull(),
    repliesCount: integer('replies_count').notNull().default(0),
    editCount: integer('edit_count').notNull().default(0),
    editedAt: epoch('edited_at'),
    // Soft delete keeps reply threads intact; the body is blanked on delete.
    deletedAt: epoch('deleted_at'),
    created: created(),
  },
  (t) => [
    // Pages are "before_id / after_id within one thread level".
    index('comments_thread_idx').on(t.articleId, t.replyTo, t.id),
    index('comments_user_idx').on(t.userId),
  ],
);

/** Previous bodies, so moderators can see what an edit changed. */
export const commentEdits = sqliteTable(
  'comment_edits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    commentId: ownedBy('comment_id', () => comments.id),
    previousBody: text('previous_body').notNull(),
    editedAt: epoch('edited_at').notNull(),
  },
  (t) => [index('comment_edits_comment_idx').on(t.commentId)],
);

export const articleViews = sqliteTable(
  'article_views',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    articleId: ownedBy('article_id', () => articles.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    anonId: text('anon_id'),
    viewedAt: epoch('viewed_at').notNull(),
  },
  (t) => [index('article_views_article_idx').on(t.articleId, t.viewedAt), index('article_views_time_idx').on(t.viewedAt)],
);

/** A signed pass lifts the paywall for one article; rows allow audit and early revocation. */
export const sharePasses = sqliteTable(
  'share_passes',
  {
    id: text('id').primaryKey(),
    articleId: ownedBy('article_id', () => articles.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    recipients: integer('recipients').notNull().default(0),
    created: created(),
    expiresAt: epoch('expires_at').notNull(),
    revokedAt: epoch('revoked_at'),
  },
  (t) => [index('share_passes_user_idx').on(t.userId, t.created), index('share_passes_article_idx').on(t.articleId)],
);

export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    anonId: text('anon_id'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    failures: integer('failures').notNull().default(0),
    created: created(),
    lastSeen: epoch('last_seen').notNull(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);
