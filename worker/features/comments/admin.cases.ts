/** The moderation routes of the back office's route table (features/audit/table.test.ts), and the reported comment they work on. */
import { commentReports, comments } from '../../db/schema';
import { type AdminRouteCase, reads, writes } from '../../test/admin';
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
  reads('GET /admin/api/comments/reported', async () => ({ path: '/admin/api/comments/reported' })),
  writes('POST /admin/api/comments/:id/hide', async () => ({ path: await at('/hide') })),
  writes('POST /admin/api/comments/:id/restore', async () => ({ path: await at('/restore') })),
  writes('DELETE /admin/api/comments/:id', async () => ({ path: await at('') })),
];
