/**
 * @module Hydrates each server-rendered island with the props it was rendered with, loading each
 * island's chunk in parallel. The reader pages and the back office each pass their own registry,
 * so neither entry knows the other's islands.
 */
import { type ComponentType, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrateNow } from './hydrate-when';

/** An entry's islands by name, each loading its own chunk (a dynamic import per island). */
export type IslandLoaders = Record<string, () => Promise<ComponentType<never>>>;

async function hydrateIsland(el: HTMLElement, loaders: IslandLoaders, needed = false): Promise<void> {
  const load = loaders[el.dataset.island ?? ''] as (() => Promise<ComponentType<object>>) | undefined;
  if (!load) return;
  // A few islands load only once needed (lib/hydrate-when.ts: the first-load JS budget).
  const later = () => void hydrateIsland(el, loaders, true).catch((error) => console.error('island', el.dataset.island, error));
  if (!needed && !hydrateNow(el, later)) return;
  const Component = await load();
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
