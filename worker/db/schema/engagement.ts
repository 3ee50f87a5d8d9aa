/** @module What readers do: follows, votes, bookmarks, comments, views, shares, push subscriptions. */
import { type AnySQLiteColumn, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { counter, created, epoch, ownedAs, ownedBy, refOrNull, rowId } from './columns';
import { articles, curators, tags } from './content';
import { users } from './users';

/** A reader's mark on one row (a follow, a vote, a bookmark): one per pair, gone with either side. */
const readerMark = <K extends string>(key: K, column: string, parent: () => AnySQLiteColumn) => ({
  userId: ownedBy('user_id', () => users.id),
  ...ownedAs(key, column, parent),
  created: created(),
});

export const tagFollows = sqliteTable(
  'tag_follows',
  readerMark('tagId', 'tag_id', () => tags.id),
  (t) => [primaryKey({ columns: [t.userId, t.tagId] }), index('tag_follows_tag_idx').on(t.tagId)],
);

export const curatorFollows = sqliteTable(
  'curator_follows',
  readerMark('curatorId', 'curator_id', () => curators.id),
  (t) => [primaryKey({ columns: [t.userId, t.curatorId] }), index('curator_follows_curator_idx').on(t.curatorId)],
);

export const votes = sqliteTable(
  'votes',
  // 1 up, -1 down; "none" is the absence of a row.
  { ...readerMark('articleId', 'article_id', () => articles.id), direction: integer('direction').notNull() },
  // created: the stats rollup counts a day's votes by range (features/stats/rollup.ts).
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index('votes_article_idx').on(t.articleId),
    index('votes_created_idx').on(t.created),
  ],
);

export const bookmarks = sqliteTable(
  'bookmarks',
  readerMark('articleId', 'article_id', () => articles.id),
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index('bookmarks_user_created_idx').on(t.userId, t.created),
    // An article's deletion finds its bookmarks through this, not by reading every bookmark (decision 074-flat-lists).
    index('bookmarks_article_idx').on(t.articleId),
  ],
);

export const comments = sqliteTable(
  'comments',
  {
    id: rowId(),
    articleId: ownedBy('article_id', () => articles.id),
    userId: refOrNull('user_id', () => users.id),
    // One level only: a reply's reply_to is a top-level comment.
    replyTo: integer('reply_to'),
    body: text('body').notNull(),
    repliesCount: counter('replies_count'),
    editCount: counter('edit_count'),
    editedAt: epoch('edited_at'),
    // Soft delete keeps reply threads intact; the body is blanked on delete.
    deletedAt: epoch('deleted_at'),
    // Distinct readers who reported it (recounted from comment_reports with every report).
    reportsCount: counter('reports_count'),
    // An admin's decision once reported: 'kept' shows it whatever the reports, 'hidden' hides it.
    // Null: undecided, so it hides itself at the report threshold (contracts/comments.ts).
    moderation: text('moderation', { enum: ['kept', 'hidden'] }),
    moderatedAt: epoch('moderated_at'),
    created: created(),
  },
  (t) => [
    // Pages are "before_id / after_id within one thread level".
    index('comments_thread_idx').on(t.articleId, t.replyTo, t.id),
    index('comments_user_idx').on(t.userId),
    index('comments_created_idx').on(t.created),
    // A thread's replies counted and notified by their parent.
    index('comments_reply_to_idx').on(t.replyTo),
    // The moderation queue: comments with reports.
    index('comments_reports_idx').on(t.reportsCount),
  ],
);

/** One row per reader and comment reported: the moderation queue's evidence (issue 13 reads it). */
export const commentReports = sqliteTable(
  'comment_reports',
  {
    commentId: ownedBy('comment_id', () => comments.id),
    userId: ownedBy('user_id', () => users.id),
    reason: text('reason'),
    created: created(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_reports_user_idx').on(t.userId, t.created)],
);

/** Previous bodies, so moderators can see what an edit changed. */
export const commentEdits = sqliteTable(
  'comment_edits',
  {
    id: rowId(),
    commentId: ownedBy('comment_id', () => comments.id),
    previousBody: text('previous_body').notNull(),
    editedAt: epoch('edited_at').notNull(),
  },
  (t) => [index('comment_edits_comment_idx').on(t.commentId)],
);

export const articleViews = sqliteTable(
  'article_views',
  {
    id: rowId(),
    articleId: ownedBy('article_id', () => articles.id),
    userId: refOrNull('user_id', () => users.id),
    anonId: text('anon_id'),
    viewedAt: epoch('viewed_at').notNull(),
  },
  (t) => [
    index('article_views_article_idx').on(t.articleId, t.viewedAt),
    index('article_views_time_idx').on(t.viewedAt),
    // Deleting an account sets its reads' user_id to NULL: found by index, not by a scan.
    index('article_views_user_idx').on(t.userId),
  ],
);

/** A signed pass lifts the paywall for one article; rows allow audit and early revocation. */
export const sharePasses = sqliteTable(
  'share_passes',
  {
    id: text('id').primaryKey(),
    articleId: ownedBy('article_id', () => articles.id),
    userId: refOrNull('user_id', () => users.id),
    recipients: counter('recipients'),
    created: created(),
    expiresAt: epoch('expires_at').notNull(),
    revokedAt: epoch('revoked_at'),
  },
  (t) => [
    index('share_passes_user_idx').on(t.userId, t.created),
    index('share_passes_article_idx').on(t.articleId),
    index('share_passes_created_idx').on(t.created),
  ],
);

export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: rowId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    anonId: text('anon_id'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    failures: counter('failures'),
    created: created(),
    lastSeen: epoch('last_seen').notNull(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);
