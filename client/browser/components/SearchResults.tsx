/**
 * @module Search results as the /search page shows them: article cards and topic chips, 'No results
 * found', or, before anything is typed, a prompt with suggested topics. Rendered on the server and
 * re-rendered in the browser as the reader types.
 */
import { toCard } from '../../../worker/contracts/cards';
import { NO_RESULTS, SEARCH_FAILED, topicHref } from '../../../worker/contracts/search';
import { ArticleCard } from './ArticleCard';
import type { SearchState } from './useSearch';

export type TopicLink = { name: string; tag: string };

function Chips({ topics }: { topics: TopicLink[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {topics.map((t) => (
        <li key={t.tag}>
          <a
            href={topicHref(t)}
            className="inline-block rounded-full border border-sky-700 px-3 py-1 text-sm font-semibold text-sky-800 hover:bg-sky-50 dark:border-sky-400 dark:text-sky-200 dark:hover:bg-sky-950"
          >
            {t.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

const note = 'rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300';

export function SearchResults({ state, suggestions, nowSeconds }: { state: SearchState; suggestions: TopicLink[]; nowSeconds: number }) {
  if (state.status === 'idle') {
    return (
      <div className="flex flex-col gap-4">
        <p className={note}>Type a word or two to search articles and topics.</p>
        {suggestions.length ? (
          <section aria-labelledby="search-suggested">
            <h2 id="search-suggested" className="mb-3 text-lg font-bold">
              Popular topics
            </h2>
            <Chips topics={suggestions} />
          </section>
        ) : null}
      </div>
    );
  }
  if (state.status === 'error') return <p className={`${note} text-red-700 dark:text-red-300`}>{SEARCH_FAILED}</p>;
  const res = state.results;
  if (!res) return <p className={note}>Searching…</p>;
  if (res.articles.length === 0 && res.tags.length === 0) return <p className={note}>{NO_RESULTS}</p>;
  return (
    <div aria-busy={state.status === 'loading'} className={`flex flex-col gap-8 ${state.status === 'loading' ? 'opacity-70' : ''}`}>
      {res.articles.length ? (
        <section aria-labelledby="search-articles">
          <h2 id="search-articles" className="mb-3 text-lg font-bold">
            Articles
          </h2>
          <ul className="grid gap-5 md:grid-cols-2">
            {res.articles.map((a) => (
              <li key={a.id}>
                <ArticleCard card={toCard(a, nowSeconds)} style="mini" showImage />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {res.tags.length ? (
        <section aria-labelledby="search-topics">
          <h2 id="search-topics" className="mb-3 text-lg font-bold">
            Topics
          </h2>
          <Chips topics={res.tags} />
        </section>
      ) : null}
    </div>
  );
}
