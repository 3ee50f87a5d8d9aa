/**
 * @module Renders a page in the shared document layout (pages/renderer.tsx) in one pass, to a
 * string. Hot pages (trending, article) have no Suspense boundary and load all data before React runs,
 * so streaming would send the same bytes in the same order; under workerd it costs ~0.6 ms more
 * CPU per page (measured with the bench bundle), about a third of the whole render.
 */
import type { Props as RenderProps } from '@hono/react-renderer';
import type { Context } from 'hono';
import { Fragment, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { AppEnv } from '../env';

export function renderWholePage(c: Context<AppEnv>, page: ReactElement, props: RenderProps): Response | Promise<Response> {
  // pageRenderer registers its layout on every request; without it, fall back to c.render.
  const layout = c.getLayout() as ((p: RenderProps & { children: ReactElement; Layout: typeof Fragment }) => ReactElement) | undefined;
  if (!layout) return c.render(page, props);
  return c.html(`<!DOCTYPE html>${renderToString(layout({ ...props, children: page, Layout: Fragment }))}`);
}
