/**
 * @module The back office's typeahead pickers, drawn once (the article editor's tags, a zone's
 * tags and articles): the search box and its matches as an ARIA combobox (focus stays in the box;
 * lib/typeahead.ts runs the search and the keys), and the chip of a chosen entry with its
 * remove button. Both exist only once the island runs: without JavaScript the pickers are plain
 * controls, so none of this is in the server's HTML.
 */
import type { ReactNode } from 'react';
import type { useTypeahead } from '../lib/typeahead';

/** A match as the list shows it: its name, then its kind or state in small type. */
export type Match = { id: number; label: string; meta: string };

type ComboboxProps = {
  /** The box's element id; its list and options take theirs from it. */
  id: string;
  label: string;
  labelClass: string;
  /** The list's accessible name ("Matching tags"). */
  listLabel: string;
  inputClass: string;
  placeholder?: string;
  /** The element id of the message about the box, when there is one. */
  errorId?: string;
  text: string;
  onText: (text: string) => void;
  typeahead: ReturnType<typeof useTypeahead<Match>>;
  onPick: (match: Match) => void;
  chosen: (id: number) => boolean;
};

export function Combobox({
  id,
  label,
  labelClass,
  listLabel,
  inputClass,
  placeholder,
  errorId,
  text,
  onText,
  typeahead,
  onPick,
  chosen,
}: ComboboxProps) {
  const { found, active, setActive, close, listShown, keyDown } = typeahead;
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={`${id}-list`}
        aria-activedescendant={listShown && active >= 0 ? `${id}-opt${active}` : undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(e) => onText(e.target.value)}
        // Enter adds the match; it never submits the editor by accident.
        onKeyDown={(e) => keyDown(e, onPick)}
        onBlur={close}
        className={inputClass}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={listLabel}
        hidden={!listShown}
        onMouseDown={(e) => e.preventDefault()}
        className="search-list"
      >
        {found.map((m, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: ARIA combobox: focus stays in the input, which handles the keys
          <div
            key={m.id}
            id={`${id}-opt${i}`}
            role="option"
            aria-selected={i === active}
            onClick={() => onPick(m)}
            onMouseMove={() => i !== active && setActive(i)}
            className={`cursor-pointer px-3 py-1.5 text-sm text-ink ${i === active ? 'bg-accent-soft' : ''}`}
          >
            {m.label} <span className="text-xs text-ink-3">{m.meta}</span>
            {chosen(m.id) ? <span className="text-xs text-ink-3"> · chosen</span> : null}
          </div>
        ))}
      </div>
    </>
  );
}

/** A chosen entry in a picker's list: what it is (`children`), then a button that removes `name`. */
export function ChosenChip({
  name,
  small,
  onRemove,
  children,
}: {
  name: string;
  small?: boolean;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <li className={small ? 'chip gap-1 py-0.5 pr-1 text-xs' : 'chip gap-1 py-0.5 pr-1'}>
      {children}
      <button
        type="button"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
        className="rounded-pill px-1.5 text-ink-3 hover:bg-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
      >
        ×
      </button>
    </li>
  );
}
