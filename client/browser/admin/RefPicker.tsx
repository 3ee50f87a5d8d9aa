/**
 * @module A zone's tags or articles once the ZoneEditor island runs: the chosen ones as removable
 * chips, in order, their ids written (comma separated) into the zone's named hidden input, and a
 * typeahead over the admin API (GET /admin/api/tags?query=… or /admin/api/articles?q=…) to add
 * more: an ARIA combobox (arrows move, Enter adds, Escape closes). Without JavaScript the zone
 * shows a text input of ids instead (ZoneFieldset).
 */
import { type KeyboardEvent, useState } from 'react';
import type { AdminArticleRowDto } from '../../../worker/contracts/admin-articles';
import type { TagAdminDto } from '../../../worker/contracts/admin-tags';
import { callApi } from '../lib/api';
import { useTypeahead } from '../lib/typeahead';
import { idList } from './zone-form';

export type RefKind = 'tags' | 'articles';
type Found = { id: number; label: string; meta: string };

const WORDS: Record<RefKind, { label: string; find: string; none: string; one: string }> = {
  tags: { label: 'Tags', find: 'Find a tag', none: 'No tags: cards come from the articles below.', one: 'tag' },
  articles: { label: 'Articles', find: 'Find an article', none: 'No articles picked.', one: 'article' },
};

async function search(kind: RefKind, text: string, signal: AbortSignal): Promise<Found[] | null> {
  if (kind === 'tags') {
    const res = await callApi<TagAdminDto[]>(`/admin/api/tags?${new URLSearchParams({ count: '8', query: text })}`, undefined, 'GET', {
      signal,
    });
    return res.ok ? res.data.map((t) => ({ id: t.id, label: t.name, meta: t.type })) : null;
  }
  const res = await callApi<AdminArticleRowDto[]>(`/admin/api/articles?${new URLSearchParams({ count: '8', q: text })}`, undefined, 'GET', {
    signal,
  });
  return res.ok ? res.data.map((a) => ({ id: a.id, label: a.title, meta: a.status })) : null;
}

export type RefPickerProps = {
  kind: RefKind;
  /** The posted name (`zones.2.tags`) and the element id of the search box. */
  name: string;
  id: string;
  value: string;
  names: Record<string, string>;
  error: string | null;
  onChange: (value: string, named: Record<string, string>) => void;
  onSay: (message: string) => void;
};

export function RefPicker({ kind, name, id, value, names, error, onChange, onSay }: RefPickerProps) {
  const words = WORDS[kind];
  const [text, setText] = useState('');
  const chosen = idList(value);

  const { found, active, setActive, close, listShown, keyDown } = useTypeahead<Found>(text.trim() || null, (signal) =>
    search(kind, text.trim(), signal),
  );

  const label = (ref: string) => names[ref] ?? `#${ref}`;
  const add = (f: Found) => {
    if (!chosen.includes(String(f.id))) {
      onChange([...chosen, String(f.id)].join(', '), { [String(f.id)]: f.label });
      onSay(`Added ${words.one} ${f.label}.`);
    }
    setText('');
    close();
  };
  const remove = (ref: string) => {
    onChange(chosen.filter((c) => c !== ref).join(', '), {});
    onSay(`Removed ${words.one} ${label(ref)}.`);
  };
  // Enter adds the match; it never submits the view by accident.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => keyDown(e, add);

  return (
    <div className="flex min-w-0 flex-col gap-1.5" data-ref-picker={kind}>
      <input type="hidden" name={name} value={chosen.join(', ')} />
      <span className="text-xs font-semibold text-ink-2">{words.label}</span>
      <ul aria-label={`Chosen ${kind} of this zone`} className="flex flex-wrap gap-1">
        {chosen.length === 0 ? <li className="text-xs text-ink-3">{words.none}</li> : null}
        {chosen.map((ref) => (
          <li key={ref} className="chip gap-1 py-0.5 pr-1 text-xs">
            <span className="max-w-56 truncate">{label(ref)}</span>
            <button
              type="button"
              aria-label={`Remove ${label(ref)}`}
              onClick={() => remove(ref)}
              className="rounded-pill px-1.5 text-ink-3 hover:bg-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="relative">
        <label htmlFor={id} className="sr-only">
          {words.find}
        </label>
        <input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={`${id}-list`}
          aria-activedescendant={listShown && active >= 0 ? `${id}-opt${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          placeholder={`${words.find}…`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={close}
          className="field-input mt-0 h-8 py-1 text-sm"
        />
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={`Matching ${kind}`}
          hidden={!listShown}
          onMouseDown={(e) => e.preventDefault()}
          className="search-list"
        >
          {found.map((f, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: ARIA combobox: focus stays in the input, which handles the keys
            <div
              key={f.id}
              id={`${id}-opt${i}`}
              role="option"
              aria-selected={i === active}
              onClick={() => add(f)}
              onMouseMove={() => i !== active && setActive(i)}
              className={`cursor-pointer px-3 py-1.5 text-sm text-ink ${i === active ? 'bg-accent-soft' : ''}`}
            >
              {f.label} <span className="text-xs text-ink-3">{f.meta}</span>
              {chosen.includes(String(f.id)) ? <span className="text-xs text-ink-3"> · chosen</span> : null}
            </div>
          ))}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error mt-0 text-xs" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
