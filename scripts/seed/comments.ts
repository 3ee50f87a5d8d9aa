/** @module Comment threads on the last two weeks' articles: replies one level deep, a few edits and deletions. */
import type { ArticleInfo } from './articles';
import { COMMENT_BODIES, COMMENT_OPENERS, EDIT_ADDITIONS, REPLIES } from './data/comments';
import { Rng } from './prng';
import { DAY, type Row } from './types';

interface Draft {
  articleId: number;
  userId: number;
  parent: Draft | null;
  body: string;
  created: number;
  edits: string[];
  deleted: boolean;
  id?: number;
}

export interface CommentTables {
  comments: Row[];
  comment_edits: Row[];
  /** Visible (not deleted) comments per article, replies included: the articles.comments_count. */
  counts: Map<number, number>;
}

const WINDOW_DAYS = 14;

/** A moment between `after` and the anchor, skewed towards `after` (threads are busiest early). */
function laterThan(rng: Rng, after: number, anchor: number, maxGap: number): number {
  const room = Math.min(maxGap, anchor - 120 - after);
  return room <= 0 ? after + 30 : after + 60 + Math.floor(room * rng.next() ** 2);
}

/** Edits and deletions happen after the comment and before the anchor. */
const between = (created: number, wanted: number, anchor: number) => Math.max(created + 1, Math.min(wanted, anchor - 1));

export function buildComments(infos: ArticleInfo[], userCount: number, anchor: number): CommentTables {
  const rng = new Rng('comments');
  const drafts: Draft[] = [];
  const recent = infos.filter((a) => a.published && a.date > anchor - WINDOW_DAYS * DAY);
  // Demo accounts (ids 1-3) write now and then, so signing in shows "your" comments with edit/delete.
  const author = () => (rng.chance(0.1) ? rng.int(1, 3) : rng.int(4, userCount));
  const city = (a: ArticleInfo) => a.place?.city ?? 'this town';

  for (const article of recent) {
    const popular = article.contentType === 'mxm_exclusive' || article.place !== null;
    const threads = rng.weighted(
      popular
        ? [
            [0, 2],
            [1, 2],
            [3, 3],
            [5, 2],
            [8, 1],
          ]
        : [
            [0, 4],
            [1, 3],
            [2, 3],
            [4, 1],
          ],
    );
    for (let t = 0; t < threads; t++) {
      const opener = rng.chance(0.6) ? `${rng.pick(COMMENT_OPENERS)} ` : '';
      const body = `${opener}${rng.pick(COMMENT_BODIES)}`.replace('{city}', city(article));
      const top: Draft = {
        articleId: article.id,
        userId: author(),
        parent: null,
        body,
        created: laterThan(rng, article.date, anchor, 2 * DAY),
        edits: [],
        deleted: false,
      };
      drafts.push(top);
      const replies = rng.weighted([
        [0, 6],
        [1, 3],
        [2, 2],
        [3, 1],
      ]);
      for (let r = 0; r < replies; r++) {
        let userId = author();
        if (userId === top.userId) userId = (userId % userCount) + 1;
        drafts.push({
          articleId: article.id,
          userId,
          parent: top,
          body: rng.pick(REPLIES),
          created: laterThan(rng, top.created, anchor, DAY),
          edits: [],
          deleted: false,
        });
      }
    }
  }

  const hasReplies = new Set(drafts.map((d) => d.parent).filter((p): p is Draft => p !== null));
  for (const draft of drafts) {
    const roll = rng.next();
    // Only childless comments get deleted, so no reply ever hangs under a removed comment.
    if (roll < 0.03 && !hasReplies.has(draft)) draft.deleted = true;
    else if (roll < 0.07) {
      const additions = rng.sample(EDIT_ADDITIONS, rng.chance(0.3) ? 2 : 1);
      let body = draft.body;
      for (const addition of additions) {
        draft.edits.push(body);
        body = `${body} ${addition}`;
      }
      draft.body = body;
    }
  }

  // Ids follow time, as they would have on a live site; a reply is always later than its parent.
  drafts.sort((a, b) => a.created - b.created || a.articleId - b.articleId);
  for (const [i, d] of drafts.entries()) d.id = i + 1;

  const visibleReplies = new Map<Draft, number>();
  const counts = new Map<number, number>();
  for (const d of drafts) {
    if (d.deleted) continue;
    counts.set(d.articleId, (counts.get(d.articleId) ?? 0) + 1);
    if (d.parent) visibleReplies.set(d.parent, (visibleReplies.get(d.parent) ?? 0) + 1);
  }

  const comments: Row[] = [];
  const commentEdits: Row[] = [];
  for (const d of drafts) {
    const id = d.id as number;
    let editedAt: number | null = null;
    d.edits.forEach((previous, n) => {
      editedAt = between(d.created, d.created + 300 * (n + 1) + rng.int(0, 1800), anchor);
      commentEdits.push({ id: commentEdits.length + 1, comment_id: id, previous_body: previous, edited_at: editedAt });
    });
    comments.push({
      id,
      article_id: d.articleId,
      user_id: d.userId,
      reply_to: d.parent?.id ?? null,
      body: d.deleted ? '' : d.body,
      replies_count: visibleReplies.get(d) ?? 0,
      edit_count: d.edits.length,
      edited_at: editedAt,
      deleted_at: d.deleted ? between(d.created, d.created + rng.int(600, 7200), anchor) : null,
      created: d.created,
    });
  }
  return { comments, comment_edits: commentEdits, counts };
}
