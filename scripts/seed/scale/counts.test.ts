import { describe, expect, it } from 'vitest';
import { FULL, MIN_ARTICLES, scaleCounts } from './counts';

describe('scaleCounts', () => {
  it('is the issue corpus at 1,000,000 articles', () => {
    expect(scaleCounts(1_000_000)).toEqual({ ...FULL });
  });

  it('scales every count with the articles, the hot article kept at 20,000 while it fits', () => {
    expect(scaleCounts(100_000)).toEqual({
      articles: 100_000,
      readers: 20_000,
      votes: 500_000,
      comments: 100_000,
      hotComments: 20_000,
      bookmarks: 100_000,
      events: 1_000_000,
    });
    expect(scaleCounts(10_000)).toMatchObject({ readers: 2000, votes: 50_000, comments: 10_000, hotComments: 5000, events: 100_000 });
  });

  it('keeps enough readers for distinct voters on tiny corpora, and refuses nonsense', () => {
    expect(scaleCounts(200)).toMatchObject({ readers: 50, votes: 1000, comments: 200, hotComments: 100 });
    expect(() => scaleCounts(MIN_ARTICLES - 1)).toThrow(RangeError);
    expect(() => scaleCounts(1000.5)).toThrow(RangeError);
  });
});
