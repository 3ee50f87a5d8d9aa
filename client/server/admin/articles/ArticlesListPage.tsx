/**
 * @module /admin/articles: every article, newest first, with the list call's filters (status,
 * scheduled, a tag, words of the title) as a GET search form, paged; each title opens the editor.
 */
import type { AdminArticleRowDto } from '../../../../worker/contracts/admin-articles';
import type { Paging } from '../../../../worker/contracts/envelope';
import { countLabel } from '../../../../worker/contracts/labels';
import { AdminLayout } from '../AdminLayout';
import { DataTable, EmptyMessage, FilterBar, FilterInput, FilterSelect, Pager, Stamp } from '../parts';
import { PAYWALL_LABELS, StatusBadge, TAG_TYPES, type TagOption } from './labels';

export type ArticleFilters = { status?: string; scheduled?: string; tag?: string; q?: string };

/** One tag to filter by, grouped by type as in the editor. */
const COLUMNS = ['Title', 'Status', 'Paywall', 'Tags', 'Date', 'Votes and comments'];

function TagFilter({ value, tags }: { value?: string; tags: TagOption[] }) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-ink-2">
      Tag
      <select name="tag" defaultValue={value ?? ''} className="field-input h-9 max-w-56 py-1 text-sm">
        <option value="">Any</option>
        {TAG_TYPES.map(([type, label]) => {
          const ofType = tags.filter((t) => t.type === type);
          return ofType.length ? (
            <optgroup key={type} label={label}>
              {ofType.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </optgroup>
          ) : null;
        })}
      </select>
    </label>
  );
}

const SHOWN_TAGS = 3;

function Row({ a }: { a: AdminArticleRowDto }) {
  return (
    <tr>
      <td data-wide className="min-w-64 px-3 py-2">
        <a className="font-medium text-ink hover:text-accent-ink hover:underline" href={`/admin/articles/${a.id}`}>
          {a.title}
        </a>
      </td>
      <td data-label="Status" className="whitespace-nowrap px-3 py-2">
        <StatusBadge a={a} />
      </td>
      <td data-label="Paywall" className="whitespace-nowrap px-3 py-2 text-ink-2">
        {PAYWALL_LABELS[a.paywall]}
      </td>
      {/* The first few tags keep rows one or two lines tall on a phone; the editor lists them all. */}
      <td data-label="Tags" data-wide className="min-w-56 px-3 py-2 text-ink-2" title={a.tags.map((t) => t.name).join(', ') || undefined}>
        {a.tags.length ? (
          a.tags
            .slice(0, SHOWN_TAGS)
            .map((t) => t.name)
            .join(', ')
        ) : (
          <span className="text-ink-3">None</span>
        )}
        {a.tags.length > SHOWN_TAGS ? <span className="text-ink-3"> +{a.tags.length - SHOWN_TAGS} more</span> : null}
      </td>
      <td data-label="Date" className="whitespace-nowrap px-3 py-2 text-ink-2">
        <Stamp seconds={a.date} />
      </td>
      <td data-label="Votes and comments" className="whitespace-nowrap px-3 py-2 tabular-nums text-ink-2">
        <span title="Up votes / down votes">
          ▲ {a.upvotes} ▼ {a.downvotes}
        </span>
        <span className="block text-xs text-ink-3">{countLabel(a.comments_count, 'comment')}</span>
      </td>
    </tr>
  );
}

export function ArticlesListPage({
  admin,
  rows,
  paging,
  filters,
  tags,
}: {
  admin: string;
  rows: AdminArticleRowDto[];
  paging: Paging;
  filters: ArticleFilters;
  tags: TagOption[];
}) {
  const none = Object.values(filters).some(Boolean) ? 'No article matches these filters.' : 'No articles yet.';
  return (
    <AdminLayout section="/admin/articles" title="Articles" admin={admin} link={['/admin/articles/new', 'New article']}>
      <FilterBar action="/admin/articles">
        <FilterSelect name="status" label="Status" value={filters.status} options={{ published: 'Published', drafted: 'Draft' }} />
        <FilterSelect name="scheduled" label="Scheduled" value={filters.scheduled} options={{ true: 'Scheduled only' }} />
        <TagFilter value={filters.tag} tags={tags} />
        <FilterInput name="q" label="Title words" value={filters.q} placeholder="storm coast" />
      </FilterBar>
      <DataTable
        caption="Articles"
        head={COLUMNS}
        rows={rows}
        empty={<EmptyMessage message={none} link={['/admin/articles/new', 'Write one']} />}
        stack
      >
        {(a) => <Row key={a.id} a={a} />}
      </DataTable>
      <Pager paging={paging} base="/admin/articles" query={filters} />
    </AdminLayout>
  );
}
