/** @module Trending pages: `/`, `/home` and `/trending` (`?icymi=1`: 'In Case You Missed It' rendered on the server). */

import type { Props } from '@hono/react-renderer';
import { Hono } from 'hono';
import type { PromoBannerContent } from '../../../client/server/components/PromoBanner';
import { TrendingPage } from '../../../client/server/pages/TrendingPage';
import { pageGeneration } from '../../cache';
import { readerTier } from '../../contracts/plus';
import { asVote, type Vote } from '../../contracts/votes';
import { zoneGated } from '../../contracts/zone-gate';
import type { AppEnv } from '../../env';
import { fillTemplate, holeToken, keptGuestPage, keptTemplate, propsHole } from '../../pages/page-cache';
import { htmlBytes, renderPageBytes, renderPageHtml, renderWholePage } from '../../pages/render-whole';
import { joinBytes, slotMarker } from '../../pages/splice';
import { pageAds } from '../ads/source';
import { toCardDtos } from '../articles/dto';
import { sessionInBatch } from '../auth/session-batch';
import { decideSession } from '../auth/session-state';
import { escapeHtml } from '../blocks/tokens';
import { blockMode, blockToolbar } from '../blocks/tools';

import { bannerFor, seesBanners } from './banners';
import { trendingForGuests } from './cache';
import { ICYMI_COUNT, listIcymi } from './icymi';
import { adminBanner, promoBanners } from './promo';
import { readerOnView } from './queries';

export const pages = new Hono<AppEnv>();

for (const path of ['/', '/home', '/trending']) {
  // The session is checked in the page's own query (sessionInBatch), not by the middleware.
  pages.get(path, sessionInBatch, async (c) => {
    const nowMs = Date.now();
    const now = Math.floor(nowMs / 1000);
    // Cards carry no per-reader state, so every reader gets the same cached zones; only the
    // banners between them depend on the reader, and Plus readers skip even that lookup.
    // A signed-in reader's own votes and saves on the zones travel to the Engagement island, which
    // paints them: one small query that is also the session check and reads the view's key, so a
    // reader costs one round trip over a guest.
    const claims = c.var.claims;
    const reader = claims ? await readerOnView(c.env.DB, claims, now) : null;
    decideSession(c, reader?.viewer ?? null);
    const viewer = c.var.viewer;
    const [trending, kept, forAdmin] = await Promise.all([
      trendingForGuests(c.get('db'), c.env, nowMs, reader?.key),
      seesBanners(viewer, now) ? promoBanners(c.env.DB, nowMs) : null,
      // An admin's banner carries the block toolbar, in the version they chose (blocks/tools.ts).
      viewer?.role === 'admin' && seesBanners(viewer, now) ? adminBanner(c.env.DB, blockMode(c), nowMs) : null,
    ]);
    const banners =
      kept && forAdmin ? { ...kept, subscribe: { ...forAdmin.banner, tools: blockToolbar(c, forAdmin.blockId, forAdmin.shown) } } : kept;
    // Null for Plus readers, who get no slot (features/ads); the same fill on all three paths. The
    // promotional read for the banners is the house ads' promotion too (ads/house.ts)
    // (the published banner, whatever version an admin is looking at).
    const ads = await pageAds(c, 'trending', kept?.subscribe);
    const shownIds = trending?.shownIds ?? [];
    const marks = reader?.marks;
    let icymi = null;
    if (c.req.query('icymi') === '1') {
      const res = await listIcymi(c.get('db'), shownIds, ICYMI_COUNT, viewer?.id ?? null);
      icymi = toCardDtos(res, viewer, now);
    }
    // Rendered whole, not streamed: the data is all loaded and the stream only added CPU. The
    // zones go in as slots filled with their cached bytes (pages/splice.ts).
    // A paywalled zone is drawn gated for readers without Plus (contracts/zone-gate.ts); guests'
    // pages are shared only among guests, and kept readers' pages are keyed by tier.
    const tier = readerTier(viewer, now);
    const zoneBytes = (tier === 'plus' ? trending?.zoneBytes : trending?.gatedBytes) ?? [];
    const gated = (trending?.view.zones ?? []).map((z) => zoneGated(z.pay_wall, tier));
    const zones = (name: string) => {
      const m = /^z(\d+)-(\d+)$/.exec(name);
      return m ? joinBytes(zoneBytes, Number(m[1]), Number(m[2])) : null;
    };
    const page = (banner: PromoBannerContent | null) => (
      <TrendingPage
        zoneCount={zoneBytes.length}
        zonesHtml={(from, to) => slotMarker(`z${from}-${to}`)}
        nowSeconds={now}
        banner={banner}
        gated={gated}
        shownIds={shownIds}
        icymi={icymi}
      />
    );
    const props = (engagement: Props['engagement']): Props => ({
      title: 'Trending · Edgewire',
      canonical: `${c.env.SITE_URL}/trending`,
      nav: 'trending',
      engagement,
      ads,
    });
    const own = marks ? { votes: [...marks.votes].map(([id, v]) => [id, asVote(v)] as [number, Vote]), saved: [...marks.bookmarks] } : null;
    // A signed-in reader gets the page kept for readers drawn alike (tier, theme, the view, the
    // banner), with their name and their marks put into its holes (pages/page-cache.ts), drawn
    // again at least every minute (the heading's date) and whenever the page generation moves.
    if (viewer && own && !c.var.flash && !icymi) {
      const banner = banners ? bannerFor({ ...viewer, username: holeToken('username') }, banners, now) : null;
      // The path too: the footer's newsletter form returns to it (pages/header.ts footerSignUpBack).
      const key = `trending|${c.req.path}|${tier}|${viewer.theme}|${reader?.key}|${zoneBytes.length}|${JSON.stringify(banner)}|${ads?.id}`;
      const parts = keptTemplate(
        key,
        await pageGeneration(c.env),
        ['Engagement'],
        () => renderPageHtml(c, page(banner), props({ votes: [], saved: [] })) ?? '',
      );
      const holes = {
        username: escapeHtml(viewer.username),
        [propsHole('Engagement')]: escapeHtml(JSON.stringify({ reader: tier, ...own })),
      };
      return htmlBytes(c, fillTemplate(parts, holes, zones));
    }
    const banner = banners ? bannerFor(viewer, banners, now) : null;
    // Every guest is drawn alike: the page is kept as bytes beside the zones it holds, under what
    // else it shows (the footer's path, the heading's UTC day, the banner, the ad fill).
    if (!viewer && trending && !c.var.flash && !icymi) {
      const key = `${c.req.path}|${Math.floor(now / 86_400)}|${JSON.stringify(banner)}|${ads?.id}`;
      const bytes = keptGuestPage(trending, key, () => renderPageBytes(c, page(banner), props(true), zones));
      if (bytes) return htmlBytes(c, bytes);
    }
    return renderWholePage(c, page(banner), props(own ?? true), zones);
  });
}
