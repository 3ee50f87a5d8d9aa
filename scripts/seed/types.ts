/** @module Shapes shared by the seed's builder, writer and tests. */

export type Cell = string | number | null;
export type Row = Record<string, Cell>;

export const DAY = 86_400;

/**
 * Tables in write order (foreign keys point backwards only) grouped into the progress phases.
 * Images come first because drawing them is what the builder spends its time on; users sit in
 * "comments" because that is the first phase that needs them.
 */
export const PHASES = [
  { name: 'images', tables: [] },
  { name: 'tags', tables: ['tags', 'curators'] },
  { name: 'articles', tables: ['articles', 'article_tags'] },
  { name: 'comments', tables: ['users', 'comments', 'comment_edits'] },
  { name: 'views', tables: ['views', 'zones', 'zone_articles', 'zone_tags'] },
  { name: 'blocks', tables: ['ui_blocks', 'promotionals', 'popups'] },
  {
    name: 'accounts',
    tables: ['password_credentials', 'subscriptions', 'tag_follows', 'curator_follows', 'votes', 'bookmarks'],
  },
  // A week of demo traffic (traffic.ts), which the stats rollup turns into the dashboard's numbers:
  // `events` are the raw analytics events, written to the events database (write.ts EVENTS_TABLES).
  { name: 'traffic', tables: ['events', 'article_views'] },
] as const;

export type PhaseName = (typeof PHASES)[number]['name'];
export type TableName = (typeof PHASES)[number]['tables'][number];
export const TABLES: readonly TableName[] = PHASES.flatMap((phase) => phase.tables);

/** An R2 object: the Worker serves it at /media/<key>. */
export interface SeedObject {
  key: string;
  body: Uint8Array;
  contentType: string;
}

export interface SeedData {
  /** Epoch seconds of the UTC midnight every date is relative to. */
  anchor: number;
  tables: Record<TableName, Row[]>;
  objects: SeedObject[];
}

/** Seed media live under seed/ in R2 so they never collide with editors' uploads. */
export const mediaUrl = (key: string) => `/media/${key}`;
