/** @module The search result schema (for OpenAPI) and rows → SearchResult. */
import { z } from '@hono/zod-openapi';
import { ArticleDto, TagDto } from '../../contracts/articles';
import type { SearchResult } from '../../contracts/search';
import type { Viewer } from '../../env';
import { groupTags, toArticleDto, toTagDto } from '../articles/dto';
import type { search } from './queries';

export const SearchResultDto = z.object({
  articles: z.array(ArticleDto).openapi({ description: 'Up to 10 published articles, best match first; bodies are never included' }),
  tags: z.array(TagDto).openapi({ description: 'Up to 10 tags whose names match, best match first' }),
});

export const EMPTY_RESULT: SearchResult = { articles: [], tags: [] };

export function toSearchResult(found: Awaited<ReturnType<typeof search>>, viewer: Viewer | null, nowSeconds: number): SearchResult {
  const tagsOf = groupTags(found.articleTagRows);
  return {
    // body null: search answers with cards, so neither content nor excerpt is sent.
    articles: found.rows.map((r) => toArticleDto(r, tagsOf, found.marks, viewer, null, nowSeconds)),
    tags: found.tagRows.map(toTagDto),
  };
}
