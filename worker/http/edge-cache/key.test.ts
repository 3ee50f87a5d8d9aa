// The edge cache key: URL splitting without a URL object, and which queries are shared.
import { describe, expect, it } from 'vitest';
import { normalizedQuery, splitUrl } from './key';

const SITE = 'http://edgewire.test';

describe('edge cache key', () => {
  it('splits request URLs like the URL parser does', () => {
    for (const href of [
      `${SITE}/`,
      `${SITE}/article/12?a-slug&utm_source=x`,
      `${SITE}/trending?`,
      'https://edgewire.test:8443/news/3?page=2#comments',
      `${SITE}/x#frag?not-a-query`,
    ]) {
      const u = new URL(href);
      const split = splitUrl(href);
      expect([split.origin, split.pathname], href).toEqual([u.origin, u.pathname]);
      expect(normalizedQuery(split), href).toBe(normalizedQuery(u));
    }
  });

  it('normalizes queries: slug and tracking dropped, digits-only known values kept and sorted', () => {
    const q = (s: string) => normalizedQuery(new URL(`${SITE}${s}`));
    expect(q('/article/1')).toBe('');
    expect(q('/article/1?some-slug&utm_source=a')).toBe('');
    expect(q('/article/1?reply_id=3&comment_id=2')).toBe('comment_id=2&reply_id=3');
    expect(q('/article/1?comment_id=abc')).toBeNull();
    expect(q('/article/1?a-slug&another-slug')).toBeNull();
    expect(q('/trending?bare')).toBeNull();
    expect(q('/trending/politics?page=2')).toBe('page=2');
    expect(q('/article/1?pass=x')).toBeNull();
  });
});
