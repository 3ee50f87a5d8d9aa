/**
 * @module Hydrates each server-rendered island with the props it was rendered with, loading each
 * island's chunk in parallel. The reader pages and the back office each pass their own registry,
 * so neither entry knows the other's islands. A chunk that fails to load or takes longer than
 * 120000 ms (a ChunkLoadError, worker/contracts/chunk-load.ts) leaves the server's HTML as it is,
 * with a small "Couldn't load — Retry" after it; Retry loads the chunk again and hydrates.
 */
import type { ComponentType } from 'react';
import { failedModuleUrl, loadChunk, retryUrl } from '../../../worker/contracts/chunk-load';
import { hydrateNow } from './hydrate-when';
import { offerRetry } from './island-retry';

/** An entry's islands by name, each loading its own chunk (a dynamic import per island). */
export type IslandLoaders = Record<string, () => Promise<ComponentType<never>>>;

const timers = {
  set: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clear: (id: unknown) => window.clearTimeout(id as number),
};

type Load = () => Promise<ComponentType<object>>;

/**
 * How a retry loads the island. The browser keeps a failed import in its module map (importing
 * the same URL again fails at once, with no request), so the chunk that failed is asked for under
 * a new address; its export is the island's name (island-loaders.ts). A chunk that timed out is
 * still on its way: the island's own loader waits for it. When the fresh import fails too (a
 * shared chunk the browser remembers as failed), the next Retry reloads the page: nothing else can.
 */
function retryLoader(name: string, load: Load, failure: unknown, attempt: number): Load {
  const url = failedModuleUrl(failure);
  if (!url) return load;
  if (attempt > 1) {
    location.reload();
    return () => new Promise<never>(() => {});
  }
  return () =>
    import(/* @vite-ignore */ retryUrl(url, attempt)).then((m: Record<string, ComponentType<object> | undefined>) => {
      const Component = m[name];
      if (!Component) throw new Error(`${url} has no ${name}`);
      return Component;
    });
}

/** `needed`: the island is wanted now; `failure`/`attempt`: a Retry after a chunk that failed. */
async function hydrateIsland(el: HTMLElement, loaders: IslandLoaders, needed = false, failure?: unknown, attempt = 0): Promise<void> {
  const name = el.dataset.island ?? '';
  const own = loaders[name] as Load | undefined;
  if (!own) return;
  // A few islands load only once needed (lib/hydrate-when.ts: the first-load JS budget).
  const later = () => hydrateIsland(el, loaders, true).catch((error) => console.error('island', name, error));
  if (!needed && !(await hydrateNow(el, later))) return;
  const load = attempt === 0 ? own : retryLoader(name, own, failure, attempt);
  let Component: ComponentType<object>;
  let mount: typeof import('./mount-island').mountIsland;
  try {
    // React comes with the first island that hydrates, in parallel with the island's own chunk.
    [Component, { mountIsland: mount }] = await Promise.all([loadChunk(name, load, timers), import('./mount-island')]);
  } catch (error) {
    offerRetry(el, error, () => hydrateIsland(el, loaders, true, error, attempt + 1));
    throw error;
  }
  await mount(el, name, Component);
}

export function hydrateIslands(loaders: IslandLoaders) {
  const all = () => {
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')].map((el) =>
      hydrateIsland(el, loaders).catch((error) => console.error('island', el.dataset.island, error)),
    );
    // Tests and monitoring wait for this flag rather than guessing when hydration finished.
    void Promise.all(islands).then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  };
  // The entry is an async module: from the cache it can run before the rest of the page has been
  // parsed, when later islands are not in the document yet. Look for them once it is all there.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', all, { once: true });
  else all();
}
