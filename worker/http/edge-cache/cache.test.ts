// The edge cache through the real Worker: guests share cached pages, signed-in readers never do,
// errors are never kept, and a new content generation or an expired copy means a fresh render.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bumpGeneration, resetCaches } from '../../cache';
import { makeArticle, makeReader } from '../../test/factories';
import { EDGE_MAX_STALE_SECONDS, EDGE_STORED_AT, EDGE_TTL_SECONDS, GUEST_CACHE_CONTROL } from './cache';
import { cacheKeyUrl } from './key';

const SITE = 'http://edgewire.test';
const get = (path: string, cookie?: string) => SELF.fetch(`${SITE}${path}`, { headers: cookie ? { cookie } : {} });
const state = (res: Response) => res.headers.get('x-edge-cache');
const cache = () => (caches as unknown as { default: Cache }).default;

/** The copy is written in the background (waitUntil): ask again until it is there. */
async function untilCached(path: string): Promise<Response> {
  for (let i = 0; i < 40; i++) {
    const res = await get(path);
    if (state(res) !== 'MISS') return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${path} never came from the cache`);
}

describe('edge cache', () => {
  it('serves a guest page as MISS, then HIT with the same body and public, short-lived headers', async () => {
    const a = await makeArticle({ title: 'Cached headline' });
    const first = await get(`/article/${a.id}`);
    expect(state(first)).toBe('MISS');
    // Browsers ask again each time, but may show their copy while they do (signing in clears it).
    expect(first.headers.get('cache-control')).toBe(GUEST_CACHE_CONTROL);
    expect(GUEST_CACHE_CONTROL).toBe(`public, max-age=0, stale-while-revalidate=${EDGE_TTL_SECONDS}`);
    const body = await first.text();
    const hit = await untilCached(`/article/${a.id}`);
    expect(state(hit)).toBe('HIT');
    expect(await hit.text()).toBe(body);
    expect(hit.headers.get('vary')).toBe('Cookie');
    expect(hit.headers.get(EDGE_STORED_AT)).toBeNull();
    // Security headers are added on the way out, to cached copies too.
    expect(hit.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The title slug and tracking parameters do not make a different page.
    expect(state(await get(`/article/${a.id}?cached-headline`))).toBe('HIT');
    expect(state(await get(`/articles/${a.id}?utm_source=x&fbclid=y`))).toBe('MISS'); // another path, its own entry
    expect(state(await get(`/article/${a.id}?cached-headline&utm_campaign=z`))).toBe('HIT');
  });

  it('renders unknown query values fresh and never stores them; known ones get their own entry', async () => {
    const a = await makeArticle();
    for (const q of ['?b=1', '?b=1', '?pass=abc', '?x=1&y=2', '?slug&b=2']) {
      const res = await get(`/article/${a.id}${q}`);
      expect(state(res), q).toBe('BYPASS');
      expect(res.headers.get('cache-control'), q).toMatch(/^private/);
    }
    await untilCached(`/article/${a.id}?comment_id=1`);
    expect(state(await get(`/article/${a.id}?comment_id=2`))).toBe('MISS');
    expect(state(await get(`/article/${a.id}?comment_id=1`))).toBe('HIT');
  });

  it('never shares a signed-in reader’s page, in either direction', async () => {
    const reader = await makeReader('free');
    const a = await makeArticle();
    const mine = await get(`/article/${a.id}`, reader.cookie);
    expect(state(mine)).toBe('BYPASS');
    // Personal pages are never kept, nor shown stale, by anyone.
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    for (const path of ['/', '/trending']) {
      const control = (await get(path, reader.cookie)).headers.get('cache-control') ?? '';
      expect(control, path).toMatch(/^private/);
      expect(control, path).not.toContain('stale-while-revalidate');
    }
    expect(await mine.text()).toContain('Your Account');
    // Nothing was stored: the first guest renders afresh and sees guest markup.
    const guest = await get(`/article/${a.id}`);
    expect(state(guest)).toBe('MISS');
    expect(await guest.text()).not.toContain('Your Account');
    await untilCached(`/article/${a.id}`);
    const again = await get(`/article/${a.id}`, reader.cookie);
    expect(state(again)).toBe('BYPASS');
    expect(await again.text()).toContain('Your Account');
  });

  it('renders afresh after the page generation changes', async () => {
    const a = await makeArticle();
    await get(`/article/${a.id}`);
    await untilCached(`/article/${a.id}`);
    await bumpGeneration(env);
    expect(state(await get(`/article/${a.id}`))).toBe('MISS');
  });

  it('never keeps errors', async () => {
    const draft = await makeArticle({ status: 'drafted' });
    for (let i = 0; i < 3; i++) {
      const res = await get(`/article/${draft.id}`);
      expect(res.status).toBe(404);
      expect(state(res)).toBe('MISS');
      expect(res.headers.get('cache-control')).toBe('no-store');
      await new Promise((r) => setTimeout(r, 25));
    }
    await env.DB.prepare("UPDATE articles SET status = 'published' WHERE id = ?").bind(draft.id).run();
    expect((await get(`/article/${draft.id}`)).status).toBe(200);
  });

  it('serves a stale copy once while it renders a fresh one, and drops copies past the stale window', async () => {
    const generation = await bumpGeneration(env);
    const a = await makeArticle({ title: 'Old title' });
    const path = `/article/${a.id}`;
    await get(path);
    await untilCached(path);
    const key = cacheKeyUrl(new URL(`${SITE}${path}`), '', generation);
    const age = async (seconds: number) => {
      const copy = (await cache().match(key))!;
      const headers = new Headers(copy.headers);
      headers.set(EDGE_STORED_AT, String(Date.now() - seconds * 1000));
      await cache().put(key, new Response(await copy.text(), { headers }));
      // This isolate still holds the copy (L1) and the read (guest-reads) as they were; another isolate would not.
      resetCaches();
    };
    await age(EDGE_TTL_SECONDS + 5);
    // Changed behind the app's back (no generation bump): only the stale copy's refresh shows it.
    await env.DB.prepare("UPDATE articles SET title = 'New title' WHERE id = ?").bind(a.id).run();
    const stale = await get(path);
    expect(state(stale)).toBe('STALE');
    expect(stale.headers.get('cache-control')).toContain('stale-while-revalidate=');
    expect(await stale.text()).toContain('Old title');
    let fresh = '';
    for (let i = 0; i < 40 && !fresh.includes('New title'); i++) {
      await new Promise((r) => setTimeout(r, 25));
      fresh = await (await get(path)).text();
    }
    expect(fresh).toContain('New title');

    await age(EDGE_TTL_SECONDS + EDGE_MAX_STALE_SECONDS + 5);
    expect(state(await get(path))).toBe('MISS');
  });

  it('serves fresh hits from the isolate L1 without the Cache API, and not across generations', async () => {
    const generation = await bumpGeneration(env);
    const a = await makeArticle({ title: 'L1 title' });
    const path = `/article/${a.id}`;
    await get(path);
    await untilCached(path);
    expect(state(await get(path))).toBe('HIT'); // fills L1 from the Cache API
    await cache().delete(cacheKeyUrl(new URL(`${SITE}${path}`), '', generation));
    const hot = await get(path);
    expect(state(hot)).toBe('HIT');
    expect(await hot.text()).toContain('L1 title');
    // Served before any other middleware, with the headers of the stored copy.
    expect(hot.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(hot.headers.get('cache-control')).toBe(GUEST_CACHE_CONTROL);
    expect(hot.headers.get('vary')).toBe('Cookie');
    expect(hot.headers.get(EDGE_STORED_AT)).toBeNull();
    expect(Number(hot.headers.get('age'))).toBeGreaterThanOrEqual(0);
    await bumpGeneration(env);
    expect(state(await get(path))).toBe('MISS');
  });
});
