/**
 * @module A zone's tags or articles once the ZoneEditor island runs: the chosen ones as removable
 * chips, in order, their ids written (comma separated) into the zone's named hidden input, and a
 * typeahead over the admin API (GET /admin/api/tags?query=… or /admin/api/articles?q=…) to add
 * more: an ARIA combobox (arrows move, Enter adds, Escape closes). Without JavaScript the zone
 * shows a text input of ids instead (ZoneFieldset).
 */
import { useState } from 'react';
import type { AdminArticleRowDto } from '../../../worker/contracts/admin-articles';
import type { TagAdminDto } from '../../../worker/contracts/admin-tags';
import { callApi } from '../lib/api';
import { useTypeahead } from '../lib/typeahead';
import { ChosenChip, Combobox, type Match } from './Combobox';
import { idList } from './zone-form';

export type RefKind = 'tags' | 'articles';
const WORDS: Record<RefKind, { label: string; find: string; none: string; one: string }> = {
  tags: { label: 'Tags', find: 'Find a tag', none: 'No tags: cards come from the articles below.', one: 'tag' },
  articles: { label: 'Articles', find: 'Find an article', none: 'No articles picked.', one: 'article' },
};

async function search(kind: RefKind, text: string, signal: AbortSignal): Promise<Match[] | null> {
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

  const typeahead = useTypeahead<Match>(text.trim() || null, (signal) => search(kind, text.trim(), signal));

  const label = (ref: string) => names[ref] ?? `#${ref}`;
  const add = (f: Match) => {
    if (!chosen.includes(String(f.id))) {
      onChange([...chosen, String(f.id)].join(', '), { [String(f.id)]: f.label });
      onSay(`Added ${words.one} ${f.label}.`);
    }
    setText('');
    typeahead.close();
  };
  const remove = (ref: string) => {
    onChange(chosen.filter((c) => c !== ref).join(', '), {});
    onSay(`Removed ${words.one} ${label(ref)}.`);
  };

  return (
    <div className="flex min-w-0 flex-col gap-1.5" data-ref-picker={kind}>
      <input type="hidden" name={name} value={chosen.join(', ')} />
      <span className="text-xs font-semibold text-ink-2">{words.label}</span>
      <ul aria-label={`Chosen ${kind} of this zone`} className="flex flex-wrap gap-1">
        {chosen.length === 0 ? <li className="text-xs text-ink-3">{words.none}</li> : null}
        {chosen.map((ref) => (
          <ChosenChip key={ref} name={label(ref)} small onRemove={() => remove(ref)}>
            <span className="max-w-56 truncate">{label(ref)}</span>
          </ChosenChip>
        ))}
      </ul>
      <div className="relative">
        <Combobox
          id={id}
          label={words.find}
          labelClass="sr-only"
          listLabel={`Matching ${kind}`}
          inputClass="field-input mt-0 h-8 py-1 text-sm"
          placeholder={`${words.find}…`}
          errorId={error ? `${id}-error` : undefined}
          text={text}
          onText={setText}
          typeahead={typeahead}
          onPick={add}
          chosen={(ref) => chosen.includes(String(ref))}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error mt-0 text-xs" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
