/**
 * @module /admin/audit: every admin write, newest first, filterable by entity, action and id. Each
 * entry's change is a field-by-field diff (features/audit/diff.ts); a long value folds behind its
 * first words (details/summary), so a view change or a 100 KB field never makes a wall of text.
 * On a phone the rows stack (each cell under its column's name) instead of running off the screen.
 */
import type { AuditRowDto } from '../../../worker/contracts/admin-audit';
import type { Paging } from '../../../worker/contracts/envelope';
import { auditDiff, type DiffRow, FULL_LIMIT, SHORT_LIMIT, shown } from '../../../worker/features/audit/diff';
import { AdminLayout } from './AdminLayout';
import { DataTable, dateTime, FilterBar, FilterInput, FilterSelect, Pager } from './parts';

const ENTITIES = ['article', 'tag', 'view', 'user', 'popup', 'ui-block', 'promotional', 'comment', 'push', 'upload'];

export type AuditFilters = { entity?: string; action?: string; entity_id?: string };

const COLUMNS = ['When', 'Who', 'Action', 'What', 'Changes'];

/** One side of a line: short values inline, long ones folded behind their start and length. */
function Value({ value, side }: { value: unknown; side: 'before' | 'after' }) {
  const Tag = side === 'before' ? 'del' : 'ins';
  const tone = side === 'before' ? 'text-danger' : 'text-success no-underline';
  const text = shown(value);
  if (text.length <= SHORT_LIMIT && !text.includes('\n')) return <Tag className={`${tone} [overflow-wrap:anywhere]`}>{text}</Tag>;
  const full = shown(value, true);
  return (
    <details className="min-w-0" data-audit-long>
      <summary className="cursor-pointer [overflow-wrap:anywhere]">
        <Tag className={tone}>{text.slice(0, 60).trimEnd()}…</Tag>{' '}
        <span className="text-ink-3">({text.length.toLocaleString('en-US')} characters)</span>
      </summary>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable, so a keyboard scrolls the box (WCAG 2.1.1)
        tabIndex={0}
        className="mt-1 max-h-72 overflow-auto whitespace-pre-wrap rounded-control bg-sunken p-2 font-mono text-xs [overflow-wrap:anywhere]"
      >
        {full.length > FULL_LIMIT
          ? `${full.slice(0, FULL_LIMIT)}\n… ${(full.length - FULL_LIMIT).toLocaleString('en-US')} more characters`
          : full}
      </pre>
    </details>
  );
}

/** `marks`: say (added) or (removed) where one side is missing; not on a create or a delete, where every field is. */
function Line({ row, marks }: { row: DiffRow; marks: boolean }) {
  const before = 'before' in row;
  const after = 'after' in row;
  return (
    <li className="grid min-w-0 gap-0.5 py-1 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-3" data-audit-field={row.path}>
      <span className="font-mono text-xs text-ink-3 [overflow-wrap:anywhere]">
        {row.path}
        {!marks ? '' : before && !after ? ' (removed)' : !before && after ? ' (added)' : ''}
      </span>
      <span className="flex min-w-0 flex-col gap-0.5 text-xs">
        {before ? <Value value={row.before} side="before" /> : null}
        {after ? <Value value={row.after} side="after" /> : null}
      </span>
    </li>
  );
}

function Change({ row }: { row: AuditRowDto }) {
  const { rows, more } = auditDiff(row.before, row.after);
  const marks = Object.keys(row.before).length > 0 && Object.keys(row.after).length > 0;
  if (rows.length === 0) return <span className="text-ink-3">No field changed</span>;
  return (
    <ul className="min-w-0 divide-y divide-line" aria-label={`Changes of entry ${row.id}`} data-audit-diff>
      {rows.map((r) => (
        <Line key={r.path} row={r} marks={marks} />
      ))}
      {more ? <li className="py-1 text-xs text-ink-3">and {more} more changed fields</li> : null}
    </ul>
  );
}

export function AuditPage({ admin, rows, paging, filters }: { admin: string; rows: AuditRowDto[]; paging: Paging; filters: AuditFilters }) {
  return (
    <AdminLayout section="/admin/audit" title="Audit log" admin={admin}>
      <FilterBar action="/admin/audit">
        <FilterSelect name="entity" label="Entity" value={filters.entity} options={Object.fromEntries(ENTITIES.map((e) => [e, e]))} />
        <FilterInput name="action" label="Action" value={filters.action} placeholder="update" />
        <FilterInput name="entity_id" label="Id" value={filters.entity_id} />
      </FilterBar>
      <DataTable caption="Audit log" head={COLUMNS} rows={rows} empty="Nothing recorded for these filters yet." stack>
        {(r) => (
          <tr key={r.id} className="align-top">
            <td data-label="When" className="px-3 py-2 text-ink-3 md:whitespace-nowrap">
              {dateTime(r.created)}
            </td>
            <td data-label="Who" className="px-3 py-2">
              {r.admin_name ?? 'deleted admin'}
            </td>
            <td data-label="Action" className="px-3 py-2 font-medium">
              {r.action}
            </td>
            <td data-label="What" className="px-3 py-2 md:whitespace-nowrap">
              {r.entity} {r.entity_id ? <span className="text-ink-3">#{r.entity_id}</span> : null}
            </td>
            <td data-label="Changes" data-wide className="w-full min-w-[18rem] px-3 py-2 max-md:min-w-0">
              <Change row={r} />
            </td>
          </tr>
        )}
      </DataTable>
      <Pager paging={paging} base="/admin/audit" query={filters} />
    </AdminLayout>
  );
}
