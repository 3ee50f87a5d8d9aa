/**
 * @module Browser entry: hydrates each server-rendered island with the props it was rendered
 * with, loading each island's chunk in parallel (island-loaders.ts).
 */
import { type ComponentType, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_LOADERS, type IslandName } from './island-loaders';
import './enhance-article';
import './enhance-images';
import { rememberAdFree } from './lib/ad-free';
import { rememberCampaign } from './lib/campaign';
import { syncLocalCaches } from './lib/local-caches';

// A sign-out this browser did not see clears the caches first; then a guest gets a fresh id.
syncLocalCaches(document.documentElement.dataset.session);
rememberCampaign();
rememberAdFree();

async function hydrateIsland(el: HTMLElement): Promise<void> {
  const load = ISLAND_LOADERS[el.dataset.island as IslandName] as (() => Promise<ComponentType<object>>) | undefined;
  if (!load) return;
  const Component = await load();
  hydrateRoot(el, createElement(Component, JSON.parse(el.dataset.props ?? '{}')), {
    onRecoverableError: (error) => console.error('hydration', error),
  });
}

function hydrateAll() {
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')].map((el) =>
    hydrateIsland(el).catch((error) => console.error('island', el.dataset.island, error)),
  );
  // Tests and monitoring wait for this flag rather than guessing when hydration finished.
  void Promise.all(islands).then(() => {
    document.documentElement.dataset.hydrated = 'true';
  });
}

// The entry is an async module: from the cache it can run before the rest of the page has been
// parsed, when later islands are not in the document yet. Look for them once it is all there.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', hydrateAll, { once: true });
else hydrateAll();
