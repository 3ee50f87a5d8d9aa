/**
 * @module /admin/views: every trending view, the active one first, each with its zone count,
 * version and actions (Edit; Activate, Duplicate as small POST forms; Delete through its confirm
 * step); and /admin/views/new, a new view's title.
 */
import type { ApiErrorItem } from '../../../../worker/contracts/envelope';
import { fieldMessage } from '../../../../worker/contracts/forms';
import { Badge } from '../../../browser/components/ui/Badge';
import { Field } from '../../../browser/components/ui/Field';
import { AdminLayout } from '../AdminLayout';
import { ErrorSummary, Notice } from '../controls';
import { DeleteButton } from '../islands';
import { DataTable } from '../parts';

export type ViewRow = { id: number; title: string; is_active: boolean; version: number; zones: number };

const nameOf = (v: { id: number; title: string }) => v.title || `View #${v.id}`;

/** A one-button POST form (Activate, Duplicate): a real form, so it works without JavaScript. */
export function PostButton({ action, label, what }: { action: string; label: string; what: string }) {
  return (
    <form method="post" action={action} className="contents">
      <button type="submit" className="btn btn-secondary btn-sm">
        {label}
        <span className="sr-only"> {what}</span>
      </button>
    </form>
  );
}

export function ViewsListPage({ admin, views, notice }: { admin: string; views: ViewRow[]; notice?: string }) {
  return (
    <AdminLayout section="/admin/views" title="Views" admin={admin} link={['/admin/views/new', 'New view']}>
      {notice ? <Notice>{notice}</Notice> : null}
      <DataTable caption="Trending views" head={['Title', 'Status', 'Zones', 'Version', 'Actions']} rows={views} empty="No views yet.">
        {(v) => (
          <tr key={v.id} data-view-row={v.id}>
            <td className="px-3 py-2">
              <a href={`/admin/views/${v.id}`} className="link">
                {nameOf(v)}
              </a>
            </td>
            <td className="px-3 py-2">{v.is_active ? <Badge tone="accent">Active</Badge> : <Badge>Off</Badge>}</td>
            <td className="px-3 py-2 tabular-nums">{v.zones}</td>
            <td className="px-3 py-2 tabular-nums">{v.version}</td>
            <td className="px-3 py-2">
              <div className="flex flex-wrap items-center gap-1.5">
                <a href={`/admin/views/${v.id}`} className="btn btn-secondary btn-sm">
                  Edit<span className="sr-only"> {nameOf(v)}</span>
                </a>
                {v.is_active ? null : <PostButton action={`/admin/views/${v.id}/activate`} label="Activate" what={nameOf(v)} />}
                <PostButton action={`/admin/views/${v.id}/duplicate`} label="Duplicate" what={nameOf(v)} />
                {/* The active view cannot be deleted (the API refuses it): offer it only on the others. */}
                {v.is_active ? null : (
                  <DeleteButton
                    path={`/admin/views/${v.id}`}
                    title={`Delete “${nameOf(v)}”?`}
                    message="The view and its zones are deleted. This cannot be undone."
                  />
                )}
              </div>
            </td>
          </tr>
        )}
      </DataTable>
      <p className="mt-3 text-sm text-ink-3">
        The active view is the trending page readers see. Activate another to switch; only a view that is not active can be deleted.
      </p>
    </AdminLayout>
  );
}

export function NewViewPage({ admin, title, errors }: { admin: string; title: string; errors: ApiErrorItem[] }) {
  return (
    <AdminLayout section="/admin/views" title="New view" admin={admin}>
      <form method="post" action="/admin/views" className="panel flex max-w-xl flex-col gap-4">
        <ErrorSummary errors={errors} />
        <Field id="view-title" name="title" label="View title" defaultValue={title} maxLength={200} error={fieldMessage(errors, 'title')} />
        <p className="field-hint mt-0">A new view starts with no zones and is not active: add its zones, then activate it.</p>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary btn-md">
            Create view
          </button>
          <a href="/admin/views" className="btn btn-secondary btn-md">
            Cancel
          </a>
        </div>
      </form>
    </AdminLayout>
  );
}
