/**
 * @module Search result shape and the pure rules the header dropdown and the /search page share:
 * when a search runs, how results become listbox options, how the active option moves. zod is
 * imported for types only (the schema is SearchResultDto in contracts/articles.ts), so the browser
 * bundle stays small.
 */

import type { z } from 'zod';
import { articleHref as articleUrl } from './article-url';
import type { ArticleDto, SearchResultDto, TagDto } from './articles';
import { tagLabel } from './labels';

/** Spec: "Search result: articles list and tags list". Articles carry no bodies. */
export type SearchResult = z.infer<typeof SearchResultDto>;

export const SEARCH_LIMITS = { articles: 10, tags: 10 } as const;
/** Spec debounces: 1000 ms in the header, 300 ms in the input component. */
export const HEADER_DEBOUNCE_MS = 1000;
export const INPUT_DEBOUNCE_MS = 300;
/** Longer reader input is cut here before it is turned into a query (see toFtsQuery). */
export const MAX_QUERY_CHARS = 10_000;
export const NO_RESULTS = 'No results found';
/** Not in the spec's catalogue: shown when a search request fails. */
export const SEARCH_FAILED = 'Search is unavailable right now. Please try again.';

/** Spec: "Search runs only for non-blank trimmed text." Returns the text to search, or null. */
export function searchableText(input: string | null | undefined): string | null {
  const q = (input ?? '').slice(0, MAX_QUERY_CHARS).trim();
  return q === '' ? null : q;
}

export const topicHref = (t: Pick<TagDto, 'tag'>) => `/trending/${encodeURIComponent(t.tag)}`;
/** Spec: choosing an article opens /article/{id}; its slug rides along as query text (docs/decisions/009). */
export const articleHref = (a: Pick<ArticleDto, 'id' | 'title'>) => articleUrl(a.id, a.title);
export const searchHref = (q: string) => (q.trim() ? `/search?q=${encodeURIComponent(q.trim())}` : '/search');

export type SearchOption = { key: string; kind: 'article' | 'topic'; label: string; detail: string; href: string };
export type SearchGroup = { kind: 'article' | 'topic'; heading: 'Articles' | 'Topics'; options: SearchOption[] };

const TYPE_LABEL: Record<TagDto['type'], string> = {
  category: 'Category',
  topic: 'Topic',
  location: 'Location',
  publication: 'Publication',
  curator: 'Curator',
  author: 'Author',
  flag: 'Flag',
};

/**
 * Groups a result into the dropdown's 'Articles' and 'Topics' groups, empty groups left out.
 * An empty array means the dropdown shows 'No results found'.
 */
export function searchGroups(result: SearchResult, max: { articles: number; topics: number }): SearchGroup[] {
  const articles: SearchOption[] = result.articles.slice(0, max.articles).map((a) => ({
    key: `a${a.id}`,
    kind: 'article',
    label: a.title,
    detail: a.tags.find((t) => t.type === 'publication')?.name ?? '',
    href: articleHref(a),
  }));
  const topics: SearchOption[] = result.tags.slice(0, max.topics).map((t) => ({
    key: `t${t.id}`,
    kind: 'topic',
    label: tagLabel(t),
    detail: TYPE_LABEL[t.type],
    href: topicHref(t),
  }));
  const groups: SearchGroup[] = [];
  if (articles.length) groups.push({ kind: 'article', heading: 'Articles', options: articles });
  if (topics.length) groups.push({ kind: 'topic', heading: 'Topics', options: topics });
  return groups;
}

/** ArrowDown/ArrowUp in a combobox: wraps around; from "nothing active" Down goes first, Up last. */
export function moveActive(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}
