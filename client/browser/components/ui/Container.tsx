/**
 * @module The one page container: a named width per page type (tokens.css --container-*), on one
 * grid. Every page's content starts where the header's logo does (the wide grid's left edge, the
 * same side padding everywhere); a narrower page (reading: an article; feed: tag, For You, Local,
 * search, account and the smaller pages) keeps its measure but stays on that edge instead of
 * centring itself, so the left edge does not jump between page types (issue 28, .page-col in
 * app.css). wide: the front page and anything with a side column.
 */
import type { HTMLAttributes } from 'react';

export type PageWidth = 'reading' | 'feed' | 'wide';
const WIDTH: Record<PageWidth, string> = { reading: 'page-col page-col-reading', feed: 'page-col page-col-feed', wide: 'page-col' };

export const containerClass = (width: PageWidth, extra = '') => `${WIDTH[width]} ${extra}`.trim();

/** `main`: the page's main landmark (the skip link's #main target). */
export function Container({ width, main = false, className, ...rest }: { width: PageWidth; main?: boolean } & HTMLAttributes<HTMLElement>) {
  const Tag = main ? 'main' : 'div';
  return <Tag id={main ? 'main' : undefined} className={containerClass(width, className)} {...rest} />;
}
