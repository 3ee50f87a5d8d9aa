/**
 * @module What the back office's comment decisions do (decision 037). Hide: hidden from readers
 * whatever the reports. Restore: 'kept', shown whatever the reports (a later report does not hide
 * it again; only another decision does). Delete: removed as a reader's removal removes it (the
 * text blanked, the thread kept). Each is one batch with the recounts and its audit row; then the
 * cached pages are retired, since article pages carry their first comments and counts.
 */

import { invalidate } from '../../cache';
import type { ModerationDto, ReportedCommentDto } from '../../contracts/admin-comments';
import { hiddenByReports, COMMENT_MESSAGES as M } from '../../contracts/comments';
import type { Db } from '../../db/client';
import type { AdminCtx } from '../../http/admin-context';
import { notFound } from '../../http/errors';
import { type ModerationTarget, moderationTarget, type QueueRow, setModeration, softDelete } from './moderation-queries';
import { groupReasons } from './rules';

type Ctx = AdminCtx<'CACHE'>;

function parseReasons(json: string | null): (string | null)[] {
  try {
    const list = JSON.parse(json ?? '[]') as unknown;
    return Array.isArray(list) ? list.map((r) => (typeof r === 'string' ? r : null)) : [];
  } catch {
    return [];
  }
}

export const toReportedDto = (r: QueueRow): ReportedCommentDto => ({
  id: r.id,
  article_id: r.articleId,
  article_title: r.articleTitle,
  user_id: r.userId,
  handle: r.handle,
  body: r.body,
  timestamp: r.created,
  reply_to: r.replyTo,
  edit_count: r.editCount,
  reports_count: r.reportsCount,
  reasons: groupReasons(parseReasons(r.reasons)),
  last_reported_at: r.lastReportedAt,
  moderation: r.moderation,
  moderated_at: r.moderatedAt,
  hidden: hiddenByReports(r.reportsCount, r.moderation),
});

async function target(db: Db, id: number): Promise<ModerationTarget> {
  const t = await moderationTarget(db, id);
  if (!t || t.deletedAt !== null) throw notFound(M.notFound);
  return t;
}

const state = (t: Pick<ModerationTarget, 'reportsCount' | 'moderation'>) => ({
  moderation: t.moderation,
  hidden: hiddenByReports(t.reportsCount, t.moderation),
});

export async function decide(ctx: Ctx, id: number, decision: 'kept' | 'hidden'): Promise<ModerationDto> {
  const t = await target(ctx.db, id);
  const after = { ...t, moderation: decision };
  const entry = {
    action: decision === 'hidden' ? 'hide' : 'restore',
    entity: 'comment',
    entityId: id,
    before: state(t),
    after: state(after),
  };
  await setModeration(ctx.db, t, decision, { adminId: ctx.adminId, now: ctx.now, entry });
  await invalidate(ctx.env, 'comments');
  return { id, ...state(after), deleted: false };
}

export async function removeByAdmin(ctx: Ctx, id: number): Promise<ModerationDto> {
  const t = await target(ctx.db, id);
  const entry = {
    action: 'delete',
    entity: 'comment',
    entityId: id,
    before: { article_id: t.articleId, body: t.body, deleted: false },
    after: { article_id: t.articleId, body: '', deleted: true },
  };
  await softDelete(ctx.db, t, { adminId: ctx.adminId, now: ctx.now, entry });
  await invalidate(ctx.env, 'comments');
  return { id, ...state(t), deleted: true };
}
