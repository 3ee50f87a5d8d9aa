/**
 * @module The HTML document shell. The theme class is decided on the server from the reader's
 * saved theme (dark, light, or none = follow the device via CSS), so there is no flash. The
 * stylesheet is one content-hashed, immutable file (docs/decisions/005), which the parser waits for
 * (the style gate, decision 076); the module script is async.
 */
import type { ReactNode } from 'react';
import { STYLE_GATE_SCRIPT } from '../../../worker/contracts/style-gate';

/** Open Graph / Twitter card data; `image` must be an absolute URL. */
export type OpenGraph = { type: 'website' | 'article'; image?: string; publishedTime?: number; section?: string };

export type DocumentProps = {
  title: string;
  description?: string;
  canonical?: string;
  og?: OpenGraph;
  /** Structured data (e.g. schema.org NewsArticle), emitted as a JSON-LD data block. */
  jsonLd?: Record<string, unknown>;
  theme: 'dark' | 'light' | null;
  /** URL path of the hashed stylesheet. */
  css: string;
  script: string;
  noindex?: boolean;
  /** Who is reading: the browser clears its local caches when a reader's session has ended (client/browser/lib/local-caches.ts). */
  session: 'reader' | 'guest';
  /** A Plus reader: `<html data-gad="0">`, which the browser copies to the spec's 'gad' key (client/browser/lib/ad-free.ts). */
  adFree: boolean;
  children: ReactNode;
};

/** JSON inside <script> must not be able to close the element: escape '<'. */
const safeJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

export function Document({
  title,
  description,
  canonical,
  og,
  jsonLd,
  theme,
  css,
  script,
  noindex,
  session,
  adFree,
  children,
}: DocumentProps) {
  return (
    <html lang="en" className={theme ?? undefined} data-session={session} data-gad={adFree ? '0' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        {noindex ? <meta name="robots" content="noindex" /> : null}
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        <meta property="og:site_name" content="Edgewire" />
        <meta property="og:title" content={title} />
        <meta property="og:type" content={og?.type ?? 'website'} />
        {canonical ? <meta property="og:url" content={canonical} /> : null}
        {description ? <meta property="og:description" content={description} /> : null}
        {og?.image ? <meta property="og:image" content={og.image} /> : null}
        {og?.publishedTime ? <meta property="article:published_time" content={new Date(og.publishedTime * 1000).toISOString()} /> : null}
        {og?.section ? <meta property="article:section" content={og.section} /> : null}
        <meta name="twitter:card" content={og?.image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={title} />
        {description ? <meta name="twitter:description" content={description} /> : null}
        {og?.image ? <meta name="twitter:image" content={og.image} /> : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from our own data, escaped for a script element by safeJson */}
        {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(jsonLd) }} /> : null}
        <meta name="color-scheme" content={theme ?? 'light dark'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title="Edgewire" href="/rss.xml" />
        <link rel="stylesheet" href={css} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, allowed by its CSP hash (contracts/style-gate.ts) */}
        <script dangerouslySetInnerHTML={{ __html: STYLE_GATE_SCRIPT }} />
        <script type="module" src={script} async />
      </head>
      <body className="flex min-h-screen flex-col bg-canvas font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-(--z-toast) focus:rounded-control focus:bg-canvas focus:px-3 focus:py-2 focus:text-ink focus:shadow-raised"
        >
          Skip to content
        </a>
        {children}
      </body>
    </html>
  );
}
