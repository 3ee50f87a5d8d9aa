/**
 * @module Search results as the /search page shows them: article cards and topic chips, 'No results
 * found', or, before anything is typed, a prompt with suggested topics. Rendered on the server and
 * re-rendered in the browser as the reader types.
 */

import { toCard } from '../../../worker/contracts/cards';
import { tagLabel } from '../../../worker/contracts/labels';
import { NO_RESULTS, SEARCH_FAILED, topicHref } from '../../../worker/contracts/search';
import { ArticleCard } from './ArticleCard';
import { ChipLink } from './ui/Badge';
import type { SearchState } from './useSearch';

export type TopicLink = { name: string; tag: string };

function Chips({ topics }: { topics: TopicLink[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {topics.map((t) => (
        <li key={t.tag}>
          <ChipLink href={topicHref(t)}>{tagLabel(t)}</ChipLink>
        </li>
      ))}
    </ul>
  );
}

const note = 'rounded-lg border border-dashed border-line-strong p-6 text-center text-ink-2';

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
  if (state.status === 'error') return <p className={`${note} text-danger`}>{SEARCH_FAILED}</p>;
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
