// The cache registry on its own: a memo keeps what it was given only under the stamp it was made
// with and for its TTL; invalidate reaches exactly the caches that show what changed (their memos
// here, their KV copies, the generation when one of them is keyed by it); resetCaches forgets all.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CACHE_NAMES, CACHES, CONTENT, cachesShowing, GENERATION_KEY, invalidate, memo, pageGeneration, resetCaches } from '.';

describe('memo', () => {
  it('answers a value only under the generation and version it was kept with', () => {
    const m = memo<string, number>('guest-reads', { max: 4 });
    m.set('a', { generation: 'g1', version: 'v1' }, 1);
    expect(m.get('a', { generation: 'g1', version: 'v1' })).toBe(1);
    expect(m.get('a', { generation: 'g2', version: 'v1' })).toBeUndefined();
    expect(m.get('a', { generation: 'g1', version: 'v2' })).toBeUndefined();
    expect(m.get('a', { generation: 'g1' })).toBeUndefined();
    // A stale entry is not answered, but stays the best knowledge there is until replaced.
    expect(m.peek('a')).toBe(1);
  });

  it('answers a value only while younger than its TTL, aged from when its data was read', () => {
    const m = memo<string, string>('banners', { max: 1, ttlMs: 1000 });
    m.set('k', {}, 'read at 5000', 5000);
    expect(m.get('k', {}, 5999)).toBe('read at 5000');
    expect(m.get('k', {}, 6000)).toBeUndefined();
  });

  it('keeps at most `max` entries, dropping the least recently used', () => {
    const m = memo<number, number>('article-bodies', { max: 2 });
    m.set(1, {}, 1);
    m.set(2, {}, 2);
    expect(m.get(1, {})).toBe(1); // 1 is now the most recently used
    m.set(3, {}, 3);
    expect([m.peek(1), m.peek(2), m.peek(3)]).toEqual([1, undefined, 3]);
  });
});

describe('invalidate and resetCaches', () => {
  it('forgets the memos of the caches that show what changed, and only those', async () => {
    const popups = memo<string, string>('popups', { max: 1 });
    const banners = memo<string, string>('banners', { max: 1 });
    popups.set('k', {}, 'list');
    banners.set('k', {}, 'banner');
    await invalidate(env, 'popups');
    expect(popups.peek('k')).toBeUndefined();
    expect(banners.peek('k')).toBe('banner');
    await invalidate(env, 'promotionals');
    expect(banners.peek('k')).toBeUndefined();
  });

  it('deletes the KV copies of those caches, and moves the generation when one is keyed by it', async () => {
    const houseKey = CACHES['house-ads'].kv[0];
    await env.CACHE.put(houseKey, '[]');
    const before = await pageGeneration(env);
    await invalidate(env, 'views');
    expect(await env.CACHE.get(houseKey)).toBe('[]');
    const moved = await pageGeneration(env);
    expect(moved).not.toBe(before);
    expect(await env.CACHE.get(GENERATION_KEY)).toBe(moved);
    await invalidate(env, 'promotionals');
    expect(await env.CACHE.get(houseKey)).toBeNull();
  });

  it('forgets every memo and the generation it read on resetCaches', async () => {
    const m = memo<string, string>('page-templates', { max: 1 });
    m.set('k', {}, 'page');
    const seen = await pageGeneration(env);
    await env.CACHE.put(GENERATION_KEY, `${seen}-elsewhere`);
    expect(await pageGeneration(env)).toBe(seen); // read within GENERATION_MEMO_MS: this isolate's copy
    resetCaches();
    expect(m.peek('k')).toBeUndefined();
    expect(await pageGeneration(env)).toBe(`${seen}-elsewhere`);
  });
});

describe('the table', () => {
  it('has a cache for every kind of content, and every cache on "all"', () => {
    for (const content of CONTENT) expect(cachesShowing([content]).length, content).toBeGreaterThan(0);
    expect(cachesShowing(['all'])).toEqual(CACHE_NAMES);
    expect(cachesShowing(['popups'])).toEqual(['popups']);
  });
});
