/**
 * @module Browser side of search, shared by the header dropdown and the /search page: a debounced
 * callback, and a search state whose requests are aborted and sequenced so a slow, older answer
 * never replaces a newer one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { type SearchResult, searchableText } from '../../../worker/contracts/search';
import { callApi } from '../lib/api';

export type SearchState =
  | { status: 'idle'; query: ''; results: null }
  | { status: 'loading' | 'done' | 'error'; query: string; results: SearchResult | null };

export const IDLE: SearchState = { status: 'idle', query: '', results: null };

export async function fetchSearch(q: string, signal: AbortSignal): Promise<SearchResult> {
  const res = await callApi<SearchResult>(`/api/search?q=${encodeURIComponent(q)}`, undefined, 'GET', { signal });
  if (!res.ok) throw new Error(`search answered ${res.status}`);
  return res.data;
}

/** Calls `fn` once `delayMs` have passed without another call; `cancel` drops a pending call. */
export function useDebounced<A extends unknown[]>(fn: (...args: A) => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(fn);
  latest.current = fn;
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const call = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
  useEffect(() => cancel, [cancel]);
  return { call, cancel };
}

export function useSearch(initial: SearchState = IDLE) {
  const [state, setState] = useState<SearchState>(initial);
  const inFlight = useRef<AbortController | null>(null);

  const abort = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  /** Runs now. Blank text runs nothing and clears (spec: only non-blank trimmed text). */
  const run = useCallback(
    (input: string) => {
      abort();
      const q = searchableText(input);
      if (q === null) return setState(IDLE);
      const ctl = new AbortController();
      inFlight.current = ctl;
      setState((s) => ({ status: 'loading', query: q, results: s.results }));
      fetchSearch(q, ctl.signal).then(
        (results) => {
          // Only the newest request may write; an aborted or superseded one is dropped.
          if (inFlight.current !== ctl) return;
          inFlight.current = null;
          setState({ status: 'done', query: q, results });
        },
        () => {
          if (inFlight.current !== ctl) return;
          inFlight.current = null;
          setState({ status: 'error', query: q, results: null });
        },
      );
    },
    [abort],
  );

  /** Shows the loading state while a debounced search is still waiting to start. */
  const pending = useCallback((input: string) => {
    const q = searchableText(input);
    if (q !== null) setState((s) => ({ status: 'loading', query: q, results: s.results }));
  }, []);

  const clear = useCallback(() => {
    abort();
    setState(IDLE);
  }, [abort]);

  useEffect(() => abort, [abort]);
  return { state, run, pending, clear };
}
