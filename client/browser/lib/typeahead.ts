/**
 * @module The search behind the back office's typeahead comboboxes (tag picker, zone tags and
 * articles): a debounced search that a newer one cancels, the matches, the highlighted one, and
 * the ARIA combobox keys (arrows move, Enter picks — never submitting the form — Escape closes).
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 200;

/**
 * `key` says what to search for (null: nothing, the list closes); `find` runs it, and answers
 * null when the request failed (the list is left as it was).
 */
export function useTypeahead<T>(key: string | null, find: (signal: AbortSignal) => Promise<T[] | null>) {
  const [found, setFound] = useState<T[]>([]);
  const [active, setActive] = useState(-1);
  // The search of the render that set `key` (it reads that render's text and filters).
  const finder = useRef(find);
  finder.current = find;

  useEffect(() => {
    if (key === null) return setFound([]);
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      const rows = await finder.current(abort.signal);
      if (rows && !abort.signal.aborted) {
        setFound(rows);
        setActive(rows.length ? 0 : -1);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [key]);

  const close = () => {
    setFound([]);
    setActive(-1);
  };
  const listShown = found.length > 0;
  /** The input's keys; `pick` adds the highlighted match. */
  const keyDown = (e: KeyboardEvent<HTMLInputElement>, pick: (match: T) => void) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!listShown) return;
      e.preventDefault();
      setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : -1) + found.length) % found.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const match = found[active];
      if (match) pick(match);
    } else if (e.key === 'Escape' && listShown) {
      e.preventDefault();
      setFound([]);
    }
  };
  return { found, active, setActive, close, listShown, keyDown };
}
