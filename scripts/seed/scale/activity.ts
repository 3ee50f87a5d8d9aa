/**
 * @module Scale votes, comments, bookmarks and analytics events, each batch a pure function of the
 * plan and a range of global item indices. An article's voters (and bookmarkers) are distinct
 * readers from an affine walk over the reader ids, so the (user, article) keys never collide.
 */
import { COMMENT_BODIES, COMMENT_OPENERS, REPLIES } from '../data/comments';
import { DAY, type Row } from '../types';
import { voteDirection } from './articles';
import { articleDate, articleOfItem, EVENT_DAYS, type Plan } from './plan';
import { coprimeStride, distinctPick, mix, unit } from './zipf';

/** Share of comments that are replies to an earlier top-level comment of the same article. */
export const REPLY_SHARE = 0.3;
const EVENTS_PER_SESSION = 4;
const FEED_PATHS = ['/', '/trending', '/local', '/foryou'];

/** When activity on an article happens: within `days` after it, never after the anchor. */
function activityTime(plan: Plan, id: number, fraction: number, days = 2): number {
  const date = articleDate(plan, id);
  const room = Math.max(1, Math.min(days * DAY, plan.anchor - 60 - date));
  return date + 30 + Math.floor(fraction * room);
}

function* items(start: Float64Array, from: number, to: number): Generator<[id: number, k: number, index: number]> {
  if (from >= to) return;
  let id = articleOfItem(start, from);
  for (let i = from; i < to; i++) {
    while ((start[id] as number) <= i) id++;
    yield [id, i - (start[id - 1] as number), i];
  }
}

/** The reader who casts article id's k-th mark of a kind (votes 1, bookmarks 2): distinct per article. */
function marker(plan: Plan, kind: number, id: number, k: number): number {
  const readers = plan.counts.readers;
  const offset = mix(plan.salt, id, kind, 1) % readers;
  return distinctPick(readers, offset, coprimeStride(readers, mix(plan.salt, id, kind, 2)), k);
}

export function buildVotes(plan: Plan, from: number, to: number): Row[] {
  const rows: Row[] = [];
  for (const [id, k] of items(plan.voteStart, from, to)) {
    rows.push({
      user_id: marker(plan, 1, id, k),
      article_id: id,
      direction: voteDirection(plan, id, k),
      created: activityTime(plan, id, unit(plan.salt, id, k, 12)),
    });
  }
  return rows;
}

export function buildBookmarks(plan: Plan, from: number, to: number): Row[] {
  const rows: Row[] = [];
  for (const [id, k] of items(plan.bookmarkStart, from, to)) {
    rows.push({ user_id: marker(plan, 2, id, k), article_id: id, created: activityTime(plan, id, unit(plan.salt, id, k, 13), 7) });
  }
  return rows;
}

/** Comment k of an article is top-level when it opens the thread or draws so. */
const isTop = (plan: Plan, id: number, k: number) => k === 0 || unit(plan.salt, id, k, 14) >= REPLY_SHARE;

/**
 * Comment ids are global indices + 1, an article's comments contiguous and in time order. A reply
 * answers the nearest top-level comment before it; a top-level comment's replies_count is the run
 * of replies after it, so both sides agree without reading the database.
 */
export function buildComments(plan: Plan, from: number, to: number): Row[] {
  const rows: Row[] = [];
  for (const [id, k, index] of items(plan.commentStart, from, to)) {
    const count = plan.comments[id - 1] as number;
    const first = (plan.commentStart[id - 1] as number) + 1;
    const top = isTop(plan, id, k);
    let replyTo: number | null = null;
    let replies = 0;
    if (top) while (k + replies + 1 < count && !isTop(plan, id, k + replies + 1)) replies++;
    else {
      let j = k - 1;
      while (!isTop(plan, id, j)) j--;
      replyTo = first + j;
    }
    const u = unit(plan.salt, id, k, 15);
    const body = top
      ? `${u < 0.6 ? `${COMMENT_OPENERS[mix(plan.salt, id, k, 16) % COMMENT_OPENERS.length]} ` : ''}${COMMENT_BODIES[mix(plan.salt, id, k, 17) % COMMENT_BODIES.length]}`.replace(
          '{city}',
          'town',
        )
      : (REPLIES[mix(plan.salt, id, k, 18) % REPLIES.length] as string).replace('{city}', 'town');
    rows.push({
      id: index + 1,
      article_id: id,
      user_id: 1 + (mix(plan.salt, id, k, 19) % plan.counts.readers),
      reply_to: replyTo,
      body,
      replies_count: replies,
      edit_count: 0,
      edited_at: null,
      deleted_at: null,
      reports_count: 0,
      moderation: null,
      moderated_at: null,
      // Evenly through the thread's window, in id order.
      created: activityTime(plan, id, (k + 0.5) / count),
    });
  }
  return rows;
}

/** Pick a published article by popularity (drafts are never read: the next published id is). */
function popularArticle(plan: Plan, u: number): number {
  let id = plan.byRank[plan.popularity.rank(u)] as number;
  while (plan.drafted[id - 1]) id = id === 1 ? plan.counts.articles : id - 1;
  return id;
}

/** Browser sessions of four events: a feed, an article, its read, another article; over EVENT_DAYS. */
export function buildEvents(plan: Plan, from: number, to: number): Row[] {
  const rows: Row[] = [];
  for (let i = from; i < to; i++) {
    const session = Math.floor(i / EVENTS_PER_SESSION);
    const step = i % EVENTS_PER_SESSION;
    const signedIn = unit(plan.salt, session, 41) < 0.15;
    const start = plan.anchor - EVENT_DAYS * DAY + Math.floor(unit(plan.salt, session, 42) * (EVENT_DAYS * DAY - 600));
    const article = popularArticle(plan, unit(plan.salt, session, step === 3 ? 44 : 43));
    const [name, data]: [string, Record<string, unknown>] =
      step === 0
        ? ['page-view', { path: FEED_PATHS[mix(plan.salt, session, 45) % FEED_PATHS.length] }]
        : step === 2
          ? ['article-read', { articleId: article }]
          : ['page-view', { path: `/article/${article}`, articleId: article }];
    const at = start + step * 40;
    rows.push({
      id: `scale-${i}`,
      session_id: `scale-session-${session}`,
      user_id: signedIn ? 1 + (mix(plan.salt, session, 46) % plan.counts.readers) : null,
      anon_id: `scale-anon-${mix(plan.salt, session, 47) % (plan.counts.readers * 5)}`,
      kind: 'event',
      name,
      data: JSON.stringify(data),
      occurred_at: at,
      received_at: at + 2,
    });
  }
  return rows;
}
