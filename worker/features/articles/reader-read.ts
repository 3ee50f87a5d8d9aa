/**
 * @module A signed-in reader's plain article page (no pass, no deep link) in one D1 query. What
 * is the same for every reader (the article, its tags, its first comment page and the stories after it, read as a guest
 * reads them) is kept per isolate; the reader's one query is the session check (auth/
 * session-batch.ts) plus their vote and save on the article, whether they have comments there
 * only they may see, and the article's change stamp. A kept copy (the registry's `reader-copies`,
 * worker/cache) is used only while the page generation and that stamp are unchanged, so a vote, a
 * comment, an edit, a removal, a report or a moderation anywhere on the article is seen on the
 * very next view, by everyone.
 *
 * The markup below the header is also kept per copy for readers who would be drawn alike (same
 * marks, same entitlement, no comments of their own on the page): their own state reaches the
 * islands as props, and the copy is re-rendered at least every MARKUP_MS for the time labels.
 */

import { memo } from '../../cache';
import { readerTier } from '../../contracts/plus';
import type { Db } from '../../db/client';
import { computed, rawRow } from '../../db/raw';
import type { SessionClaims, Viewer } from '../../env';
import { sessionParams, sessionSelect, VIEWER_ROW, viewerOfRow } from '../auth/session-batch';
import { type CommentFocus, firstPageQueries } from '../comments/first-page';
import { visibleSqlText } from '../comments/queries';
import { knownBody, type PreparedBody, prepareBody } from './body-memo';
import { getArticle } from './queries';
import { type ArticleRead, assembleRead, type FoundArticle } from './read';
import { readNextQueries } from './read-next';

// The body's length too: two edits within one second share a `modified` (as in body-memo.ts).
const STAMP = `(SELECT a.modified || ':' || length(a.content) || ':' || a.upvotes || ':' || a.downvotes || ':' || a.comments_count FROM articles a WHERE a.id = ?5)
  || '/' || (SELECT count(*) || ':' || coalesce(max(c.id), 0) || ':' || total(c.edit_count) || ':' || coalesce(max(c.deleted_at), 0)
  || ':' || total(c.reports_count) || ':' || coalesce(max(c.moderated_at), 0) FROM comments c WHERE c.article_id = ?5)`;

const READER_ROW = {
  ...VIEWER_ROW,
  voted: computed('(SELECT v.direction FROM votes v WHERE v.user_id = ?1 AND v.article_id = ?5)', 'number', true),
  saved: computed('EXISTS (SELECT 1 FROM bookmarks b WHERE b.user_id = ?1 AND b.article_id = ?5)', 'number'),
  // ifnull: the visibility rule is NULL, not false, for an undecided comment over the threshold.
  own_hidden: computed(
    `EXISTS (SELECT 1 FROM comments c WHERE c.article_id = ?5 AND c.user_id = ?1 AND ifnull(${visibleSqlText('c')}, 0) = 0)`,
    'number',
  ),
  stamp: computed(STAMP, 'string', true),
};
const READER_ON_ARTICLE = sessionSelect(READER_ROW);
export type ReaderOnArticle = { viewer: Viewer; voted: number; saved: boolean; ownHidden: boolean; stamp: string | null };

/** The session check and the reader's own state on one article; null when the session no longer stands. */
export async function readerOnArticle(d1: D1Database, claims: SessionClaims, id: number, now: number): Promise<ReaderOnArticle | null> {
  const params = sessionParams(claims, now);
  if (!params) return null;
  const row = rawRow(
    READER_ROW,
    await d1
      .prepare(READER_ON_ARTICLE)
      .bind(...params, id)
      .first(),
  );
  if (!row) return null;
  return {
    viewer: viewerOfRow(row, claims),
    voted: row.voted ?? 0,
    saved: row.saved === 1,
    ownHidden: row.own_hidden === 1,
    stamp: row.stamp,
  };
}

const PLAIN: CommentFocus = { commentId: null, replyId: null, before: null };
export const MARKUP_MS = 60_000;
const MAX_MARKUPS = 16;

type Kept = {
  id: number;
  generation: string;
  stamp: string;
  found: FoundArticle;
  body: PreparedBody;
  markup: Map<string, { html: string; at: number }>;
};
const copies = memo<number, Kept>('reader-copies', { max: 256 });

/**
 * The reader's plain page from the kept copy, read as a guest when it is missing or stale. Null
 * when the reader is not drawn from it (comments only they may see) or the article is not published.
 */
export async function readForReader(
  db: Db,
  id: number,
  reader: ReaderOnArticle,
  now: number,
  generation: string,
): Promise<{ read: ArticleRead; copy: Kept } | null> {
  if (reader.ownHidden || reader.stamp === null) return null;
  const stamp = { generation, version: reader.stamp };
  let copy = copies.get(id, stamp);
  if (!copy) {
    const known = knownBody(id);
    const comments = firstPageQueries(db, id, PLAIN, null);
    const found = await getArticle(db, id, null, { known, nowSeconds: now, comments, extra: readNextQueries(db, id) });
    if (found?.row.status !== 'published') return null;
    copy = copies.set(id, stamp, {
      id,
      generation,
      stamp: reader.stamp,
      found,
      body: prepareBody(id, found.row, known),
      markup: new Map(),
    });
  }
  const marks = { votes: new Map(reader.voted ? [[id, reader.voted]] : []), bookmarks: new Set(reader.saved ? [id] : []) };
  return { read: assembleRead(copy.found, copy.body, reader.viewer, now, PLAIN, marks), copy };
}

/**
 * Markup shared by readers drawn alike; undefined for a reader with comments of their own on the
 * page or an admin (their comments carry controls that are theirs alone).
 */
export function sharedMarkup(
  copy: Kept,
  read: ArticleRead,
  viewer: Viewer,
  render: () => string,
): { key: string; html: string } | undefined {
  const own = read.comments?.list.some((c) => c.can_edit || c.can_delete) || read.comments?.thread?.some((c) => c.can_edit || c.can_delete);
  if (own || viewer.role === 'admin') return undefined;
  const { article } = read;
  const key = `${article.voted}|${article.bookmarked}|${article.locked}|${article.content === null}`;
  const nowMs = Date.now();
  const hit = copy.markup.get(key);
  // The key names this copy too, for the whole page kept around the markup (pages/page-cache.ts).
  // The tier too: the page's Engagement island is told it, whatever the article shows.
  const tier = readerTier(viewer, nowMs / 1000);
  const pageKey = `article|${copy.id}|${copy.generation}|${copy.stamp}|${key}|${tier}|${viewer.theme}`;
  if (hit && nowMs - hit.at < MARKUP_MS) return { key: pageKey, html: hit.html };
  const html = render();
  if (copy.markup.size >= MAX_MARKUPS) copy.markup.delete(copy.markup.keys().next().value!);
  copy.markup.set(key, { html, at: nowMs });
  return { key: pageKey, html };
}
