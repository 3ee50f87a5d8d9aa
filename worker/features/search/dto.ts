/** @module Search rows → SearchResult (the wire shape is SearchResultDto in contracts/articles.ts). */
import type { SearchResult } from '../../contracts/search';
import type { Viewer } from '../../env';
import { toCardDtos, toTagDto } from '../articles/dto';
import type { search } from './queries';

export const EMPTY_RESULT: SearchResult = { articles: [], tags: [] };

export function toSearchResult(found: Awaited<ReturnType<typeof search>>, viewer: Viewer | null, nowSeconds: number): SearchResult {
  return {
    // body null: search answers with cards, so neither content nor excerpt is sent.
    articles: toCardDtos({ ...found, tagRows: found.articleTagRows }, viewer, nowSeconds),
    tags: found.tagRows.map(toTagDto),
  };
}
