/**
 * @module A vote as one D1 batch (one transaction) of four fixed statements: move the article's
 * counters by exactly the reader's change, write the vote (the same direction again stores 0,
 * "none"), delete a 0, and read back the reader and the article as a card. Counters move by the
 * reader's change only, so the seeded crowd behind them stays, and concurrent votes by many
 * readers add up exactly: D1 runs each batch alone.
 *
 * Why raw SQL: the vote is the hottest write, and building drizzle's SQL for the nine statements it
 * used to take was about half of the Worker's CPU per vote (decision 026). These texts are
 * constants, so a vote costs binding six values. Every write holds only while the session stands
 * (auth/session-batch.ts) and the press is allowed (contracts/votes.ts `mayPress`: the access
 * table's `vote`/`downVote`, generated as SQL by articles/access-sql.ts), so a refused vote writes
 * nothing and still costs one round trip.
 */
import type { Vote } from '../../contracts/votes';
import { columnsOf, computed, rawRow, selectList } from '../../db/raw';
import { articles } from '../../db/schema';
import type { Viewer } from '../../env';
import { type AccessColumns, accessSqlTextByTier, signedInTierSql } from '../articles/access-sql';
import type { ArticleTagRow, CardRow } from '../articles/queries';
import { VIEWER_ROW, viewerOfRow } from '../auth/session-batch';

/** ?1 user, ?2 session version, ?3 jti, ?4 now (seconds), ?5 article, ?6 direction (1 or -1). */
export type PressParams = [userId: number, version: number, jti: string, now: number, articleId: number, direction: 1 | -1];

const OLD = '(SELECT coalesce(max(v.direction), 0) FROM votes v WHERE v.user_id = ?1 AND v.article_id = ?5)';
const NEW = `(CASE WHEN ${OLD} = ?6 THEN 0 ELSE ?6 END)`;
const SESSION = `u.id = ?1 AND u.is_active = 1 AND u.session_version = ?2
  AND NOT EXISTS (SELECT 1 FROM session_revocations r WHERE r.user_id = ?1 AND r.jti = ?3 AND r.revoked_at <= ?4)`;

/** What a press is decided on, as SQL text: the direction (1 or -1), the reader's vote before it, their subscription_end, now, the article's columns. */
export type PressTerms = { press: string; old: string; subscriptionEnd: string; now: string } & AccessColumns;

/** mayPress in SQL: pressNeeds picks the access table's ability, the reader's tier picks its predicate. */
export function pressAllowedSql(t: PressTerms): string {
  const tier = signedInTierSql(t.subscriptionEnd, t.now);
  const down = accessSqlTextByTier('downVote', tier, t);
  return `(CASE WHEN ${t.press} = -1 AND ${t.old} <> -1 THEN ${down} ELSE ${accessSqlTextByTier('vote', tier, t)} END)`;
}

const PRESS_ALLOWED = pressAllowedSql({
  press: '?6',
  old: OLD,
  subscriptionEnd: 'u.subscription_end',
  now: '?4',
  contentType: 'a.content_type',
  paywall: 'a.paywall',
});
const ALLOWED = `EXISTS (SELECT 1 FROM users u WHERE ${SESSION} AND ${PRESS_ALLOWED})`;
const PUBLISHED = `a.id = ?5 AND a.status = 'published'`;

const COUNT = `UPDATE articles AS a SET upvotes = a.upvotes - (${OLD} = 1) + (${NEW} = 1),
  downvotes = a.downvotes - (${OLD} = -1) + (${NEW} = -1)
WHERE ${PUBLISHED} AND ${ALLOWED} RETURNING id`;
// The WHERE before ON CONFLICT is also what SQLite's parser needs to read an upsert from a SELECT.
const WRITE = `INSERT INTO votes (user_id, article_id, created, direction)
SELECT ?1, a.id, unixepoch(), ?6 FROM articles a WHERE ${PUBLISHED} AND ${ALLOWED}
ON CONFLICT (user_id, article_id) DO UPDATE SET direction = CASE WHEN votes.direction = excluded.direction THEN 0 ELSE excluded.direction END`;
const CLEAR = 'DELETE FROM votes WHERE user_id = ?1 AND article_id = ?5 AND direction = 0';
const TAGS = `SELECT json_group_array(json_array(t.id, t.name, t.type, t.tag, t.scope, t.image_url)) FROM (
  SELECT t.* FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = a.id ORDER BY at.position) t`;
/** The article as a card, with the reader's marks: NULL throughout when it is not published (LEFT JOIN). */
const CARD_ROW = {
  ...columnsOf('a', {
    article_id: articles.id,
    title: articles.title,
    url: articles.url,
    image_url: articles.imageUrl,
    blur_hash: articles.blurHash,
    date: articles.date,
    content_type: articles.contentType,
    paywall: articles.paywall,
    upvotes: articles.upvotes,
    downvotes: articles.downvotes,
    comments_count: articles.commentsCount,
  }),
  voted: computed('(SELECT v.direction FROM votes v WHERE v.user_id = ?1 AND v.article_id = a.id)', 'number', true),
  saved: computed('EXISTS (SELECT 1 FROM bookmarks b WHERE b.user_id = ?1 AND b.article_id = a.id)', 'number'),
  tags: computed(`(${TAGS})`, 'string'),
};
const READ = `SELECT ${selectList({ ...VIEWER_ROW, ...CARD_ROW })}
FROM users u LEFT JOIN articles a ON ${PUBLISHED} WHERE ${SESSION}`;

type TagTuple = [number, string, ArticleTagRow['type'], string, string, string | null];

/** What a press left: nothing without a standing session; no card for an unpublished article. */
export type Pressed =
  | { viewer: null }
  | { viewer: Viewer; written: boolean; card: null }
  | { viewer: Viewer; written: boolean; card: { row: CardRow; tagRows: ArticleTagRow[]; voted: Vote; saved: boolean } };

export async function pressVote(d1: D1Database, params: PressParams, claims: { jti: string }): Promise<Pressed> {
  const [counted, , , read] = await d1.batch<Record<string, unknown>>([
    d1.prepare(COUNT).bind(...params),
    d1.prepare(WRITE).bind(...params),
    d1.prepare(CLEAR).bind(...params.slice(0, 5)),
    d1.prepare(READ).bind(...params.slice(0, 5)),
  ]);
  const raw = read?.results[0];
  const reader = rawRow(VIEWER_ROW, raw);
  if (!reader) return { viewer: null };
  const viewer = viewerOfRow(reader, claims);
  const written = (counted?.results.length ?? 0) > 0;
  const row = raw?.article_id === null ? null : rawRow(CARD_ROW, raw);
  if (!row) return { viewer, written, card: null };
  const card: CardRow = {
    id: row.article_id,
    title: row.title,
    url: row.url,
    imageUrl: row.image_url,
    blurHash: row.blur_hash,
    date: row.date,
    contentType: row.content_type,
    paywall: row.paywall,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    commentsCount: row.comments_count,
  };
  const articleId = row.article_id;
  const tagRows = (JSON.parse(row.tags) as TagTuple[]).map(([id, name, type, tag, scope, imageUrl]) => ({
    articleId,
    id,
    name,
    type,
    tag,
    scope,
    imageUrl,
  }));
  return { viewer, written, card: { row: card, tagRows, voted: (row.voted ?? 0) as Vote, saved: row.saved === 1 } };
}
