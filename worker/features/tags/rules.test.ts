// Slug parsing, the type priority for shared slugs and page numbers of /trending/{tag}.
import { describe, expect, it } from 'vitest';
import { pageCount, parsePage, parseTagParam, pickTag, TYPE_PRIORITY } from './rules';

describe('parseTagParam', () => {
  it('accepts a slug or type:slug and refuses anything else', () => {
    expect(parseTagParam('austin-tx')).toEqual({ type: null, slug: 'austin-tx' });
    expect(parseTagParam('topic:space')).toEqual({ type: 'topic', slug: 'space' });
    expect(parseTagParam('jane.doe_1')).toEqual({ type: null, slug: 'jane.doe_1' });
    for (const bad of ['', 'nope:space', '-lead', 'a b', 'x'.repeat(101), '../etc', 'topic:', ':space', 'a/b', 'é']) {
      expect(parseTagParam(bad), bad).toBeNull();
    }
  });
});

describe('pickTag', () => {
  it('prefers publication > category > topic > location > curator > author > flag, whatever the row order', () => {
    expect(TYPE_PRIORITY).toEqual(['publication', 'category', 'topic', 'location', 'curator', 'author', 'flag']);
    const rows = [...TYPE_PRIORITY].reverse().map((type, id) => ({ id, type }));
    for (let i = 0; i < rows.length; i++) {
      expect(pickTag(rows.slice(0, rows.length - i))!.type).toBe(TYPE_PRIORITY[i]);
    }
    expect(
      pickTag([
        { id: 1, type: 'flag' as const },
        { id: 2, type: 'topic' as const },
      ])!.id,
    ).toBe(2);
    expect(pickTag([])).toBeNull();
  });
});

describe('parsePage', () => {
  it('defaults to 1 and accepts pages within the list depth only (page × 17 ≤ 10000)', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('1')).toBe(1);
    expect(parsePage('42')).toBe(42);
    expect(parsePage('588')).toBe(588);
    for (const bad of ['', '0', '-1', '01', '1.5', 'abc', '1e3', '589', '10000', '100000', '99999999999999999999', ' 2', 'NaN']) {
      expect(parsePage(bad), bad).toBeNull();
    }
    // Another page size, another last page (saved articles: 100 a page).
    expect(parsePage('100', 100)).toBe(100);
    expect(parsePage('101', 100)).toBeNull();
  });

  it('counts pages of 17, at least one, never past the depth', () => {
    expect([0, 1, 17, 18, 34, 35].map((n) => pageCount(n))).toEqual([1, 1, 1, 2, 2, 3]);
    expect(pageCount(1_000_000)).toBe(588);
  });
});
