/**
 * @module The article editor's tags. Without JavaScript they are a multi-select grouped by type (the
 * article's own tags first, in their order). Once this island runs, the select is set aside
 * (hidden and disabled, so it posts nothing) and the chosen tags are removable chips, each
 * posting a hidden `tags` field in chip order; new ones come from a typeahead by type over
 * GET /admin/api/tags (an ARIA combobox: arrows move, Enter adds, Escape closes).
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { TagAdminDto, TagType } from '../../../worker/contracts/admin-tags';
import { callApi } from '../lib/api';
import { useTypeahead } from '../lib/typeahead';

export type ArticleTagPickerProps = { selectId: string };
type Chip = { id: number; name: string; type: string };

const TYPES: [TagType | '', string][] = [
  ['', 'Any type'],
  ['category', 'Category'],
  ['topic', 'Topic'],
  ['publication', 'Publication'],
  ['author', 'Author'],
  ['curator', 'Curator'],
  ['location', 'Location'],
  ['flag', 'Flag'],
];
export function ArticleTagPicker({ selectId }: ArticleTagPickerProps) {
  const base = useId();
  const [chips, setChips] = useState<Chip[] | null>(null);
  const [type, setType] = useState<TagType | ''>('');
  const [text, setText] = useState('');
  const [said, setSaid] = useState('');
  const root = useRef<HTMLDivElement>(null);

  // Take over from the select: its chosen options (in document order, the article's order first).
  useEffect(() => {
    const select = document.getElementById(selectId) as HTMLSelectElement | null;
    if (!select) return;
    setChips([...select.selectedOptions].map((o) => ({ id: Number(o.value), name: o.text, type: o.dataset.type ?? '' })));
    select.disabled = true;
    select.closest<HTMLElement>('[data-tag-select]')?.setAttribute('hidden', '');
  }, [selectId]);

  const ready = chips !== null;
  const { found, active, setActive, close, listShown, keyDown } = useTypeahead<TagAdminDto>(
    ready && (text.trim() || type) ? `${type}|${text.trim()}` : null,
    async (signal) => {
      const q = new URLSearchParams({ count: '8', ...(text.trim() ? { query: text.trim() } : {}), ...(type ? { type } : {}) });
      const res = await callApi<TagAdminDto[]>(`/admin/api/tags?${q}`, undefined, 'GET', { signal });
      return res.ok ? res.data : null;
    },
  );

  if (chips === null) return null;

  const changed = (next: Chip[], message: string) => {
    setChips(next);
    setSaid(message);
    // The leave guard hears script changes through input events.
    root.current?.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const add = (t: TagAdminDto) => {
    if (!chips.some((c) => c.id === t.id)) changed([...chips, { id: t.id, name: t.name, type: t.type }], `Added ${t.name}.`);
    setText('');
    close();
  };
  const remove = (c: Chip) =>
    changed(
      chips.filter((x) => x.id !== c.id),
      `Removed ${c.name}.`,
    );
  // Enter adds the tag; it never submits the article by accident.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => keyDown(e, add);

  return (
    <div ref={root} className="flex flex-col gap-2" data-tag-picker>
      {chips.map((c) => (
        <input key={c.id} type="hidden" name="tags" value={c.id} />
      ))}
      <ul aria-label="Chosen tags" className="flex flex-wrap gap-1.5">
        {chips.length === 0 ? <li className="text-sm text-ink-3">No tags yet.</li> : null}
        {chips.map((c) => (
          <li key={c.id} className="chip gap-1 py-0.5 pr-1">
            <span>
              {c.name} <span className="text-xs text-ink-3">{c.type}</span>
            </span>
            <button
              type="button"
              aria-label={`Remove ${c.name}`}
              onClick={() => remove(c)}
              className="rounded-pill px-1.5 text-ink-3 hover:bg-sunken hover:text-ink"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <label className="flex flex-col gap-1 text-xs font-medium text-ink-2">
          Type
          <select value={type} onChange={(e) => setType(e.target.value as TagType | '')} className="field-input h-9 py-1 text-sm">
            {TYPES.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <div className="relative min-w-40 flex-1">
          <label htmlFor={`${base}q`} className="flex flex-col gap-1 text-xs font-medium text-ink-2">
            Find a tag
          </label>
          <input
            id={`${base}q`}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={`${base}list`}
            aria-activedescendant={listShown && active >= 0 ? `${base}opt${active}` : undefined}
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={close}
            className="field-input mt-1 h-9 w-full py-1 text-sm"
          />
          <div
            id={`${base}list`}
            role="listbox"
            aria-label="Matching tags"
            hidden={!listShown}
            onMouseDown={(e) => e.preventDefault()}
            className="search-list"
          >
            {found.map((t, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: ARIA combobox: focus stays in the input, which handles the keys
              <div
                key={t.id}
                id={`${base}opt${i}`}
                role="option"
                aria-selected={i === active}
                onClick={() => add(t)}
                onMouseMove={() => i !== active && setActive(i)}
                className={`cursor-pointer px-3 py-1.5 text-sm ${i === active ? 'bg-accent-soft text-ink' : 'text-ink'}`}
              >
                {t.name} <span className="text-xs text-ink-3">{t.type}</span>
                {chips.some((c) => c.id === t.id) ? <span className="text-xs text-ink-3"> · chosen</span> : null}
              </div>
            ))}
          </div>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
