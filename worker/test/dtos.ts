/** Test fixtures for DTOs (pure: usable from unit tests in any folder). */
import type { ArticleDto } from '../contracts/articles';
import type { RichNode } from '../db/schema/editorial';

/** A plain free article DTO; override what a test is about. */
export const articleDto = (over: Partial<ArticleDto> = {}): ArticleDto => ({
  id: 7,
  title: 'A title',
  content: null,
  excerpt: null,
  locked: null,
  url: null,
  image_url: null,
  blur_hash: null,
  date: 1_800_000_000,
  content_type: 'other',
  paywall: 'free',
  upvotes: 0,
  downvotes: 0,
  voted: 0,
  bookmarked: false,
  comments: 0,
  tags: [],
  ...over,
});

/** A banner block's words: a container holding the headline (text) and the body (paragraph), then any nodes given. */
export const wordsNode = (headline: string, body: string, ...more: RichNode[]): RichNode => ({
  element: 'container',
  data: {},
  children: [{ element: 'text', data: { html: headline } }, { element: 'paragraph', data: { html: body } }, ...more],
});
