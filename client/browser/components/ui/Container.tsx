/**
 * @module The one page container: a named width per page type (tokens.css --container-*), the
 * same side padding everywhere. reading: an article; feed: tag, For You, Local, search, account
 * and the smaller pages; wide: the front page and anything with a side column.
 */
import type { HTMLAttributes } from 'react';

export type PageWidth = 'reading' | 'feed' | 'wide';
const WIDTH: Record<PageWidth, string> = { reading: 'max-w-reading', feed: 'max-w-feed', wide: 'max-w-wide' };

export const containerClass = (width: PageWidth, extra = '') => `mx-auto w-full ${WIDTH[width]} px-4 sm:px-6 ${extra}`.trim();

/** `main`: the page's main landmark (the skip link's #main target). */
export function Container({ width, main = false, className, ...rest }: { width: PageWidth; main?: boolean } & HTMLAttributes<HTMLElement>) {
  const Tag = main ? 'main' : 'div';
  return <Tag id={main ? 'main' : undefined} className={containerClass(width, className)} {...rest} />;
}
