/**
 * @module The HTML document shell. The theme class is decided on the server from the reader's
 * saved theme (dark, light, or none = follow the device via CSS), so there is no flash. CSS is
 * inlined (a few KB gzipped) to avoid a render-blocking request; the module script is deferred.
 */
import type { ReactNode } from 'react';

export type DocumentProps = {
  title: string;
  description?: string;
  canonical?: string;
  theme: 'dark' | 'light' | null;
  css: string;
  script: string;
  children: ReactNode;
};

export function Document({ title, description, canonical, theme, css, script, children }: DocumentProps) {
  return (
    <html lang="en" className={theme ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        <meta name="color-scheme" content={theme ?? 'light dark'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
        <script type="module" src={script} async />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900">
          Skip to content
        </a>
        {children}
      </body>
    </html>
  );
}
