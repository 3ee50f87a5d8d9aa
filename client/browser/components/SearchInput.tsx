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
      <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
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
          className="min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-sky-700 focus:outline-none focus:ring-2 focus:ring-sky-700/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
        <button type="submit" className="rounded-md bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800">
          Search
        </button>
      </span>
    </form>
  );
}
