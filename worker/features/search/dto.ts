/** @module Search rows → SearchResult (the wire shape is SearchResultDto in contracts/articles.ts). */
import type { SearchResult } from '../../contracts/search';
import type { Viewer } from '../../env';
import { groupTags, toArticleDto, toTagDto } from '../articles/dto';
import type { search } from './queries';

export const EMPTY_RESULT: SearchResult = { articles: [], tags: [] };

export function toSearchResult(found: Awaited<ReturnType<typeof search>>, viewer: Viewer | null, nowSeconds: number): SearchResult {
  const tagsOf = groupTags(found.articleTagRows);
  return {
    // body null: search answers with cards, so neither content nor excerpt is sent.
    articles: found.rows.map((r) => toArticleDto(r, tagsOf, found.marks, viewer, null, nowSeconds)),
    tags: found.tagRows.map(toTagDto),
  };
}
