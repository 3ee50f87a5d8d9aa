/**
 * @module /admin/tags: every tag by name, with the list call's filters (type, part of the name or
 * key) as a GET search form (tags are not personal), paged. The key links to the reader's page
 * of the tag (/trending/{key}); Edit opens the editor.
 */
import type { TagAdminDto } from '../../../../worker/contracts/admin-tags';
import type { Paging } from '../../../../worker/contracts/envelope';
import { AdminLayout } from '../AdminLayout';
import { TAG_TYPES } from '../articles/labels';
import { DataTable, EmptyMessage, FilterBar, FilterInput, FilterSelect, Pager } from '../parts';

export type TagFilters = { type?: string; query?: string; count?: string };

const COLUMNS = ['Name', 'Type', 'Key', 'Scope', 'Edit'];

function Row({ t }: { t: TagAdminDto }) {
  return (
    <tr data-tag-row={t.id}>
      <td className="min-w-48 px-3 py-2 font-medium text-ink">{t.name}</td>
      <td className="whitespace-nowrap px-3 py-2 text-ink-2">{t.type}</td>
      <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
        <a className="link" href={`/trending/${encodeURIComponent(t.tag)}`}>
          {t.tag}
        </a>
      </td>
      <td className="whitespace-nowrap px-3 py-2 font-mono text-xs text-ink-2">{t.scope}</td>
      <td className="whitespace-nowrap px-3 py-2">
        <a className="link" href={`/admin/tags/${t.id}`}>
          Edit<span className="sr-only"> {t.name}</span>
        </a>
      </td>
    </tr>
  );
}

export function TagsListPage({
  admin,
  rows,
  paging,
  filters,
}: {
  admin: string;
  rows: TagAdminDto[];
  paging: Paging;
  filters: TagFilters;
}) {
  const filtered = Boolean(filters.type || filters.query);
  return (
    <AdminLayout section="/admin/tags" title="Tags" admin={admin} link={['/admin/tags/new', 'New tag']}>
      <FilterBar action="/admin/tags">
        <FilterSelect name="type" label="Type" value={filters.type} options={Object.fromEntries(TAG_TYPES)} />
        <FilterInput name="query" label="Name or key" value={filters.query} placeholder="austin" />
        {filters.count ? <input type="hidden" name="count" value={filters.count} /> : null}
      </FilterBar>
      <DataTable
        caption="Tags"
        head={COLUMNS}
        rows={rows}
        empty={
          <EmptyMessage message={filtered ? 'No tag matches these filters.' : 'No tags yet.'} link={['/admin/tags/new', 'Make one']} />
        }
      >
        {(t) => <Row key={t.id} t={t} />}
      </DataTable>
      <Pager paging={paging} base="/admin/tags" query={filters} />
    </AdminLayout>
  );
}
