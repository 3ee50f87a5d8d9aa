/**
 * @module The one way to drop kept copies. Writers call `invalidate(env, ...what they changed)`
 * after their D1 write has landed; tests call `resetCaches()` to start this isolate from nothing.
 * Caches register how to forget (memo.ts does it for every memo; the edge cache's L1 and the
 * page templates register their own maps), so this module imports none of them.
 */
import { CACHES, type CacheName, type CacheSpec, type Content, cachesShowing } from './caches';
import { bumpGeneration, forgetGeneration } from './generation';

const forgetters = new Map<CacheName, Set<() => void>>();

/** Registers what forgets one isolate's copies of the cache `name`. */
export function onForget(name: CacheName, forget: () => void): void {
  let set = forgetters.get(name);
  if (!set) forgetters.set(name, (set = new Set()));
  set.add(forget);
}

function forget(names: readonly CacheName[]): void {
  for (const name of names) for (const f of forgetters.get(name) ?? []) f();
}

/**
 * After a write to `what`: every cache that shows it is dropped in this isolate at once, its KV
 * copies are deleted, and if any of them is keyed by the page generation, the generation moves,
 * which retires those caches in every other isolate (within GENERATION_MEMO_MS) and every stored
 * guest page. Caches keyed by their age follow elsewhere within their TTL.
 */
export async function invalidate(env: Pick<Env, 'CACHE'>, ...what: (Content | 'all')[]): Promise<void> {
  const names = cachesShowing(what);
  forget(names);
  const kv = names.flatMap((name): readonly string[] => (CACHES[name] as CacheSpec).kv ?? []);
  const bump = names.some((name) => CACHES[name].keyedBy === 'generation');
  await Promise.all([
    bump ? bumpGeneration(env) : null,
    // A failed delete leaves a copy that expires on its own (its TTL); D1 holds the truth.
    ...kv.map((key) => env.CACHE.delete(key).catch(() => {})),
  ]);
}

/** Tests: this isolate forgets every kept copy and re-reads the generation (KV copies stay; `invalidate(env, 'all')` drops those). */
export function resetCaches(): void {
  forget(Object.keys(CACHES) as CacheName[]);
  forgetGeneration();
}
