/** The moderation routes of the back office's route table (features/audit/table.test.ts), and the reported comment they work on. */
import { commentReports, comments } from '../../db/schema';
import type { AdminRouteCase } from '../../test/admin';
import { db, makeArticle, makeSession, uniq } from '../../test/factories';

/** A comment on a new article, reported once per reason given (each by a different reader). */
export async function makeReportedComment(reasons: (string | null)[] = ['Spam']) {
  const article = await makeArticle();
  const author = await makeSession();
  const [comment] = await db()
    .insert(comments)
    .values({ articleId: article.id, userId: author.user.id, body: `Buy watches ${uniq()}`, reportsCount: reasons.length })
    .returning();
  const now = Math.floor(Date.now() / 1000);
  for (const [i, reason] of reasons.entries()) {
    const reporter = await makeSession();
    await db()
      .insert(commentReports)
      .values({ commentId: comment!.id, userId: reporter.user.id, reason, created: now - i });
  }
  return { article, author, comment: comment! };
}

const at = async (suffix: string) => `/admin/api/comments/${(await makeReportedComment()).comment.id}${suffix}`;

export const ADMIN_CASES: AdminRouteCase[] = [
  { method: 'GET', route: '/admin/api/comments/reported', writes: false, prepare: async () => ({ path: '/admin/api/comments/reported' }) },
  { method: 'POST', route: '/admin/api/comments/:id/hide', writes: true, prepare: async () => ({ path: await at('/hide') }) },
  { method: 'POST', route: '/admin/api/comments/:id/restore', writes: true, prepare: async () => ({ path: await at('/restore') }) },
  { method: 'DELETE', route: '/admin/api/comments/:id', writes: true, prepare: async () => ({ path: await at('') }) },
];
