/**
 * @module What the comment calls do: list, post, edit, remove. Each succeeds in one D1 round trip
 * (queries.ts); when a conditional write did nothing, one more read says why, with the spec's
 * envelope and status (400 for a reply to a reply, 403 for another reader's comment, 404, 429).
 */
import {
  COMMENT_POST_LIMIT,
  COMMENTS_PAGE_SIZE,
  type CommentDto,
  cleanBody,
  hiddenByReports,
  COMMENT_MESSAGES as M,
} from '../../contracts/comments';
import { readerTier } from '../../contracts/plus';
import type { Db } from '../../db/client';
import type { Viewer } from '../../env';
import { type AppError, badRequest, forbidden, notFound, tooManyRequests } from '../../http/errors';
import { judge } from '../../http/rate-limit';
import { may } from '../articles/access';
import {
  articleAccess,
  type CommentRow,
  commentById,
  editComment,
  listComments,
  type PageQuery,
  postComment,
  removeComment,
} from './queries';
import { type Actor, canDelete, canEdit, replyRefusal } from './rules';

const actorOf = (viewer: Viewer | null): Actor | null => (viewer ? { id: viewer.id, admin: viewer.role === 'admin' } : null);
const refOf = (r: CommentRow) => ({ articleId: r.articleId, userId: r.userId, replyTo: r.replyTo, deleted: r.deletedAt !== null });

export function toCommentDto(r: CommentRow, viewer: Viewer | null): CommentDto {
  const actor = actorOf(viewer);
  const deleted = r.deletedAt !== null;
  return {
    id: r.id,
    ref_id: r.articleId,
    body: deleted ? '' : r.body,
    handle: deleted ? M.removedHandle : (r.handle ?? M.formerReader),
    timestamp: r.created,
    user_id: r.userId,
    reply_to: r.replyTo,
    replies: r.replies,
    can_edit: canEdit(refOf(r), actor),
    can_delete: canDelete(refOf(r), actor),
    deleted,
    hidden: hiddenByReports(r.reportsCount, r.moderation),
  };
}

function bodyOrThrow(raw: string): string {
  const cleaned = cleanBody(raw);
  if ('error' in cleaned) throw badRequest(cleaned.error, 'body');
  return cleaned.body;
}

export async function listPage(db: Db, q: PageQuery, viewer: Viewer | null): Promise<CommentDto[]> {
  const rows = await listComments(db, q, COMMENTS_PAGE_SIZE, viewer?.id ?? null);
  if (!rows) throw notFound(M.articleNotFound);
  return rows.map((r) => toCommentDto(r, viewer));
}

export async function post(db: Db, viewer: Viewer, articleId: number, raw: string, replyTo: number | null, now: number) {
  const body = bodyOrThrow(raw);
  const tier = readerTier(viewer, now);
  const limit = { key: `comment:${viewer.id}`, ...COMMENT_POST_LIMIT };
  const { id, count, recipients } = await postComment(db, { articleId, userId: viewer.id, replyTo, body, tier, limit, now });
  // The new row is known without reading it back: one round trip.
  if (id !== null) {
    const row = { id, articleId, userId: viewer.id, replyTo, body, replies: 0, created: now, deletedAt: null, handle: viewer.username };
    return { comment: toCommentDto({ ...row, reportsCount: 0, moderation: null }, viewer), recipients };
  }
  const verdict = judge(count, limit, now);
  if (!verdict.allowed) throw tooManyRequests(M.tooMany, verdict.retryAfter);
  const article = await articleAccess(db, articleId);
  if (!article) throw notFound(M.articleNotFound);
  if (!may('comment', { content_type: article.contentType, paywall: article.paywall }, { tier })) throw forbidden(M.mayNotComment);
  const parent = replyTo === null ? undefined : await commentById(db, replyTo);
  throw badRequest(replyRefusal(parent && refOf(parent), articleId) ?? M.notFound, 'reply_to');
}

export async function edit(db: Db, viewer: Viewer, articleId: number, commentId: number, raw: string, now: number) {
  const body = bodyOrThrow(raw);
  const row = await editComment(db, { id: commentId, articleId, userId: viewer.id, body, now });
  if (row) return toCommentDto({ ...row, handle: viewer.username }, viewer);
  throw await whyNot(db, viewer, articleId, commentId, body);
}

export async function remove(db: Db, viewer: Viewer, articleId: number, commentId: number, now: number) {
  if (await removeComment(db, { id: commentId, articleId, userId: viewer.id, admin: viewer.role === 'admin', now }))
    return { id: commentId, deleted: true as const };
  throw await whyNot(db, viewer, articleId, commentId);
}

/** Why an edit or a removal did nothing: gone, someone else's, or (an edit) the same text. */
async function whyNot(db: Db, viewer: Viewer, articleId: number, commentId: number, body?: string): Promise<AppError> {
  const row = await commentById(db, commentId);
  if (!row || row.articleId !== articleId || row.deletedAt !== null) return notFound(M.notFound);
  if (row.userId !== viewer.id && (body !== undefined || viewer.role !== 'admin')) return forbidden(M.notYours);
  return badRequest(M.unchanged, 'body');
}
