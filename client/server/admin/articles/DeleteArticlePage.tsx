/** @module /admin/articles/{id}/delete: the delete's confirm step for a browser without JavaScript. */
import type { AdminArticleDto } from '../../../../worker/contracts/admin-articles';
import { AdminLayout } from '../AdminLayout';
import { StatusBadge } from './labels';

export function DeleteArticlePage({ admin, article }: { admin: string; article: AdminArticleDto }) {
  return (
    <AdminLayout section="/admin/articles" title="Delete this article?" admin={admin}>
      <form method="post" action={`/admin/articles/${article.id}/delete`} className="panel flex max-w-xl flex-col gap-4">
        <input type="hidden" name="confirm" value="yes" />
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {article.title} <StatusBadge a={article} />
        </p>
        <p className="text-ink-2">It goes with its tags, votes, bookmarks and comments. This cannot be undone.</p>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-danger btn-md">
            Delete article
          </button>
          <a href={`/admin/articles/${article.id}`} className="btn btn-secondary btn-md">
            Keep it
          </a>
        </div>
      </form>
    </AdminLayout>
  );
}
