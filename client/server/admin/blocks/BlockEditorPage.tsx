/**
 * @module /admin/ui-blocks/new and /admin/ui-blocks/{id}: a block's name and its draft as JSON
 * (checked by the server node by node, each problem named by its path), Save draft, Publish and
 * Delete; below, the saved draft and the published document drawn by the readers' own renderer,
 * side by side (stacked on a phone). With JavaScript the BlockTextEditor island edits the block's
 * words in the rich text editor with a live preview (the JSON then under "Advanced"), and the
 * BlockOutline island lists the draft's nodes and edits the JSON's structure.
 */
import type { ApiErrorItem } from '../../../../worker/contracts/envelope';
import { fieldMessage } from '../../../../worker/contracts/forms';
import type { PreparedNode } from '../../../../worker/features/blocks/prepare';
import { Field } from '../../../browser/components/ui/Field';
import { RichContent } from '../../components/RichContent';
import { AdminLayout } from '../AdminLayout';
import { ErrorSummary, Notice } from '../controls';
import { AdminIsland, DeleteButton } from '../islands';

export type BlockFormValues = { id: string; name: string; draft: string };

export type BlockEditorProps = {
  admin: string;
  /** Null on the create page. */
  id: string | null;
  values: BlockFormValues;
  errors: ApiErrorItem[];
  /** A refused delete (the promotionals that use the block). */
  notice?: string | null;
  /** The saved draft and published document, prepared as readers' pages prepare them. */
  previews: { draft: PreparedNode[]; published: PreparedNode[] } | null;
};

const fieldId = (path: string) => `block-${path.split('.')[0]}`;

function Preview({ title, nodes, id }: { title: string; nodes: PreparedNode[]; id: string }) {
  return (
    <section className="min-w-0 rounded-card border border-line" aria-labelledby={id}>
      <h3 id={id} className="border-b border-line bg-raised px-3 py-2 text-sm font-semibold text-ink">
        {title}
      </h3>
      <div className="p-4">{nodes.length ? <RichContent nodes={nodes} /> : <p className="text-sm text-ink-3">Nothing to show.</p>}</div>
    </section>
  );
}

/** What Delete beside a saved UI block's heading asks. */
const DELETE_QUESTION = {
  title: 'Delete this UI block?',
  message: 'Pages that show it will show their fallback content. This cannot be undone.',
};

export function BlockEditorPage({ admin, id, values, errors, notice, previews }: BlockEditorProps) {
  const draftErrors = errors.filter((e) => e.path === 'draft' || e.path?.startsWith('draft.'));
  return (
    <AdminLayout
      section="/admin/ui-blocks"
      title={id === null ? 'New UI block' : `UI block ${id}`}
      admin={admin}
      actions={id === null ? null : <DeleteButton path={`/admin/ui-blocks/${id}`} {...DELETE_QUESTION} />}
    >
      {notice ? <Notice>{notice}</Notice> : null}
      <div className="flex flex-col gap-6">
        <form method="post" action={id === null ? '/admin/ui-blocks/new' : `/admin/ui-blocks/${id}`} className="flex flex-col gap-4">
          <ErrorSummary errors={errors} idOf={fieldId} />
          <div className="panel grid gap-4 sm:grid-cols-2">
            {id === null ? (
              <div>
                <Field
                  id="block-id"
                  name="id"
                  label="Id"
                  defaultValue={values.id}
                  error={fieldMessage(errors, 'id')}
                  required
                  pattern="[a-z0-9\-]{1,64}"
                />
                <p className="field-hint">Lowercase letters, digits and dashes; it cannot be changed later.</p>
              </div>
            ) : null}
            <Field id="block-name" name="name" label="Name" defaultValue={values.name} error={fieldMessage(errors, 'name')} required />
          </div>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="flex min-w-0 flex-col gap-4">
              <AdminIsland
                name="BlockTextEditor"
                props={{ textareaId: 'block-draft', advancedId: 'block-advanced', keepOpen: draftErrors.length > 0 }}
              />
              {/* Open for a browser without JavaScript, where the JSON is the editor; the island closes it. */}
              <details id="block-advanced" open className="min-w-0">
                <summary className="cursor-pointer text-sm font-semibold text-ink-2">Advanced: the draft as JSON</summary>
                <div className="mt-2">
                  <label htmlFor="block-draft" className="field-label">
                    Draft (JSON)
                  </label>
                  <textarea
                    id="block-draft"
                    name="draft"
                    rows={22}
                    spellCheck={false}
                    defaultValue={values.draft}
                    aria-invalid={draftErrors.length ? true : undefined}
                    aria-describedby={`block-draft-hint${draftErrors.length ? ' block-draft-error' : ''}`}
                    className="field-input font-mono text-xs leading-5"
                  />
                  <p id="block-draft-hint" className="field-hint">
                    {'{ "children": [ { "element", "data", "children" } ] }'}; elements: text, line-break, container, paragraph, button,
                    embed. Html is sanitized when saved.
                  </p>
                  {draftErrors.length ? (
                    <ul id="block-draft-error" className="field-error" data-field-error="draft">
                      {draftErrors.map((e) => (
                        <li key={`${e.path}:${e.message}`}>
                          <code>{e.path}</code>: {e.message}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </details>
            </div>
            <AdminIsland name="BlockOutline" props={{ textareaId: 'block-draft' }} />
          </div>
          <div>
            <button type="submit" className="btn btn-primary btn-md">
              {id === null ? 'Create block' : 'Save draft'}
            </button>
          </div>
        </form>
        {id !== null ? (
          <form method="post" action={`/admin/ui-blocks/${id}/publish`} className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn btn-secondary btn-md">
              Publish
            </button>
            <span className="text-sm text-ink-3">Copies the saved draft to the published document readers see.</span>
          </form>
        ) : null}
        {previews ? (
          <section aria-label="Previews" className="grid gap-4 lg:grid-cols-2">
            <Preview id="preview-draft" title="Draft (saved)" nodes={previews.draft} />
            <Preview id="preview-published" title="Published" nodes={previews.published} />
          </section>
        ) : null}
      </div>
    </AdminLayout>
  );
}
