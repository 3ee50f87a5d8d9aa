// The edge cache key: URL splitting without a URL object, and which queries are shared.
import { describe, expect, it } from 'vitest';
import { ASSETS_MANIFEST } from '../../generated/assets';
import { WORKER_BUILD_ID } from '../../generated/build';
import { cacheKeyUrl, edgeBuild, normalizedQuery, splitUrl } from './key';

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

  it('carries the Worker’s build id as well as the client’s: a deploy of either renders afresh', () => {
    const client = { entry: '/assets/entry-AAAA.js', css: '/assets/app-BBBB.css' };
    const url = new URL(`${SITE}/trending`);
    const key = (worker: string, c = client) => cacheKeyUrl(url, '', 'g1', edgeBuild(worker, c));
    // Same client bundle, new server-rendered markup: another key.
    expect(key('worker-1')).not.toBe(key('worker-2'));
    // Same Worker, new client bundle: another key.
    expect(key('worker-1')).not.toBe(key('worker-1', { ...client, css: '/assets/app-CCCC.css' }));
    expect(key('worker-1')).toBe(key('worker-1'));
    // The live key is made of this build's Worker id (scripts/build-id.ts) and client manifest.
    expect(WORKER_BUILD_ID).toMatch(/^[0-9a-f]{12}$/);
    expect(cacheKeyUrl(url, '', 'g1')).toBe(cacheKeyUrl(url, '', 'g1', edgeBuild(WORKER_BUILD_ID, ASSETS_MANIFEST)));
    expect(cacheKeyUrl(url, '', 'g1')).not.toBe(cacheKeyUrl(url, '', 'g1', edgeBuild('another-build', ASSETS_MANIFEST)));
  });
});
