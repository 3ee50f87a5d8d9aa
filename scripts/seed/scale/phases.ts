/**
 * @module The scale seed's phases in write order (foreign keys point backwards only), each cut into
 * batches of rows; a batch's SQL is a pure function of the plan and its index.
 */

import { monthTableStatements } from '../../../worker/features/analytics/events-sql';
import { byMonth, monthTable } from '../../../worker/features/analytics/months';
import { buildBlocks } from '../blocks';
import { buildLayout } from '../layout';
import type { Row } from '../types';
import { buildBookmarks, buildComments, buildEvents, buildVotes } from './activity';
import { buildArticle } from './articles';
import { buildFollows, buildUser, sharedCredential } from './people';
import type { Plan } from './plan';
import { insertStatements } from './sql';

export interface Phase {
  name: string;
  /** Units the progress bar counts (articles, readers, votes ...). */
  units: number;
  batchSize: number;
  /** The SQL of batch b (run in one D1 batch: one transaction). */
  statements(b: number): Promise<string[]> | string[];
  /** Where it is written: the main database (default) or the events database (EVENTS_DB). */
  database?: 'main' | 'events';
}

/** Raw events into their months' tables (made first, if missing), as the queue consumer writes them. */
export function eventStatements(rows: readonly Row[]): string[] {
  return byMonth(rows, (row) => row.occurred_at as number).flatMap(([month, monthRows]) => [
    ...monthTableStatements(month),
    ...insertStatements(monthTable(month), monthRows),
  ]);
}

export const range = (b: number, size: number, total: number): [number, number] => [b * size, Math.min(total, (b + 1) * size)];

export function phases(plan: Plan): Phase[] {
  const { counts } = plan;
  let credential: Awaited<ReturnType<typeof sharedCredential>> | undefined;
  const users = (b: number, size: number) => {
    const [from, to] = range(b, size, counts.readers);
    return Array.from({ length: to - from }, (_, i) => buildUser(plan, from + i + 1));
  };
  return [
    {
      name: 'tags',
      units: plan.catalog.tags.length,
      batchSize: plan.catalog.tags.length,
      // The catalog's logos and avatars live in the demo's R2 only: none here.
      statements: () => [
        ...insertStatements(
          'tags',
          plan.catalog.tags.map((t) => ({ ...t, image_url: null })),
        ),
        ...insertStatements(
          'curators',
          plan.catalog.curators.map((c) => ({ ...c, avatar_url: null })),
        ),
      ],
    },
    {
      name: 'readers',
      units: counts.readers,
      batchSize: 5000,
      statements: async (b) => {
        credential ??= await sharedCredential();
        const rows = users(b, 5000);
        const shared = credential;
        return [
          ...insertStatements('users', rows),
          ...insertStatements(
            'password_credentials',
            rows.map((u) => ({ user_id: u.id as number, ...shared, modified: u.created as number })),
          ),
        ];
      },
    },
    {
      name: 'articles',
      units: counts.articles,
      batchSize: 200,
      statements: (b) => {
        const [from, to] = range(b, 200, counts.articles);
        const built = Array.from({ length: to - from }, (_, i) => buildArticle(plan, from + i + 1));
        // Tags before their articles (foreign keys checked at commit): the FTS row is then written
        // once with its tags, not rewritten by article_tags' trigger for every tag. Their
        // published_date trigger found no article yet, so it is set here, as the trigger would.
        return [
          'PRAGMA defer_foreign_keys = on',
          ...insertStatements(
            'article_tags',
            built.flatMap((a) => a.tags),
          ),
          ...insertStatements(
            'articles',
            built.map((a) => a.article),
          ),
          `UPDATE article_tags SET published_date = (SELECT CASE WHEN a.status = 'published' THEN a.date END FROM articles a WHERE a.id = article_tags.article_id) WHERE article_id BETWEEN ${from + 1} AND ${to}`,
        ];
      },
    },
    {
      // The demo's front-page views and zones, filled with the newest scale stories; its blocks.
      name: 'layout',
      units: 1,
      batchSize: 1,
      statements: () => {
        const newest = Array.from({ length: Math.min(400, counts.articles) }, (_, i) => buildArticle(plan, counts.articles - i).info);
        const layout = buildLayout(plan.catalog, newest, plan.anchor);
        const blocks = buildBlocks(plan.anchor);
        return Object.entries({ ...layout, ...blocks }).flatMap(([table, rows]) => insertStatements(table, rows));
      },
    },
    {
      name: 'follows',
      units: counts.readers,
      batchSize: 5000,
      statements: (b) =>
        insertStatements(
          'tag_follows',
          users(b, 5000).flatMap((u) => buildFollows(plan, u)),
        ),
    },
    ...(
      [
        ['votes', counts.votes, 20_000, buildVotes],
        ['comments', counts.comments, 10_000, buildComments],
        ['bookmarks', counts.bookmarks, 20_000, buildBookmarks],
      ] as const
    ).map(([name, units, batchSize, build]) => ({
      name,
      units,
      batchSize,
      statements: (b: number) => insertStatements(name, build(plan, ...range(b, batchSize, units))),
    })),
    {
      // Raw analytics events go to the events database, a table per month (decision 075-events-database).
      name: 'events',
      units: counts.events,
      batchSize: 20_000,
      database: 'events' as const,
      statements: (b: number) => eventStatements(buildEvents(plan, ...range(b, 20_000, counts.events))),
    },
    {
      // Merges the FTS index's segments into one b-tree, as a long-lived index settles.
      name: 'fts',
      units: 1,
      batchSize: 1,
      statements: () => ["INSERT INTO articles_fts (articles_fts) VALUES ('optimize')"],
    },
  ];
}

export const batchesOf = (p: Phase) => Math.ceil(p.units / p.batchSize);
