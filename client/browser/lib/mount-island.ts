/**
 * @module Hydrates one island with React. Its own chunk, loaded with the first island that wakes:
 * a page whose islands all wait (a guest's front page, lib/hydrate-on-intent.ts) loads no React.
 */
import { type ComponentType, createElement, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Resolves once the island's effects have run (its handlers are in place), not merely begun. */
export function mountIsland(el: HTMLElement, name: string, Component: ComponentType<object>): Promise<void> {
  return new Promise<void>((done) => {
    hydrateRoot(el, createElement(Ready, { done }, createElement(Component, JSON.parse(el.dataset.props ?? '{}'))), {
      onRecoverableError: (error) => console.error('hydration', error),
      onUncaughtError: (error) => {
        console.error('island', name, error);
        done();
      },
    });
  });
}

/** Renders the island as it is; its effect runs after the island's own (a parent's run last). */
function Ready({ done, children }: { done: () => void; children?: ReactNode }) {
  useEffect(() => done(), [done]);
  return children;
}
