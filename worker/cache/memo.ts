/**
 * @module A named isolate memo: a bounded map whose entries are valid only under the stamp they
 * were made with (the page generation, and a version where the cache has one of its own) and,
 * if the cache has a TTL, only while younger than it. It registers with the registry, so
 * `invalidate` and `resetCaches` reach it by its name.
 */
import type { CacheName } from './caches';
import { onForget } from './registry';

/** What an entry was made under; a read with any other stamp misses. */
export type Stamp = { generation?: string; version?: string };

type Entry<V> = { value: V; generation: string | undefined; version: string | undefined; at: number };

export type Memo<K, V> = {
  readonly name: CacheName;
  /** The value kept under `key` for this stamp, if young enough (a stale one stays for `peek` until replaced or evicted). */
  get(key: K, stamp: Stamp, nowMs?: number): V | undefined;
  /** Keeps `value`, made at `nowMs` (when its data was read), evicting the least recently used past `max`. */
  set(key: K, stamp: Stamp, value: V, nowMs?: number): V;
  /** Whatever is kept under `key`, however stamped or old. */
  peek(key: K): V | undefined;
  delete(key: K): void;
  clear(): void;
};

export function memo<K, V>(name: CacheName, options: { max: number; ttlMs?: number }): Memo<K, V> {
  const entries = new Map<K, Entry<V>>();
  const m: Memo<K, V> = {
    name,
    get(key, stamp, nowMs = Date.now()) {
      const e = entries.get(key);
      if (!e) return undefined;
      const fresh = options.ttlMs === undefined || nowMs - e.at < options.ttlMs;
      if (!fresh || e.generation !== stamp.generation || e.version !== stamp.version) return undefined;
      // Re-inserted: a Map's order doubles as least-recently-used order.
      entries.delete(key);
      entries.set(key, e);
      return e.value;
    },
    set(key, stamp, value, nowMs = Date.now()) {
      entries.delete(key);
      entries.set(key, { value, generation: stamp.generation, version: stamp.version, at: nowMs });
      if (entries.size > options.max) entries.delete(entries.keys().next().value as K);
      return value;
    },
    peek: (key) => entries.get(key)?.value,
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
  onForget(name, m.clear);
  return m;
}
