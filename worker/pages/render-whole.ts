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

type Layout = (p: RenderProps & { children: ReactElement; Layout: typeof Fragment }) => ReactElement;

/** The whole page as HTML (null when no layout is registered: pageRenderer did not run). */
export function renderPageHtml(c: Context<AppEnv>, page: ReactElement, props: RenderProps): string | null {
  // pageRenderer registers its layout on every request.
  const layout = c.getLayout() as Layout | undefined;
  return layout ? `<!DOCTYPE html>${renderToString(layout({ ...props, children: page, Layout: Fragment }))}` : null;
}

const encoder = new TextEncoder();

/** The whole page as bytes, `slots` filled (null when no layout is registered, as renderPageHtml). */
export function renderPageBytes(
  c: Context<AppEnv>,
  page: ReactElement,
  props: RenderProps,
  slots?: (name: string) => Uint8Array | null,
): Uint8Array<ArrayBuffer> | null {
  const html = renderPageHtml(c, page, props);
  if (html === null) return null;
  // TextEncoder always answers a new ArrayBuffer (workers-types say ArrayBufferLike).
  return slots ? spliceSlots(html, slots) : (encoder.encode(html) as Uint8Array<ArrayBuffer>);
}

/** A page's finished bytes. */
export const htmlBytes = (c: Context<AppEnv>, bytes: Uint8Array<ArrayBuffer>) =>
  c.body(bytes, 200, { 'Content-Type': 'text/html; charset=UTF-8' });

/**
 * `slots`, when given, fills the page's slot markers (pages/splice.ts) with pre-encoded bytes.
 */
export function renderWholePage(
  c: Context<AppEnv>,
  page: ReactElement,
  props: RenderProps,
  slots?: (name: string) => Uint8Array | null,
): Response | Promise<Response> {
  const html = renderPageHtml(c, page, props);
  // Without the layout, fall back to c.render.
  if (html === null) return c.render(page, props);
  if (!slots) return c.html(html);
  return htmlBytes(c, spliceSlots(html, slots));
}
