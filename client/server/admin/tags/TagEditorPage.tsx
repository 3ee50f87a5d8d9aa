/**
 * @module /admin/tags/new and /admin/tags/{id}: a tag's type, name, key, scope and image; a
 * location tag's state code (read-only: it comes from the key); on a saved tag, what uses it and
 * Delete (the AdminConfirm island; without JavaScript its link is the confirm page).
 */
import type { ReactNode } from 'react';
import type { TagDetailDto } from '../../../../worker/contracts/admin-tags';
import type { ApiErrorItem } from '../../../../worker/contracts/envelope';
import { fieldMessage } from '../../../../worker/contracts/forms';
import { countLabel } from '../../../../worker/contracts/labels';
import { Field, type FieldProps } from '../../../browser/components/ui/Field';
import { AdminLayout } from '../AdminLayout';
import { TAG_TYPES } from '../articles/labels';
import { ErrorSummary, Hinted, Select } from '../controls';
import { AdminIsland } from '../islands';

/** The editor's fields as posted. An empty key is made from the name; an empty scope is type:key. */
export type TagFormValues = { type: string; name: string; tag: string; scope: string; image_url: string };
export const TAG_FORM_FIELDS = ['type', 'name', 'tag', 'scope', 'image_url'] as const;

/** The field's id: "tag-image_url". */
export const tagFieldId = (name: string) => `tag-${name}`;

export type TagEditorProps = {
  admin: string;
  /** Null on the create page. */
  id: number | null;
  values: TagFormValues;
  errors: ApiErrorItem[];
  /** The saved tag and what uses it; null on the create page. */
  saved: TagDetailDto | null;
  /** The delete's question (it names what uses the tag) and where its confirmed form posts. */
  remove: { message: string; action: string } | null;
};

const TYPE_OPTIONS = TAG_TYPES.map(([v]) => [v, v] as const);

/** The help under the fields that need it. */
const HINTS = {
  tag: 'Lowercase letters, digits, dots, dashes. Empty: made from the name. A location’s ends with its state: austin-tx.',
  scope: 'Empty: type:key, following the type and key. Set one only for a feed scope such as feed:near-me.',
  image_url: 'An http(s) address or a path on this site. Empty: none.',
};

/** Keys and scopes are typed as they are stored: no capital, no spelling fix. */
const KEY_INPUT = { className: 'font-mono text-sm', autoCapitalize: 'none', spellCheck: false } as const;

function UsedBy({ tag }: { tag: TagDetailDto }) {
  const u = tag.used_by;
  const item = (label: string, value: ReactNode) => (
    <div className="flex items-baseline justify-between gap-3 py-1">
      <dt className="text-ink-3">{label}</dt>
      <dd className="tabular-nums text-ink">{value}</dd>
    </div>
  );
  return (
    <section className="panel flex flex-col gap-2 text-sm" aria-labelledby="tag-used-by">
      <h2 id="tag-used-by" className="font-semibold text-ink">
        Used by
      </h2>
      <dl className="divide-y divide-line" data-used-by>
        {item(
          'Articles',
          u.articles ? (
            <a className="link" href={`/admin/articles?tag=${tag.id}`}>
              {countLabel(u.articles, 'article')}
            </a>
          ) : (
            '0'
          ),
        )}
        {item('Zones', u.zones)}
        {item('Follows', u.follows)}
        {item('Curators', u.curators)}
      </dl>
      <a className="link self-start" href={`/trending/${encodeURIComponent(tag.tag)}`}>
        View on the site
      </a>
    </section>
  );
}

export function TagEditorPage({ admin, id, values, errors, saved, remove }: TagEditorProps) {
  const action = id === null ? '/admin/tags' : `/admin/tags/${id}`;
  const err = (name: string) => fieldMessage(errors, name);
  const defaultScope = `${values.type || 'type'}:${values.tag || 'key'}`;
  const field = (name: keyof TagFormValues, label: string, extra?: Partial<FieldProps>) => (
    <Field id={tagFieldId(name)} name={name} label={label} defaultValue={values[name]} error={err(name)} {...extra} />
  );
  return (
    <AdminLayout
      section="/admin/tags"
      title={id === null ? 'New tag' : saved ? `Tag: ${saved.name}` : `Tag #${id}`}
      admin={admin}
      actions={
        remove && id !== null ? (
          <AdminIsland
            name="AdminConfirm"
            props={{
              label: 'Delete',
              title: 'Delete this tag?',
              message: remove.message,
              action: remove.action,
              href: `/admin/tags/${id}/delete`,
              size: 'sm',
            }}
          />
        ) : null
      }
    >
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <form method="post" action={action} className="flex min-w-0 flex-col gap-4" data-tag-editor>
          <ErrorSummary errors={errors} idOf={tagFieldId} />
          <section className="panel grid gap-4 sm:grid-cols-2">
            <Select id={tagFieldId('type')} name="type" label="Type" value={values.type} options={TYPE_OPTIONS} error={err('type')} />
            {field('name', 'Name', { required: true, maxLength: 200 })}
            <Hinted hint={HINTS.tag}>{field('tag', 'Key', KEY_INPUT)}</Hinted>
            <Hinted hint={HINTS.scope}>{field('scope', 'Scope', { placeholder: defaultScope, ...KEY_INPUT })}</Hinted>
            <Hinted hint={HINTS.image_url} wide>
              {field('image_url', 'Image URL')}
            </Hinted>
            {saved?.type === 'location' ? (
              <div className="sm:col-span-2" data-state-code>
                <span className="field-label">State code</span>
                <p className="font-mono text-ink">{saved.state_code ?? '—'}</p>
                <p className="field-hint">Read from the key when the tag is saved.</p>
              </div>
            ) : null}
          </section>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn btn-primary btn-md">
              {id === null ? 'Create tag' : 'Save'}
            </button>
            <a href="/admin/tags" className="btn btn-quiet btn-md">
              Back to tags
            </a>
          </div>
        </form>
        {saved ? (
          <div className="min-w-0">
            <UsedBy tag={saved} />
          </div>
        ) : null}
      </div>
    </AdminLayout>
  );
}
