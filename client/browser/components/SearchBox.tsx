/**
 * @module The header's search box: a real GET form to /search (works without JavaScript) that, once
 * hydrated, is an ARIA combobox. Typing searches after 1000 ms and lists 'Articles' and 'Topics'
 * (or 'No results found'); Arrow keys move, Enter opens, Escape closes, a click outside clears.
 */
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { HEADER_DEBOUNCE_MS, moveActive, NO_RESULTS, SEARCH_FAILED, searchableText, searchGroups } from '../../../worker/contracts/search';
import { useDebounced, useSearch } from './useSearch';

// Spec: "groups 'Articles' (up to 10) and 'Topics'"; topics kept short so the list fits a phone.
const DROPDOWN_MAX = { articles: 10, topics: 6 };

export function SearchBox() {
  const base = useId();
  const inputId = `${base}q`;
  const listId = `${base}list`;
  const optionId = (i: number) => `${base}opt${i}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { state, run, pending, clear } = useSearch();
  const { call: schedule, cancel: cancelScheduled } = useDebounced(run, HEADER_DEBOUNCE_MS);

  const groups = open && state.results ? searchGroups(state.results, DROPDOWN_MAX) : [];
  const options = groups.flatMap((g) => g.options);
  const listShown = options.length > 0;
  const message = !open
    ? null
    : state.status === 'error'
      ? SEARCH_FAILED
      : state.status === 'loading' && !listShown
        ? 'Searching…'
        : state.status === 'done' && !listShown
          ? NO_RESULTS
          : null;

  const dismiss = useCallback(() => {
    cancelScheduled();
    clear();
    setOpen(false);
    setActive(-1);
  }, [cancelScheduled, clear]);

  // Spec: "Clicking outside clears it" (the dropdown and its results; the typed text stays).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!formRef.current?.contains(e.target as Node)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, dismiss]);

  useEffect(() => {
    if (active >= 0) document.getElementById(`${base}opt${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, base]);

  const onChange = (value: string) => {
    setText(value);
    setActive(-1);
    if (searchableText(value) === null) return dismiss();
    setOpen(true);
    pending(value);
    schedule(value);
  };

  // The header wakes when a reader reaches for it (lib/hydrate-on-intent.ts): what they typed
  // while its code loaded is in the box already, and is searched as if typed now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    const typed = formRef.current?.querySelector('input')?.value ?? '';
    if (typed !== '') onChange(typed);
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!state.results) return;
      e.preventDefault();
      setOpen(true);
      const count = searchGroups(state.results, DROPDOWN_MAX).flatMap((g) => g.options).length;
      setActive((a) => moveActive(a, e.key === 'ArrowDown' ? 1 : -1, count));
    } else if (e.key === 'Enter' && listShown && options[active]) {
      e.preventDefault();
      window.location.assign(options[active].href);
    } else if (e.key === 'Escape' && open) {
      // Without this Chrome would also empty a type=search field.
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let index = -1;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers we support; role="search" on the form is the WAI pattern
    <form
      ref={formRef}
      role="search"
      aria-label="Site"
      action="/search"
      method="get"
      className="relative order-last w-full md:order-none md:ml-4 md:w-auto md:max-w-sm md:flex-1"
    >
      <label htmlFor={inputId} className="sr-only">
        Search articles and topics
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 fill-ink-3"
      >
        <path d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
      </svg>
      <input
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listId}
        aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search"
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        className="search-input"
      />
      {/* One live region: the visible message when there is one, else a count for screen readers. */}
      <div
        role="status"
        className={
          message
            ? `absolute inset-x-0 top-full z-(--z-menu) mt-1 rounded-panel border border-line bg-canvas px-3 py-2 text-sm shadow-raised ${state.status === 'error' ? 'text-danger' : 'text-ink-2'}`
            : 'sr-only'
        }
      >
        {message ?? (listShown ? `${options.length} results` : '')}
      </div>
      {/* mousedown keeps focus in the input, so clicking an option is not a blur. */}
      <div
        id={listId}
        role="listbox"
        aria-label="Search results"
        hidden={!listShown}
        onMouseDown={(e) => e.preventDefault()}
        aria-busy={state.status === 'loading'}
        className={state.status === 'loading' ? 'search-list opacity-70' : 'search-list'}
      >
        {groups.map((g) => (
          // biome-ignore lint/a11y/useSemanticElements: an option group of the ARIA combobox listbox pattern, not a fieldset
          <div key={g.kind} role="group" aria-labelledby={`${listId}${g.kind}`}>
            <div role="presentation" id={`${listId}${g.kind}`} className="px-3 pb-1 pt-2 text-xs font-bold tracking-wide text-accent-ink">
              {g.heading}
            </div>
            {g.options.map((o) => {
              const i = ++index;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: ARIA combobox: focus stays in the input, which handles the keys (aria-activedescendant)
                <div
                  key={o.key}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  data-href={o.href}
                  onClick={() => window.location.assign(o.href)}
                  onMouseMove={() => i !== active && setActive(i)}
                  className={`cursor-pointer px-3 py-1.5 text-sm ${i === active ? 'bg-accent-soft text-ink' : 'text-ink'}`}
                >
                  <span className="line-clamp-2 font-medium">{o.label}</span>
                  {o.detail ? <span className="block text-xs text-ink-3">{o.detail}</span> : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </form>
  );
}
