/**
 * @module The /search page's island: the search input (300 ms debounce) and the results under it.
 * Typing updates the results through /api/search and the address through history.replaceState, so
 * a reload or a shared link shows the same search.
 */
import { useState } from 'react';
import { type SearchResult, searchableText, searchHref } from '../../../worker/contracts/search';
import { SearchInput } from './SearchInput';
import { SearchResults, type TopicLink } from './SearchResults';
import { IDLE, useSearch } from './useSearch';

export type SearchPanelProps = { query: string; results: SearchResult | null; suggestions: TopicLink[]; nowSeconds: number };

export function SearchPanel({ query, results, suggestions, nowSeconds }: SearchPanelProps) {
  const { state, run } = useSearch(results ? { status: 'done', query, results } : IDLE);
  // Server-rendered cards use the server's clock (so hydration matches); later ones the browser's.
  const [now, setNow] = useState(nowSeconds);
  const onSearch = (text: string) => {
    const q = searchableText(text) ?? '';
    window.history.replaceState(window.history.state, '', searchHref(q));
    document.title = q ? `${q.slice(0, 60)} · Search · Edgewire` : 'Search · Edgewire';
    if (q === state.query && state.status === 'done') return;
    setNow(Math.floor(Date.now() / 1000));
    run(q);
  };
  const count = state.results ? state.results.articles.length + state.results.tags.length : 0;
  return (
    <div className="flex flex-col gap-6">
      <SearchInput label="Search articles and topics" landmark="Articles and topics" defaultValue={query} onSearch={onSearch} />
      <p role="status" className="sr-only">
        {state.status === 'done' ? `${count} results` : state.status === 'loading' ? 'Searching…' : ''}
      </p>
      <SearchResults state={state} suggestions={suggestions} nowSeconds={now} />
    </div>
  );
}
