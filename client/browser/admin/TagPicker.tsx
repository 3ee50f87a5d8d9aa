/**
 * @module Tags to choose from, grouped by type: a checkbox per tag (posted as `tag.<id>`), so it
 * works without JavaScript; once hydrated, a filter box narrows the list and the chosen tags show
 * as removable chips. Choosing a tag also picks the "tags" audience of the form, when it has one.
 */
import { useState } from 'react';
import { useHydrated } from '../lib/hydrated';

export type TagOption = { id: number; name: string; type: string };
export type TagPickerProps = { tags: TagOption[]; selected: number[]; error?: string | null };

const GROUPS: [string, string][] = [
  ['category', 'Categories'],
  ['topic', 'Topics'],
  ['location', 'Places'],
  ['publication', 'Publications'],
  ['curator', 'Curators'],
  ['author', 'Authors'],
  ['flag', 'Flags'],
];

export function TagPicker({ tags, selected, error }: TagPickerProps) {
  // A fixed id, not useId: the list is drawn by the server and the filter box only after
  // hydration, and an island's server and browser ids differ, so aria-controls would dangle.
  const id = 'tag-picker';
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(() => new Set(selected));
  const [filter, setFilter] = useState('');
  const q = filter.trim().toLowerCase();
  const byId = new Map(tags.map((t) => [t.id, t]));

  function toggle(tagId: number, on: boolean, el: HTMLButtonElement | HTMLInputElement | null) {
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(tagId);
      else next.delete(tagId);
      return next;
    });
    const audience = el?.form?.querySelector<HTMLInputElement>('input[name="audience"][value="tags"]');
    if (on && audience) audience.checked = true;
  }

  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-label">Tags</legend>
      {hydrated ? (
        <div className="mb-2 flex flex-col gap-2">
          <input
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="Find a tag"
            aria-label="Find a tag"
            aria-controls={`${id}-list`}
            className="field-input h-9 py-1 text-sm"
          />
          <ul className="flex flex-wrap gap-1" aria-label="Chosen tags" aria-live="polite">
            {[...chosen].map((tagId) => (
              <li key={tagId}>
                <button
                  type="button"
                  className="chip"
                  onClick={(e) => toggle(tagId, false, e.currentTarget)}
                  aria-label={`Remove ${byId.get(tagId)?.name ?? tagId}`}
                >
                  {byId.get(tagId)?.name ?? `#${tagId}`} ×
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div id={`${id}-list`} className="max-h-64 overflow-y-auto rounded-control border border-line-strong p-2">
        {GROUPS.map(([type, label]) => {
          const all = tags.filter((t) => t.type === type);
          if (all.length === 0) return null;
          const shown = all.filter((t) => !q || t.name.toLowerCase().includes(q));
          return (
            <div key={type} hidden={shown.length === 0 || undefined} className="mb-2">
              <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-3">{label}</p>
              <div className="grid gap-x-3 gap-y-1 sm:grid-cols-2">
                {all.map((t) => (
                  <label key={t.id} hidden={!shown.includes(t) || undefined} className="flex items-center gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      name={`tag.${t.id}`}
                      value={t.id}
                      checked={chosen.has(t.id)}
                      onChange={(e) => toggle(t.id, e.target.checked, e.target)}
                      className="h-4 w-4 accent-accent"
                    />
                    {t.name}
                  </label>
                ))}
              </div>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" data-field-error="filters.tags">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
