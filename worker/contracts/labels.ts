/**
 * @module How tags and counts read to a reader: "1 comment" / "2 comments" (Intl.PluralRules), a
 * place as "Austin, TX" while the data keeps the spec's "Austin-TX", the byline from the author
 * tags, and an article's other tags grouped by kind. Runtime-neutral: the server renders with it
 * and islands import it.
 */
import type { TagDto } from './articles';
import { MAX_LIST_DEPTH } from './paging';
import { stateOfLocation, US_STATES } from './states';

// Built once: constructing Intl objects costs more than using them.
const PLURAL = new Intl.PluralRules('en-US');
const LIST = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });
const STATE_NAMES = new Map(US_STATES.map(([code, name]) => [code, name]));

/** "1 comment", "0 comments", "2 comments"; `many` for irregular plurals. */
export function countLabel(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${countNoun(n, one, many)}`;
}

/**
 * A list's total as a page says it: totals are counted up to the list's depth (MAX_LIST_DEPTH,
 * decision 074-flat-lists), so one that reached it reads "10,000+ stories".
 */
export function listCountLabel(n: number, one: string, many = `${one}s`): string {
  return n >= MAX_LIST_DEPTH ? `${MAX_LIST_DEPTH.toLocaleString('en-US')}+ ${many}` : countLabel(n, one, many);
}

/** The noun alone, for a count drawn apart from its word (the action bar's comments link). */
export function countNoun(n: number, one: string, many = `${one}s`): string {
  return PLURAL.select(n) === 'one' ? one : many;
}

/**
 * A location tag's name as a reader writes it: "Austin-TX" → "Austin, TX"; a state's own tag
 * ("Texas-TX") → "Texas". Names without a state code, and other tag types, are left as they are.
 */
export function placeName(name: string): string {
  const code = stateOfLocation(name);
  if (!code) return name;
  const place = name.slice(0, -3).trim();
  return place === STATE_NAMES.get(code) ? place : `${place}, ${code}`;
}

/** Any tag's name as shown: places (by type, or by a `location:` scope) reformatted, the rest as the editor wrote them. */
export const tagLabel = (tag: { name: string; type?: string; scope?: string }): string =>
  tag.type === 'location' || tag.scope?.startsWith('location:') ? placeName(tag.name) : tag.name;

/** A byline's pieces in order: each author's tag, and the words between them. */
export type BylinePart = { tag: TagDto } | { text: string };

/**
 * "Ana Ruiz", "Ana Ruiz and Bo Chen", "A, B, and C" from the article's author tags (null without
 * one), also as parts, so a page can link each name and keep the words between as Intl wrote them.
 */
export function byline(tags: readonly TagDto[]): { text: string; parts: BylinePart[] } | null {
  const authors = tags.filter((t) => t.type === 'author');
  if (!authors.length) return null;
  let next = 0;
  const parts = LIST.formatToParts(authors.map((t) => t.name)).map(
    (p): BylinePart => (p.type === 'element' ? { tag: authors[next++]! } : { text: p.value }),
  );
  return { text: LIST.format(authors.map((t) => t.name)), parts };
}

export type TagGroup = { kind: 'topics' | 'places' | 'curators'; label: string; tags: TagDto[] };

const GROUPS: { kind: TagGroup['kind']; label: string; types: readonly TagDto['type'][] }[] = [
  { kind: 'topics', label: 'Topics', types: ['category', 'topic'] },
  { kind: 'places', label: 'Places', types: ['location'] },
  { kind: 'curators', label: 'Curated by', types: ['curator'] },
];

/**
 * The article page's chips by kind, each group in the article's tag order, empty groups left out.
 * The publication and authors have places of their own (the masthead and the byline) and flags
 * are editorial markers, so none of them is a chip.
 */
export function groupTags(tags: readonly TagDto[]): TagGroup[] {
  return GROUPS.map((g) => ({ kind: g.kind, label: g.label, tags: tags.filter((t) => g.types.includes(t.type)) })).filter(
    (g) => g.tags.length > 0,
  );
}
