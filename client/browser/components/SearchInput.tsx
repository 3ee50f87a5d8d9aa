/**
 * @module A reusable search input: a GET form to /search (works without JavaScript) whose typing
 * reports the text after a debounce (spec: 300 ms for the input component); submitting reports at once.
 */
import { useId, useState } from 'react';
import { INPUT_DEBOUNCE_MS } from '../../../worker/contracts/search';
import { useDebounced } from './useSearch';

type Props = {
  /** The visible label of the field. */
  label: string;
  /** Names the search landmark; must differ from the header's ("Site"). */
  landmark: string;
  defaultValue?: string;
  delayMs?: number;
  onSearch: (text: string) => void;
};

export function SearchInput({ label, landmark, defaultValue = '', delayMs = INPUT_DEBOUNCE_MS, onSearch }: Props) {
  const id = useId();
  const [text, setText] = useState(defaultValue);
  const { call, cancel } = useDebounced(onSearch, delayMs);
  return (
    // biome-ignore lint/a11y/useSemanticElements: see SearchBox (<search> is too new)
    <form
      role="search"
      aria-label={landmark}
      action="/search"
      method="get"
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        cancel();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-ink-2">
        {label}
      </label>
      <span className="flex gap-2">
        <input
          id={id}
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            call(e.target.value);
          }}
          className="min-w-0 flex-1 rounded-md border border-outline bg-canvas px-3 py-2 text-base text-ink focus:outline-2 focus:outline-offset-1 focus:outline-focus"
        />
        <button type="submit" className="btn btn-primary btn-md">
          Search
        </button>
      </span>
    </form>
  );
}
