/**
 * @module Hydrates each server-rendered island with the props it was rendered with, loading each
 * island's chunk in parallel. The reader pages and the back office each pass their own registry,
 * so neither entry knows the other's islands. A chunk that fails to load or takes longer than
 * 120000 ms (a ChunkLoadError, worker/contracts/chunk-load.ts) leaves the server's HTML as it is,
 * with a small "Couldn't load — Retry" after it; Retry loads the chunk again and hydrates.
 */
import { type ComponentType, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadChunk } from '../../../worker/contracts/chunk-load';
import { offerRetry } from './island-retry';

/** An entry's islands by name, each loading its own chunk (a dynamic import per island). */
export type IslandLoaders = Record<string, () => Promise<ComponentType<never>>>;

const timers = {
  set: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clear: (id: unknown) => window.clearTimeout(id as number),
};

async function hydrateIsland(el: HTMLElement, loaders: IslandLoaders): Promise<void> {
  const name = el.dataset.island ?? '';
  const load = loaders[name] as (() => Promise<ComponentType<object>>) | undefined;
  if (!load) return;
  let Component: ComponentType<object>;
  try {
    Component = await loadChunk(name, load, timers);
  } catch (error) {
    offerRetry(el, error, () => hydrateIsland(el, loaders));
    throw error;
  }
  hydrateRoot(el, createElement(Component, JSON.parse(el.dataset.props ?? '{}')), {
    onRecoverableError: (error) => console.error('hydration', error),
  });
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
