/** @module Article, tag and trending DTOs as the spec's API returns them (snake_case fields). */
import { z } from 'zod';

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
  content_type: z.enum(['mxm_exclusive', 'mxm_ai', 'other']),
  paywall: z.enum(['free', 'authorized', 'paid']),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  voted: z.number().int(),
  bookmarked: z.boolean(),
  comments: z.number().int(),
  tags: z.array(TagDto),
});
export type ArticleDto = z.infer<typeof ArticleDto>;

export const ZoneDto = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  order: z.number().int(),
  web_layout: z.number().int(),
  hide_title: z.boolean(),
  pay_wall: z.boolean(),
  articles: z.array(ArticleDto),
  tags: z.array(TagDto),
});
export type ZoneDto = z.infer<typeof ZoneDto>;

export const TrendingViewDto = z.object({
  id: z.number().int(),
  title: z.string(),
  version: z.number().int(),
  zones: z.array(ZoneDto),
});
export type TrendingViewDto = z.infer<typeof TrendingViewDto>;

export const PagingDto = z.object({
  pages: z.number().int(),
  page: z.number().int(),
  total: z.number().int(),
  limit: z.number().int(),
  count: z.number().int(),
});

export const ErrorEnvelopeDto = z.object({
  errors: z.array(z.object({ message: z.string(), code: z.string(), path: z.string().optional() })),
});
