/**
 * @module /admin/views/{id}: one form with the view's title and every zone (the ZoneEditor
 * island: fieldsets named by the API's paths, collapsed to a line each, reordered by their
 * positions without JavaScript, by drag and drop, keyboard or Move buttons with it), posted whole
 * to Save with the version it was loaded at. Save and Preview stay in a bar stuck to the window's
 * bottom; Preview posts the same fields to `/preview` in a new tab, which draws the front page
 * with them and saves nothing. Beside the heading: Activate, Duplicate and Delete, each its own form.
 */
import type { ApiErrorItem } from '../../../../worker/contracts/envelope';
import { fieldMessage } from '../../../../worker/contracts/forms';
import { type RefNames, type ViewFormValues, viewFieldId } from '../../../browser/admin/zone-form';
import { Badge } from '../../../browser/components/ui/Badge';
import { Field } from '../../../browser/components/ui/Field';
import { AdminLayout } from '../AdminLayout';
import { ErrorSummary, Notice } from '../controls';
import { AdminIsland, DeleteButton } from '../islands';
import { PostButton } from './ViewsListPage';

export type ViewEditorProps = {
  admin: string;
  /** The view as saved. */
  view: { id: number; title: string; is_active: boolean; version: number };
  /** What the form shows: the saved view's, or what was typed. */
  values: ViewFormValues;
  errors: ApiErrorItem[];
  /** A save that lost to someone else's (409). */
  notice?: string;
  names: RefNames;
};

export function ViewEditorPage({ admin, view, values, errors, notice, names }: ViewEditorProps) {
  const action = `/admin/views/${view.id}`;
  const name = view.title || `View #${view.id}`;
  return (
    <AdminLayout
      section="/admin/views"
      title={view.title ? `View “${view.title}”` : `View #${view.id}`}
      admin={admin}
      actions={
        <>
          {view.is_active ? null : <PostButton action={`${action}/activate`} label="Activate" what={name} />}
          <PostButton action={`${action}/duplicate`} label="Duplicate" what={name} />
          <DeleteButton path={action} title="Delete this view?" message="The view and its zones are deleted. This cannot be undone." />
        </>
      }
    >
      {notice ? (
        <Notice>
          {notice}{' '}
          <a href={action} className="underline">
            Reload the view
          </a>
        </Notice>
      ) : null}
      <form method="post" action={action} className="flex min-w-0 max-w-5xl flex-col gap-4" data-view-editor>
        {/* First in the form, so Enter in a field saves rather than pressing Add zone. */}
        <button type="submit" name="op" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
          Save
        </button>
        <ErrorSummary errors={errors} idOf={viewFieldId} />
        <input type="hidden" name="version" value={values.version} />
        <section className="panel flex flex-wrap items-end gap-4 p-4">
          <div className="min-w-0 flex-1 basis-64">
            <Field
              id={viewFieldId('title')}
              name="title"
              label="View title"
              defaultValue={values.title}
              maxLength={200}
              error={fieldMessage(errors, 'title')}
            />
          </div>
          <p className="flex items-center gap-2 pb-2 text-sm text-ink-3">
            {view.is_active ? <Badge tone="accent">Active</Badge> : <Badge>Not active</Badge>}
            <span>Version {view.version}</span>
          </p>
        </section>
        <AdminIsland name="ZoneEditor" props={{ zones: values.zones, errors, names, action: `${action}#zones` }} />
        <div
          className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6"
          data-save-bar
        >
          <button type="submit" name="op" value="save" className="btn btn-primary btn-md">
            Save
          </button>
          <button
            type="submit"
            name="op"
            value="preview"
            formAction={`${action}/preview`}
            formTarget="_blank"
            formNoValidate
            className="btn btn-secondary btn-md"
          >
            Preview<span className="sr-only"> the front page with these changes (opens a new tab)</span>
          </button>
          <a href="/admin/views" className="btn btn-quiet btn-md">
            All views
          </a>
          <span className="text-sm text-ink-3">Preview saves nothing. Zones left out or removed are deleted when you save.</span>
        </div>
      </form>
    </AdminLayout>
  );
}
