/**
 * @module The article editor's tags. Without JavaScript they are a multi-select grouped by type (the
 * article's own tags first, in their order). Once this island runs, the select is set aside
 * (hidden and disabled, so it posts nothing) and the chosen tags are removable chips, each
 * posting a hidden `tags` field in chip order; new ones come from a typeahead by type over
 * GET /admin/api/tags (an ARIA combobox: arrows move, Enter adds, Escape closes).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { TagAdminDto, TagType } from '../../../worker/contracts/admin-tags';
import { Options } from '../components/ui/Options';
import { callApi } from '../lib/api';
import { useTypeahead } from '../lib/typeahead';
import { ChosenChip, Combobox, type Match } from './Combobox';

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
  const typeahead = useTypeahead<Match>(ready && (text.trim() || type) ? `${type}|${text.trim()}` : null, async (signal) => {
    const q = new URLSearchParams({ count: '8', ...(text.trim() ? { query: text.trim() } : {}), ...(type ? { type } : {}) });
    const res = await callApi<TagAdminDto[]>(`/admin/api/tags?${q}`, undefined, 'GET', { signal });
    return res.ok ? res.data.map((t) => ({ id: t.id, label: t.name, meta: t.type })) : null;
  });

  if (chips === null) return null;

  const changed = (next: Chip[], message: string) => {
    setChips(next);
    setSaid(message);
    // The leave guard hears script changes through input events.
    root.current?.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const add = (t: Match) => {
    if (!chips.some((c) => c.id === t.id)) changed([...chips, { id: t.id, name: t.label, type: t.meta }], `Added ${t.label}.`);
    setText('');
    typeahead.close();
  };
  const remove = (c: Chip) =>
    changed(
      chips.filter((x) => x.id !== c.id),
      `Removed ${c.name}.`,
    );

  return (
    <div ref={root} className="flex flex-col gap-2" data-tag-picker>
      {chips.map((c) => (
        <input key={c.id} type="hidden" name="tags" value={c.id} />
      ))}
      <ul aria-label="Chosen tags" className="flex flex-wrap gap-1.5">
        {chips.length === 0 ? <li className="text-sm text-ink-3">No tags yet.</li> : null}
        {chips.map((c) => (
          <ChosenChip key={c.id} name={c.name} onRemove={() => remove(c)}>
            <span>
              {c.name} <span className="text-xs text-ink-3">{c.type}</span>
            </span>
          </ChosenChip>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <label className="flex flex-col gap-1 text-xs font-medium text-ink-2">
          Type
          <select value={type} onChange={(e) => setType(e.target.value as TagType | '')} className="field-input h-9 py-1 text-sm">
            <Options items={TYPES} />
          </select>
        </label>
        <div className="relative min-w-40 flex-1">
          <Combobox
            id={`${base}q`}
            label="Find a tag"
            labelClass="flex flex-col gap-1 text-xs font-medium text-ink-2"
            listLabel="Matching tags"
            inputClass="field-input mt-1 h-9 w-full py-1 text-sm"
            text={text}
            onText={setText}
            typeahead={typeahead}
            onPick={add}
            chosen={(id) => chips.some((c) => c.id === id)}
          />
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
