/**
 * @module Who may do what with a comment, as pure functions (their table tests are rules.test.ts):
 * the owner edits and deletes, an admin deletes, nobody touches a removed comment; one reply level.
 * Who may comment on an article at all is the access table's `comment` (contracts/access.ts).
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

/**
 * The reasons readers gave (one per report, null for none), as the moderation queue shows them:
 * each distinct reason with how many gave it, most given first; among equals alphabetically, with
 * "no reason" (null) after the reasons given as often.
 */
export function groupReasons(given: readonly (string | null)[]): { reason: string | null; count: number }[] {
  const counts = new Map<string | null, number>();
  for (const r of given) {
    const key = r?.trim() ? r.trim() : null;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || (a.reason === null ? 1 : b.reason === null ? -1 : a.reason.localeCompare(b.reason)));
}
