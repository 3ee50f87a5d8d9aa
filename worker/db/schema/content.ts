/** @module Editorial content: tags, curators, articles and their tag links. */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { CONTENT_TYPES, PAYWALLS } from '../../contracts/access';
import { counter, epoch, listEntry, refOrNull, rowId, timestamps } from './columns';

export const TAG_TYPES = ['category', 'topic', 'location', 'publication', 'curator', 'author', 'flag'] as const;
export const ARTICLE_STATUSES = ['published', 'drafted'] as const;

export const tags = sqliteTable(
  'tags',
  {
    id: rowId(),
    name: text('name').notNull(),
    type: text('type', { enum: TAG_TYPES }).notNull(),
    // URL-safe key, unique within its type (/trending/{tag}).
    tag: text('tag').notNull(),
    // "type:tag" unless set; feed scopes such as feed:near-me also live here.
    scope: text('scope').notNull(),
    imageUrl: text('image_url'),
    // Two-letter state code for location tags ("Austin-TX" → "TX"), null otherwise.
    stateCode: text('state_code'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tags_type_tag_unique').on(t.type, t.tag),
    index('tags_scope_idx').on(t.scope),
    index('tags_type_name_idx').on(t.type, t.name),
    // The tag list of every type, by name (GET /api/tags without a type; its cursor's order).
    index('tags_name_idx').on(t.name, t.id),
    index('tags_state_idx').on(t.stateCode),
    // A bare slug (/rss/{tag}.xml, /trending/{tag}) names tags of any type.
    index('tags_tag_idx').on(t.tag),
    // The back office's tag list, by name as a reader sorts it.
    index('tags_name_nocase_idx').on(sql`${t.name} COLLATE NOCASE`, t.id),
  ],
);

export const curators = sqliteTable(
  'curators',
  {
    id: rowId(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    // The curator tag that marks the articles this curator picked.
    tagId: refOrNull('tag_id', () => tags.id),
    ...timestamps(),
  },
  (t) => [uniqueIndex('curators_username_unique').on(t.username), index('curators_name_idx').on(t.name)],
);

export const articles = sqliteTable(
  'articles',
  {
    id: rowId(),
    title: text('title').notNull(),
    // Sanitized on write and again on render; editors' HTML is never trusted.
    content: text('content').notNull().default(''),
    // Plain text of content, written by the app, so the FTS index does not index markup.
    contentText: text('content_text').notNull().default(''),
    url: text('url'),
    imageUrl: text('image_url'),
    blurHash: text('blur_hash'),
    date: epoch('date').notNull(),
    scheduledDate: epoch('scheduled_date'),
    status: text('status', { enum: ARTICLE_STATUSES }).notNull().default('drafted'),
    contentType: text('content_type', { enum: CONTENT_TYPES }).notNull().default('other'),
    paywall: text('paywall', { enum: PAYWALLS }).notNull().default('free'),
    // The editor's own words (decision 063): the dek under the headline, the slug of
    // the article's URL (/article/{id}?{slug}; the id stays authoritative), and what search and
    // social cards show. Null: derived (the body's first sentence, the title's slug, the title).
    dek: text('dek'),
    slug: text('slug'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    socialImageUrl: text('social_image_url'),
    upvotes: counter('upvotes'),
    downvotes: counter('downvotes'),
    commentsCount: counter('comments_count'),
    ...timestamps(),
  },
  (t) => [
    // Every reader feed is "published, newest first".
    index('articles_status_date_idx').on(t.status, t.date),
    // The cron looks up drafted articles whose scheduled_date has passed.
    index('articles_scheduled_idx').on(t.scheduledDate).where(sql`${t.scheduledDate} IS NOT NULL`),
    index('articles_url_idx').on(t.url),
    // The back office's article list of every status, newest first.
    index('articles_date_idx').on(t.date),
  ],
);

export const articleTags = sqliteTable(
  'article_tags',
  {
    // Order matters: the card shows the first publication and the first category-like tag.
    ...listEntry(['articleId', 'article_id', () => articles.id], ['tagId', 'tag_id', () => tags.id]),
    // The article's date while it is published, null otherwise: kept by triggers (migration
    // i29_plans) so a tag's feed is read newest first from its own index, at any depth.
    publishedDate: epoch('published_date'),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.tagId] }),
    // Tag feeds: "articles of these tags" starts from the tag side.
    index('article_tags_tag_idx').on(t.tagId, t.articleId),
    // One tag's published articles, newest first (decision 069-keyset-pages).
    index('article_tags_tag_published_idx').on(t.tagId, t.publishedDate, t.articleId),
  ],
);

/**
 * How many published articles carry each tag, kept by triggers on article_tags (migration
 * i29_flat_tags): a tag page's total is one row to read, however many stories the tag has
 * (decision 080-tag-totals). A tag with no row has none.
 */
export const tagTotals = sqliteTable('tag_totals', {
  tagId: integer('tag_id')
    .primaryKey()
    .references(() => tags.id, { onDelete: 'cascade' }),
  published: counter('published'),
});
