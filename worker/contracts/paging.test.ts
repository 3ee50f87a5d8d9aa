import { describe, expect, it } from 'vitest';
import { paging } from './envelope';
import { MAX_LIST_DEPTH, MAX_PAGE, MAX_PAGE_COUNT, maxPage, pagesOf, tooDeep, tooDeepMessage } from './paging';

describe('list depth', () => {
  it('serves at most 10,000 rows of a list, 100 a page', () => {
    expect([MAX_LIST_DEPTH, MAX_PAGE_COUNT, MAX_PAGE]).toEqual([10_000, 100, 10_000]);
    expect([1, 16, 17, 100].map(maxPage)).toEqual([10_000, 625, 588, 100]);
    expect(tooDeep(625, 16)).toBe(false);
    expect(tooDeep(626, 16)).toBe(true);
    expect(tooDeep(100_000, 1)).toBe(true);
    expect(tooDeepMessage(16)).toBe('page must be 625 or less when count is 16');
  });

  it('never counts more pages than a list serves', () => {
    expect([0, 1, 16, 17].map((t) => pagesOf(t, 16))).toEqual([1, 1, 1, 2]);
    expect(pagesOf(1_000_000, 16)).toBe(625);
    expect(paging(3, 16, 1_000_000, 16)).toEqual({ pages: 625, page: 3, total: 1_000_000, limit: 16, count: 16 });
  });
});
