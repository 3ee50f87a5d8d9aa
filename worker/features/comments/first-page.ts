/**
 * @module The comments an article page is drawn with, read in the article's own batch
 * (articles/queries.ts getArticle), so the page with its comments stays at one round trip beyond the
 * session. A `comment_id` deep link opens the list at that comment (it and the older ones; newer
 * ones load above it on demand); `reply_id` also opens that comment's replies at the reply.
 */
import { COMMENTS_PAGE_SIZE, type CommentDto } from '../../contracts/comments';
import { idFromText } from '../../contracts/ids';
import type { Db } from '../../db/client';
import type { Viewer } from '../../env';
import type { CommentPages } from '../articles/queries';
import { toCommentDto } from './actions';
import { type CommentRow, pageQuery } from './queries';

/** comment_id / reply_id deep links; `before` is the older-page link of a page without JavaScript. */
export type CommentFocus = { commentId: number | null; replyId: number | null; before: number | null };
export type FirstPages = { list: CommentDto[]; thread: CommentDto[] | null; focus: CommentFocus };

/** Reads the query values; anything but a positive id is no focus at all. */
export function readFocus(q: (name: string) => string | undefined): CommentFocus {
  const comment = idFromText(q('comment_id'));
  return {
    commentId: comment,
    replyId: comment === null ? null : idFromText(q('reply_id')),
    before: comment === null ? idFromText(q('before')) : null,
  };
}

/** Whether the page is the plain one every guest gets (no deep link, no older page). */
export const isPlainPage = (f: CommentFocus) => f.commentId === null && f.before === null;

export function firstPageQueries(db: Db, articleId: number, focus: CommentFocus, viewerId: number | null): CommentPages {
  const from = (id: number | null) => (id === null ? 0 : id + 1);
  return {
    top: pageQuery(db, { articleId, replyTo: null, beforeId: focus.before ?? from(focus.commentId) }, COMMENTS_PAGE_SIZE, viewerId),
    thread:
      focus.commentId === null
        ? null
        : pageQuery(db, { articleId, replyTo: focus.commentId, beforeId: from(focus.replyId) }, COMMENTS_PAGE_SIZE, viewerId),
  };
}

export function toFirstPages(list: CommentRow[] | undefined, thread: CommentRow[] | undefined, focus: CommentFocus, viewer: Viewer | null) {
  const dto = (rows: CommentRow[]) => rows.map((r) => toCommentDto(r, viewer));
  return { list: dto(list ?? []), thread: thread ? dto(thread) : null, focus } satisfies FirstPages;
}
