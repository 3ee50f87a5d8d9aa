/**
 * @module Tag feed rules: which tag a `/trending/{tag}` slug names and which page numbers exist.
 * A slug is unique within its type only, so when several types share one the most specific
 * source wins: publication > category > topic > location > curator > author > flag. `type:slug`
 * (a tag's scope, e.g. /trending/topic:space) names one type explicitly.
 */
import type { TagDto } from '../../contracts/articles';
import { pagesOf, tooDeep } from '../../contracts/paging';

export type TagType = TagDto['type'];

export const TYPE_PRIORITY: readonly TagType[] = ['publication', 'category', 'topic', 'location', 'curator', 'author', 'flag'];

export const TYPE_LABELS: Record<TagType, string> = {
  publication: 'Publication',
  category: 'Category',
  topic: 'Topic',
  location: 'Location',
  curator: 'Curator',
  author: 'Author',
  flag: 'Flag',
};

export const TAG_FEED_PAGE_SIZE = 17;

/** `slug` or `type:slug` → what to look up; null for anything that cannot be a tag (a 404). */
export function parseTagParam(raw: string): { type: TagType | null; slug: string } | null {
  const m = /^(?:([a-z]+):)?([A-Za-z0-9][A-Za-z0-9._-]{0,99})$/.exec(raw);
  if (!m) return null;
  const type = (m[1] ?? null) as TagType | null;
  if (type !== null && !TYPE_PRIORITY.includes(type)) return null;
  return { type, slug: m[2]! };
}

/** The tag a slug names among same-slug tags of several types (see the module comment). */
export function pickTag<T extends { type: TagType }>(candidates: T[]): T | null {
  let best: T | null = null;
  for (const t of candidates) if (!best || TYPE_PRIORITY.indexOf(t.type) < TYPE_PRIORITY.indexOf(best.type)) best = t;
  return best;
}

/**
 * `?page=` of a list of `size` per page: absent → 1; "1" up to the list's last page within
 * MAX_LIST_DEPTH rows (contracts/paging.ts) → the number; anything else → null (the page does not
 * exist: a 404 before anything is read).
 */
export function parsePage(raw: string | undefined, size = TAG_FEED_PAGE_SIZE): number | null {
  if (raw === undefined) return 1;
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null;
  const n = Number(raw);
  return tooDeep(n, size) ? null : n;
}

export const pageCount = (total: number, size = TAG_FEED_PAGE_SIZE) => pagesOf(total, size);
