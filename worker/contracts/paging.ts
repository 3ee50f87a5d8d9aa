/**
 * @module How deep a numbered list goes: the one home of the bounds on `page` and `count` that every
 * reader list (the list APIs, tag pages, saved articles) checks before it reads anything. A numbered
 * page is an OFFSET, and an OFFSET walks every row before it: a list serves at most MAX_LIST_DEPTH
 * rows (page × count), so page 100000 is a clear 400 (a 404 page in HTML) and never a scan.
 * Deeper reading goes through filters, search or the sitemap, which crawlers use.
 */

/** The largest `count` (rows per page) a list call may ask for. */
export const MAX_PAGE_COUNT = 100;
/** The rows a numbered list serves at most, over all its pages. */
export const MAX_LIST_DEPTH = 10_000;
/** The largest `page` any call may name, whatever its count. */
export const MAX_PAGE = MAX_LIST_DEPTH;

/** The last page a list of `count` per page may serve. */
export const maxPage = (count: number) => Math.max(1, Math.floor(MAX_LIST_DEPTH / Math.max(1, count)));

/** Whether `page` of `count` rows goes past MAX_LIST_DEPTH. */
export const tooDeep = (page: number, count: number) => page > maxPage(count);

/** The 400's words for a page past the depth, naming the last one there is. */
export const tooDeepMessage = (count: number) => `page must be ${maxPage(count)} or less when count is ${count}`;

/** How many pages a list of `total` rows shows, at least one and never past the depth. */
export const pagesOf = (total: number, count: number) => Math.min(Math.max(1, Math.ceil(total / count)), maxPage(count));
