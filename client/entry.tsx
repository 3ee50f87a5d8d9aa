/** @module Browser entry: hydrates each server-rendered island with the props it was rendered with. */
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLANDS, type IslandName } from './islands';
import './enhance-article';
import './enhance-images';

for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const Component = ISLANDS[el.dataset.island as IslandName] as ComponentType<object> | undefined;
  if (!Component) continue;
  hydrateRoot(el, createElement(Component, JSON.parse(el.dataset.props ?? '{}')), {
    onRecoverableError: (error) => console.error('hydration', error),
  });
}
// Tests and monitoring wait for this flag rather than guessing when hydration finished.
document.documentElement.dataset.hydrated = 'true';
