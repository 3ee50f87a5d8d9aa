/** @module Layout and campaigns: trending views and zones, UI blocks, popups, promotionals. */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { counter, flag, listEntry, ownedBy, rowId, timestamps } from './columns';
import { articles, tags } from './content';

export const LAYOUT_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 25, 99, 100] as const;
export const POPUP_TYPES = ['generic-1', 'generic-2', 'generic-3', 'update-profile'] as const;

export const views = sqliteTable(
  'views',
  {
    id: rowId(),
    title: text('title').notNull(),
    isActive: flag('is_active').notNull().default(false),
    // Bumped on every change to the view, its zones or their articles: the render cache key.
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    // At most one active view.
    uniqueIndex('views_one_active').on(t.isActive).where(sql`${t.isActive} = 1`),
  ],
);

export const zones = sqliteTable(
  'zones',
  {
    id: rowId(),
    viewId: ownedBy('view_id', () => views.id),
    title: text('title'),
    order: counter('order'),
    webLayout: counter('web_layout'),
    hideTitle: flag('hide_title').notNull().default(false),
    payWall: flag('pay_wall').notNull().default(false),
    isActive: flag('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('zones_view_order_idx').on(t.viewId, t.order)],
);

export const zoneTags = sqliteTable(
  'zone_tags',
  listEntry(['zoneId', 'zone_id', () => zones.id], ['tagId', 'tag_id', () => tags.id]),
  (t) => [primaryKey({ columns: [t.zoneId, t.tagId] }), index('zone_tags_tag_idx').on(t.tagId)],
);

export const zoneArticles = sqliteTable(
  'zone_articles',
  listEntry(['zoneId', 'zone_id', () => zones.id], ['articleId', 'article_id', () => articles.id]),
  (t) => [
    primaryKey({ columns: [t.zoneId, t.articleId] }),
    index('zone_articles_order_idx').on(t.zoneId, t.position),
    index('zone_articles_article_idx').on(t.articleId),
  ],
);

export type RichNode = { element: string; data?: Record<string, unknown>; children?: RichNode[] };
export type RichDocument = { children: RichNode[] };

/** Rich-content blocks; the source of truth is D1, KV holds the read cache. */
export const uiBlocks = sqliteTable('ui_blocks', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  draft: text('draft', { mode: 'json' }).$type<RichDocument>().notNull(),
  document: text('document', { mode: 'json' }).$type<RichDocument>().notNull(),
  ...timestamps(),
});

export const popups = sqliteTable('popups', {
  id: rowId(),
  type: text('type', { enum: POPUP_TYPES }).notNull(),
  config: text('config', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
  isActive: flag('is_active').notNull().default(true),
  ...timestamps(),
});

/** Promotional settings fetched by code: block ids for pricing table and banners, a coupon. */
export const promotionals = sqliteTable('promotionals', {
  code: text('code').primaryKey(),
  settings: text('settings', { mode: 'json' })
    .$type<{
      pricing_table?: string;
      trending_subscribe_banner?: string;
      trending_signup_banner?: string;
      stripe_coupon?: string;
    }>()
    .notNull(),
  isActive: flag('is_active').notNull().default(true),
  startsAt: integer('starts_at'),
  endsAt: integer('ends_at'),
  ...timestamps(),
});
