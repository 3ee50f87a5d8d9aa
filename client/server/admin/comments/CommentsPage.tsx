/**
 * @module /admin/comments: the reported queue, most recently reported first: the article, the
 * author, the text, how many readers reported it and why, the decision so far and whether readers
 * see it now. Each row's Hide, Restore (keep) and Delete are forms that come back to this very
 * page (its filter and page) with a toast.
 */
import type { ReportedCommentDto } from '../../../../worker/contracts/admin-comments';
import { articleHref } from '../../../../worker/contracts/article-url';
import type { Paging } from '../../../../worker/contracts/envelope';
import { Badge } from '../../../browser/components/ui/Badge';
import { AdminLayout } from '../AdminLayout';
import { AdminIsland } from '../islands';
import { DataTable, dateTime, FilterBar, FilterSelect, Pager } from '../parts';

export type CommentFilters = { moderation?: string };

const STATES = { undecided: 'Undecided', hidden: 'Hidden', kept: 'Kept' };

const COLUMNS = ['Comment', 'Article', 'Author', 'Reports', 'State', 'Reported', 'Actions'];

function State({ c }: { c: ReportedCommentDto }) {
  const decision = c.moderation === 'hidden' ? 'Hidden' : c.moderation === 'kept' ? 'Kept' : 'Undecided';
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={c.moderation === 'hidden' ? 'danger' : c.moderation === 'kept' ? 'accent' : 'neutral'}>{decision}</Badge>
      <span className="text-xs text-ink-3">{c.hidden ? 'Readers do not see it' : 'Readers see it'}</span>
    </div>
  );
}

function Decide({ c, back }: { c: ReportedCommentDto; back: string }) {
  const post = (action: 'hide' | 'restore', label: string) => (
    <form method="post" action={`/admin/comments/${c.id}/${action}`}>
      <input type="hidden" name="back" value={back} />
      <button type="submit" className="btn btn-secondary btn-sm">
        {label}
        <span className="sr-only"> comment {c.id}</span>
      </button>
    </form>
  );
  return (
    <div className="flex flex-wrap gap-1">
      {c.moderation !== 'hidden' ? post('hide', 'Hide') : null}
      {c.moderation !== 'kept' ? post('restore', 'Restore') : null}
      <AdminIsland
        name="AdminConfirm"
        props={{
          label: 'Delete',
          title: 'Delete this comment?',
          message: 'Its text is removed for everyone; replies stay. This cannot be undone.',
          action: `/admin/comments/${c.id}/delete`,
          href: `/admin/comments/${c.id}/delete?back=${encodeURIComponent(back)}`,
          back,
          size: 'sm',
        }}
      />
    </div>
  );
}

export function CommentsPage({
  admin,
  rows,
  paging,
  filters,
  back,
}: {
  admin: string;
  rows: ReportedCommentDto[];
  paging: Paging;
  filters: CommentFilters;
  /** This page's own path and query: where each row's form comes back to. */
  back: string;
}) {
  return (
    <AdminLayout section="/admin/comments" title="Reported comments" admin={admin}>
      <FilterBar action="/admin/comments">
        <FilterSelect name="moderation" label="State" value={filters.moderation} options={STATES} />
      </FilterBar>
      <DataTable caption="Reported comments" head={COLUMNS} rows={rows} empty="No reported comments here.">
        {(c) => (
          <tr key={c.id} data-comment-row={c.id}>
            <td className="min-w-64 max-w-md px-3 py-2">
              <p className="line-clamp-4 whitespace-pre-line break-words text-ink">{c.body}</p>
              <p className="mt-1 text-xs text-ink-3">
                #{c.id}, posted {dateTime(c.timestamp)}
                {c.reply_to ? `, a reply to #${c.reply_to}` : ''}
                {c.edit_count ? `, edited ${c.edit_count}×` : ''}
              </p>
            </td>
            <td className="min-w-48 px-3 py-2">
              <a href={articleHref(c.article_id, c.article_title)} className="link">
                {c.article_title}
              </a>
            </td>
            <td className="whitespace-nowrap px-3 py-2">
              {c.user_id ? (
                <a href={`/admin/users/${c.user_id}`} className="link">
                  {c.handle ?? `#${c.user_id}`}
                </a>
              ) : (
                <span className="text-ink-3">deleted account</span>
              )}
            </td>
            <td className="px-3 py-2">
              <p className="font-semibold tabular-nums">{c.reports_count}</p>
              <ul className="mt-1 text-xs text-ink-2">
                {c.reasons.map((r) => (
                  <li key={r.reason ?? ''}>
                    {r.reason ?? <span className="italic text-ink-3">no reason</span>} × {r.count}
                  </li>
                ))}
              </ul>
            </td>
            <td className="px-3 py-2">
              <State c={c} />
            </td>
            <td className="whitespace-nowrap px-3 py-2 text-ink-3">{dateTime(c.last_reported_at)}</td>
            <td className="px-3 py-2">
              <Decide c={c} back={back} />
            </td>
          </tr>
        )}
      </DataTable>
      <Pager paging={paging} base="/admin/comments" query={filters} />
    </AdminLayout>
  );
}
