/**
 * @module Who may do what with a comment, as pure functions (their table tests are rules.test.ts):
 * the owner edits and deletes, an admin deletes, nobody touches a removed comment; one reply level;
 * readers comment on what they may read.
 */
import { COMMENT_MESSAGES as M } from '../../contracts/comments';

export type CommentRef = { articleId: number; userId: number | null; replyTo: number | null; deleted: boolean };
export type Actor = { id: number; admin: boolean };

export const canEdit = (c: CommentRef, actor: Actor | null): boolean => actor !== null && !c.deleted && c.userId === actor.id;
export const canDelete = (c: CommentRef, actor: Actor | null): boolean => canEdit(c, actor) || (actor?.admin === true && !c.deleted);

/** Why a reply to `parent` on article `articleId` is refused, or null when it may be posted. */
export function replyRefusal(parent: CommentRef | undefined, articleId: number): string | null {
  if (!parent || parent.deleted) return M.notFound;
  if (parent.articleId !== articleId) return M.replyElsewhere;
  if (parent.replyTo !== null) return M.replyToReply;
  return null;
}

/** Commenting follows reading: open articles to every signed-in reader, paid ones to Plus readers. */
export const mayComment = (article: { free: boolean; paid: boolean }, plus: boolean): boolean => article.free || !article.paid || plus;
