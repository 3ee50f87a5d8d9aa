import { describe, expect, it } from 'vitest';
import { articleDto } from '../test/dtos';
import type { ArticleDto, TagDto } from './articles';
import { moveActive, searchableText, searchGroups, searchHref, topicHref } from './search';

const tag = (id: number, over: Partial<TagDto> = {}): TagDto => ({
  id,
  name: `Tag ${id}`,
  type: 'topic',
  tag: `tag-${id}`,
  scope: `topic:tag-${id}`,
  image_url: null,
  ...over,
});
const article = (id: number, tags: TagDto[] = []): ArticleDto => articleDto({ id, title: `Title ${id}`, date: 0, tags });

describe('searchableText', () => {
  it('searches only non-blank trimmed text', () => {
    expect(searchableText('  harbour  ')).toBe('harbour');
    expect(searchableText('   \t\n')).toBeNull();
    expect(searchableText('')).toBeNull();
    expect(searchableText(undefined)).toBeNull();
  });
  it('cuts input at 10,000 characters', () => {
    expect(searchableText('x'.repeat(20_000))).toHaveLength(10_000);
  });
});

describe('searchGroups', () => {
  it("groups articles then topics under 'Articles' and 'Topics', each within its limit", () => {
    const pub = tag(99, { type: 'publication', name: 'Daily Planet' });
    const res = { articles: Array.from({ length: 12 }, (_, i) => article(i + 1, [pub])), tags: [tag(1), tag(2), tag(3)] };
    const groups = searchGroups(res, { articles: 10, topics: 2 });
    expect(groups.map((g) => g.heading)).toEqual(['Articles', 'Topics']);
    expect(groups[0]!.options).toHaveLength(10);
    expect(groups[0]!.options[0]).toEqual({
      key: 'a1',
      kind: 'article',
      label: 'Title 1',
      detail: 'Daily Planet',
      href: '/article/1?title-1',
    });
    expect(groups[1]!.options.map((o) => o.href)).toEqual(['/trending/tag-1', '/trending/tag-2']);
  });
  it('leaves out empty groups; nothing at all means "No results found"', () => {
    expect(searchGroups({ articles: [], tags: [tag(1)] }, { articles: 10, topics: 5 }).map((g) => g.heading)).toEqual(['Topics']);
    expect(searchGroups({ articles: [], tags: [] }, { articles: 10, topics: 5 })).toEqual([]);
  });
});

describe('moveActive', () => {
  it('wraps around and starts from the first (down) or last (up) option', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(1, 1, 3)).toBe(2);
    expect(moveActive(5, 1, 3)).toBe(0);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});

describe('links', () => {
  it('encodes topic slugs and search text', () => {
    expect(topicHref({ tag: 'new york-ny' })).toBe('/trending/new%20york-ny');
    expect(searchHref('  a&b ')).toBe('/search?q=a%26b');
    expect(searchHref('  ')).toBe('/search');
  });
});
