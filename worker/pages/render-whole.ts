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
import { spliceSlots } from './splice';

/**
 * `slots`, when given, fills the page's slot markers (pages/splice.ts) with pre-encoded bytes.
 */
export function renderWholePage(
  c: Context<AppEnv>,
  page: ReactElement,
  props: RenderProps,
  slots?: (name: string) => Uint8Array | null,
): Response | Promise<Response> {
  // pageRenderer registers its layout on every request; without it, fall back to c.render.
  const layout = c.getLayout() as ((p: RenderProps & { children: ReactElement; Layout: typeof Fragment }) => ReactElement) | undefined;
  if (!layout) return c.render(page, props);
  const html = `<!DOCTYPE html>${renderToString(layout({ ...props, children: page, Layout: Fragment }))}`;
  if (!slots) return c.html(html);
  return c.body(spliceSlots(html, slots), 200, { 'Content-Type': 'text/html; charset=UTF-8' });
}
