/// <reference types="vite/client" />
/**
 * Every write that changes what a cached thing shows tells the cache registry. The table
 * (writers-*.cases.ts) names, for every admin write of the back office's route table
 * (admin.cases.ts) and for the other writers (the cron, a reader's vote and comment), the content
 * it changes; a write route missing from it fails the first test. Each probe then goes through
 * the real Worker: read what a cache keeps, write, read again and see the new value. The page
 * generation (what other isolates drop their copies by) must have moved exactly when a cache keyed
 * by it shows what changed.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { AdminRouteCase } from '../test/admin';
import { makeAdmin } from '../test/admin';
import type { Writer } from '../test/writers';
import { CACHES, cachesShowing, GENERATION_KEY, invalidate } from '.';
import { BLOCK_WRITERS } from './writers-blocks.cases';
import { EDITORIAL_WRITERS } from './writers-editorial.cases';

const WRITERS: Record<string, Writer> = { ...EDITORIAL_WRITERS, ...BLOCK_WRITERS };

const modules = import.meta.glob<{ ADMIN_CASES: AdminRouteCase[] }>('../features/**/admin.cases.ts', { eager: true });
const ADMIN_WRITES = Object.values(modules)
  .flatMap((m) => m.ADMIN_CASES)
  .filter((c) => c.writes)
  .map((c) => `${c.method} ${c.route}`);

const movesGeneration = (w: Writer) => cachesShowing(w.changes).some((name) => CACHES[name].keyedBy === 'generation');

describe('writers and the cache registry', () => {
  it('has a row for every admin write of the route table, and one for no route it lacks', () => {
    const rows = Object.keys(WRITERS).filter((k) => k.includes(' /'));
    expect(
      ADMIN_WRITES.filter((w) => !rows.includes(w)),
      'admin writes with no row',
    ).toEqual([]);
    expect(
      rows.filter((r) => !ADMIN_WRITES.includes(r)),
      'rows for no admin write',
    ).toEqual([]);
  });

  it('shows what every writer changes in some cache, and says why the others show nothing', () => {
    for (const [name, w] of Object.entries(WRITERS)) {
      if ('why' in w) expect(w.changes, name).toEqual([]);
      else if (w.changes.length) expect(cachesShowing(w.changes).length, name).toBeGreaterThan(0);
    }
  });

  it.each(Object.entries(WRITERS).filter(([, w]) => 'probe' in w))('%s', async (_name, w) => {
    if (!('probe' in w)) return;
    const p = w.probe;
    const who = await makeAdmin();
    const s = await p.setup(who);
    // The setup wrote behind the app's back: start from D1, then keep a copy of the old value.
    await invalidate(env, 'all');
    p.before(await p.read(s), s);
    p.before(await p.read(s), s);
    const generation = await env.CACHE.get(GENERATION_KEY);
    await p.write(s, who);
    expect((await env.CACHE.get(GENERATION_KEY)) !== generation, 'the page generation moved').toBe(movesGeneration(w));
    p.after(await p.read(s), s);
  });
});
