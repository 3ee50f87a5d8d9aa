/** @module Article, tag, trending and search DTOs as the spec's API returns them (snake_case fields). */
import { z } from 'zod';
import { CONTENT_TYPES, PAYWALLS } from './access';

/** What a trending zone is to readers and to the back office alike (each adds its own fields after these). */
export const ZoneFields = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  order: z.number().int(),
  web_layout: z.number().int(),
  hide_title: z.boolean(),
});

export const TagDto = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['category', 'topic', 'location', 'publication', 'curator', 'author', 'flag']),
  tag: z.string(),
  scope: z.string(),
  image_url: z.string().nullable(),
});
export type TagDto = z.infer<typeof TagDto>;

export const ArticleDto = z.object({
  id: z.number().int(),
  title: z.string(),
  // Only present when the reader may read the article; otherwise an excerpt is sent instead.
  content: z.string().nullable(),
  excerpt: z.string().nullable(),
  locked: z.enum(['account', 'subscription']).nullable(),
  url: z.string().nullable(),
  image_url: z.string().nullable(),
  blur_hash: z.string().nullable(),
  date: z.number().int(),
  content_type: z.enum(CONTENT_TYPES),
  paywall: z.enum(PAYWALLS),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  voted: z.number().int(),
  bookmarked: z.boolean(),
  comments: z.number().int(),
  tags: z.array(TagDto),
});
export type ArticleDto = z.infer<typeof ArticleDto>;

export const ZoneDto = ZoneFields.extend({ pay_wall: z.boolean(), articles: z.array(ArticleDto), tags: z.array(TagDto) });
export type ZoneDto = z.infer<typeof ZoneDto>;

export const TrendingViewDto = z.object({
  id: z.number().int(),
  title: z.string(),
  version: z.number().int(),
  zones: z.array(ZoneDto),
});
export type TrendingViewDto = z.infer<typeof TrendingViewDto>;

/** A search answer (the type the browser reads is SearchResult in the zod-free contracts/search.ts). */
export const SearchResultDto = z.object({
  articles: z.array(ArticleDto).describe('Up to 10 published articles, best match first; bodies are never included'),
  tags: z.array(TagDto).describe('Up to 10 tags whose names match, best match first'),
});

/** One trending view as the back office lists them (`GET /admin/api/views`). */
export const ViewSummaryDto = z.object({
  id: z.number().int(),
  title: z.string(),
  is_active: z.boolean(),
  version: z.number().int(),
  zones: z.number().int(),
});
export type ViewSummaryDto = z.infer<typeof ViewSummaryDto>;
