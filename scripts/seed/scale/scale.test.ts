/**
 * The real thing, small: migrate a temp state with wrangler, generate 200 articles into it, check
 * the counts the scaling rule promises, the counters against the rows, and that the FTS index
 * answers; then cut the record back as an interruption would and check that a rerun finishes the
 * job without writing anything twice.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { D1Database } from '@cloudflare/workers-types/experimental';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openState } from '../index';
import { quiet, removeState } from '../test-state';
import { CHECKPOINT_FILE, type Checkpoint, writeCheckpoint } from './checkpoint';
import { scaleCounts } from './counts';
import { seedScale } from './index';

const ARTICLES = 200;
const ANCHOR = 20_000 * 86_400;
const expected = scaleCounts(ARTICLES);

async function scalar(db: D1Database, sql: string): Promise<number> {
  return ((await db.prepare(sql).first<{ n: number }>()) as { n: number }).n;
}

describe('npm run seed:scale', () => {
  let persist: string;
  let first: Awaited<ReturnType<typeof seedScale>>;
  let second: Awaited<ReturnType<typeof seedScale>>;
  const checks: Record<string, number> = {};

  beforeAll(async () => {
    // seedScale applies the migrations itself, as on a first run into an empty directory.
    persist = await mkdtemp(join(tmpdir(), 'edgewire-scale-'));
    first = await seedScale({ articles: ARTICLES, persist, log: quiet, anchor: ANCHOR });
    // An interruption in the middle of the votes: later phases never started.
    const file = join(persist, CHECKPOINT_FILE);
    const cut = JSON.parse(readFileSync(file, 'utf8')) as Checkpoint;
    cut.phases.votes = { ...(cut.phases.votes as Checkpoint['phases'][string]), done: 0 };
    for (const name of ['comments', 'bookmarks', 'events', 'fts']) delete cut.phases[name];
    writeCheckpoint(file, cut);
    second = await seedScale({ articles: ARTICLES, persist, log: quiet });
    const proxy = await openState(persist);
    try {
      const db = proxy.env.DB;
      const word = (await db.prepare('SELECT title FROM articles WHERE id = 7').first<{ title: string }>())?.title.match(
        /[A-Za-z]{5,}/,
      )?.[0];
      checks.ftsHits = await scalar(db, `SELECT count(*) AS n FROM articles_fts WHERE articles_fts MATCH '${word}'`);
      checks.ftsHasSeven = await scalar(db, `SELECT count(*) AS n FROM articles_fts WHERE articles_fts MATCH '${word}' AND rowid = 7`);
      checks.ftsRows = await scalar(db, 'SELECT count(*) AS n FROM articles_fts');
      checks.badVoteCounters = await scalar(
        db,
        `SELECT count(*) AS n FROM articles a WHERE a.upvotes != (SELECT count(*) FROM votes v WHERE v.article_id = a.id AND v.direction = 1)
           OR a.downvotes != (SELECT count(*) FROM votes v WHERE v.article_id = a.id AND v.direction = -1)`,
      );
      checks.badCommentCounters = await scalar(
        db,
        'SELECT count(*) AS n FROM articles a WHERE a.comments_count != (SELECT count(*) FROM comments c WHERE c.article_id = a.id)',
      );
      checks.badReplies = await scalar(
        db,
        'SELECT count(*) AS n FROM comments c WHERE c.replies_count != (SELECT count(*) FROM comments r WHERE r.reply_to = c.id)',
      );
      checks.hot = await scalar(db, 'SELECT max(comments_count) AS n FROM articles');
      checks.unsetPublishedDates = await scalar(
        db,
        "SELECT count(*) AS n FROM article_tags at JOIN articles a ON a.id = at.article_id WHERE a.status = 'published' AND at.published_date IS NOT a.date",
      );
      checks.locations = await scalar(db, "SELECT count(*) AS n FROM tags WHERE type = 'location'");
      checks.benchReaderFollows = await scalar(db, 'SELECT count(*) AS n FROM tag_follows WHERE user_id = 1');
      checks.admin = await scalar(db, "SELECT count(*) AS n FROM users WHERE email = 'admin@edgewire.test' AND role = 'admin'");
      checks.mainEventTables = await scalar(db, "SELECT count(*) AS n FROM sqlite_master WHERE name = 'analytics_events'");
      checks.eventMonths = await scalar(proxy.env.EVENTS_DB, 'SELECT count(*) AS n FROM event_months');
    } finally {
      await proxy.dispose();
    }
  }, 120_000);

  afterAll(() => removeState(persist));

  it('writes the scaled counts', () => {
    expect(first.counts).toMatchObject({
      articles: ARTICLES,
      users: expected.readers,
      votes: expected.votes,
      comments: expected.comments,
      bookmarks: expected.bookmarks,
      events: expected.events,
    });
    expect(first.counts.tag_follows).toBeGreaterThan(expected.readers);
    expect(first.counts.article_tags).toBeGreaterThan(3 * ARTICLES);
    expect(checks.hot).toBe(expected.hotComments);
    expect(checks.locations).toBeGreaterThanOrEqual(200);
    expect(checks.benchReaderFollows).toBe(20);
    expect(checks.admin).toBe(1);
    // Raw events live in the events database, a table per month of their 90 days (4 or 5 months).
    expect(checks.mainEventTables).toBe(0);
    expect(checks.eventMonths).toBeGreaterThanOrEqual(4);
  });

  it('keeps counters, replies and the tag feeds’ published dates consistent with the rows', () => {
    expect(checks).toMatchObject({ badVoteCounters: 0, badCommentCounters: 0, badReplies: 0, unsetPublishedDates: 0 });
  });

  it('builds the FTS index, which answers a query', () => {
    expect(checks.ftsRows).toBe(ARTICLES);
    expect(checks.ftsHits).toBeGreaterThan(0);
    expect(checks.ftsHasSeven).toBe(1);
  });

  it('continues an interrupted run where it stopped, without duplicating rows, and records the time', () => {
    expect(first.ran).toEqual(['tags', 'readers', 'articles', 'layout', 'follows', 'votes', 'comments', 'bookmarks', 'events', 'fts']);
    expect(second.ran).toEqual(['votes', 'comments', 'bookmarks', 'events', 'fts']);
    expect(second.counts).toEqual(first.counts);
    const record = JSON.parse(readFileSync(join(persist, CHECKPOINT_FILE), 'utf8')) as Checkpoint;
    expect(record.runs).toBe(2);
    expect(record.anchor).toBe(ANCHOR);
    expect(record.totalSeconds).toBeGreaterThan(0);
    expect(record.databaseBytes).toBeGreaterThan(100_000);
    expect(record.phases.articles?.seconds).toBeGreaterThan(0);
  });
});
