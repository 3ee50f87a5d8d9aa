/** @module /admin/audit: every admin write, newest first, filterable by entity, action and id. */
import type { AuditRowDto } from '../../../worker/contracts/admin-audit';
import type { Paging } from '../../../worker/contracts/envelope';
import { AdminLayout } from './AdminLayout';
import { DataTable, dateTime, FilterBar, FilterInput, FilterSelect, Pager } from './parts';

const ENTITIES = ['article', 'tag', 'view', 'user', 'popup', 'ui-block', 'promotional', 'comment', 'push', 'upload'];

export type AuditFilters = { entity?: string; action?: string; entity_id?: string };

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

const COLUMNS = ['When', 'Who', 'Action', 'What', 'Changes'];

function Change({ row }: { row: AuditRowDto }) {
  const keys = [...new Set([...Object.keys(row.before), ...Object.keys(row.after)])];
  if (keys.length === 0) return <span className="text-ink-3">No field changed</span>;
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-2 gap-y-0.5">
      {keys.map((k) => (
        <div key={k} className="contents">
          <dt className="font-mono text-xs text-ink-3">{k}</dt>
          <dd className="min-w-0 break-words text-xs">
            {k in row.before ? <del className="text-danger">{show(row.before[k])}</del> : null}
            {k in row.before && k in row.after ? ' → ' : null}
            {k in row.after ? <ins className="text-success no-underline">{show(row.after[k])}</ins> : null}
          </dd>
        </div>
      ))}
    </dl>
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
      <DataTable caption="Audit log" head={COLUMNS} rows={rows} empty="Nothing recorded for these filters yet.">
        {(r) => (
          <tr key={r.id} className="align-top">
            <td className="whitespace-nowrap px-3 py-2 text-ink-3">{dateTime(r.created)}</td>
            <td className="px-3 py-2">{r.admin_name ?? 'deleted admin'}</td>
            <td className="px-3 py-2 font-medium">{r.action}</td>
            <td className="whitespace-nowrap px-3 py-2">
              {r.entity} {r.entity_id ? <span className="text-ink-3">#{r.entity_id}</span> : null}
            </td>
            <td className="px-3 py-2">
              <Change row={r} />
            </td>
          </tr>
        )}
      </DataTable>
      <Pager paging={paging} base="/admin/audit" query={filters} />
    </AdminLayout>
  );
}
