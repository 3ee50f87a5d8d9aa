/**
 * @module Streams React-rendered pages through @hono/react-renderer inside the document shell:
 * header island (hidden on the funnel and auth screens, see header.ts), the ad slot of reader pages
 * that have one (never for Plus), page content, footer, and the app-store snackbar island (shows
 * itself on mobile only).
 */
import { reactRenderer } from '@hono/react-renderer';
import type { Context } from 'hono';
import { MobileSnackbar } from '../../client/browser/components/MobileSnackbar';
import type { SiteHeaderProps } from '../../client/browser/components/SiteHeader';
import { AdminIsland } from '../../client/server/admin/islands';
import { AdSlot } from '../../client/server/components/AdSlot';
import { Document, type OpenGraph } from '../../client/server/components/Document';
import { SiteFooter } from '../../client/server/components/SiteFooter';
import { Island } from '../../client/server/islands';
import { showsStoreBadges } from '../../client/server/pages/AuthPages';
import { readerTier } from '../contracts/plus';
import type { ToastInit } from '../contracts/toasts';
import type { Vote } from '../contracts/votes';
import type { AppEnv } from '../env';
import { type AdFill, seesAds } from '../features/ads/rules';
import { ASSETS_MANIFEST } from '../generated/assets';
import { footerSignUpBack, headerHidden } from './header';

declare module '@hono/react-renderer' {
  interface Props {
    title: string;
    description?: string;
    canonical?: string;
    og?: OpenGraph;
    jsonLd?: Record<string, unknown>;
    nav?: SiteHeaderProps['active'];
    /** Toasts known on the server (e.g. why the reader was sent to /login). */
    toasts?: ToastInit[];
    /** Auth screens: robots noindex. */
    noindex?: boolean;
    /**
     * The page has action bars: the Engagement island takes them over. Marks are the reader's own
     * votes and bookmarks for bars in HTML shared by every reader (the trending zones).
     */
    engagement?: true | { votes: [number, Vote][]; saved: number[] };
    /** A reader page's ad slot fill (features/ads pageAds): shown under the header, never to Plus readers. */
    ads?: AdFill | null;
    /** The back office (/admin): its own layout comes with the page; no reader header, footer or ads, and the admin script. */
    shell?: 'admin';
  }
}

export const DEFAULT_DESCRIPTION = 'Edgewire: the day’s news, curated by editors. Trending stories, local news and more.';

export const pageRenderer = reactRenderer(
  ({ children, c, title, description, canonical, og, jsonLd, nav, toasts, noindex, engagement, ads, shell }) => {
    const ctx = c as Context<AppEnv>;
    const viewer = ctx.get('viewer');
    if (shell === 'admin') {
      return (
        <Document
          title={title}
          theme={viewer?.theme ?? null}
          css={ASSETS_MANIFEST.css}
          script={ASSETS_MANIFEST.admin}
          noindex
          session="reader"
          adFree
        >
          {children}
          <AdminIsland name="Toaster" props={{ initial: toasts ?? ctx.var.flash?.toasts ?? [] }} />
        </Document>
      );
    }
    const reader = readerTier(viewer, Date.now() / 1000);
    return (
      <Document
        title={title}
        description={description ?? DEFAULT_DESCRIPTION}
        canonical={canonical}
        og={og}
        jsonLd={jsonLd}
        theme={viewer?.theme ?? null}
        css={ASSETS_MANIFEST.css}
        script={ASSETS_MANIFEST.entry}
        noindex={noindex}
        session={viewer ? 'reader' : 'guest'}
        adFree={reader === 'plus'}
      >
        {headerHidden(ctx.req.path) ? null : (
          <Island name="SiteHeader" props={{ signedIn: viewer !== null, active: nav ?? null, search: ctx.req.path !== '/search' }} />
        )}
        {ads && seesAds(reader) ? <AdSlot fill={ads} /> : null}
        {/* Grows to fill a short page, so the footer sits at the bottom of the window, not mid-screen. */}
        <div className="flex-1">{children}</div>
        <SiteFooter
          appStoreUrl={ctx.env.APP_STORE_URL}
          playStoreUrl={ctx.env.PLAY_STORE_URL}
          badges={!showsStoreBadges(ctx.req.path)}
          newsletterBack={footerSignUpBack(ctx.req.path)}
        />
        {/* Not where the page shows the stores in its content: a store shown twice is noise. */}
        {showsStoreBadges(ctx.req.path) ? null : (
          <MobileSnackbar appStoreUrl={ctx.env.APP_STORE_URL} playStoreUrl={ctx.env.PLAY_STORE_URL} />
        )}
        <Island name="Toaster" props={{ initial: toasts ?? ctx.var.flash?.toasts ?? [] }} />
        {engagement ? <Island name="Engagement" props={{ reader, ...(engagement === true ? {} : engagement) }} /> : null}
      </Document>
    );
  },
  { stream: true },
);
