/** @module Trending pages: `/`, `/home` and `/trending` (`?icymi=1`: 'In Case You Missed It' rendered on the server). */
import { Hono } from 'hono';
import { TrendingPage } from '../../../client/server/pages/TrendingPage';
import { asVote } from '../../contracts/votes';
import type { AppEnv } from '../../env';
import { renderWholePage } from '../../pages/render-whole';
import { joinBytes, slotMarker } from '../../pages/splice';
import { toCardDtos } from '../articles/dto';

import { bannerFor, seesBanners } from './banners';
import { trendingForGuests } from './cache';
import { ICYMI_COUNT, listIcymi } from './icymi';
import { promoBanners } from './promo';
import { readerMarksOnView } from './queries';

export const pages = new Hono<AppEnv>();

for (const path of ['/', '/home', '/trending']) {
  pages.get(path, async (c) => {
    const nowMs = Date.now();
    const now = Math.floor(nowMs / 1000);
    const viewer = c.var.viewer;
    // Cards carry no per-reader state, so every reader gets the same cached zones; only the
    // banners between them depend on the reader, and Plus readers skip even that lookup.
    // A signed-in reader's own votes and saves on the zones travel to the Engagement island, which
    // paints them: one small batch that also reads the view's key, so the shared render costs no
    // extra round trip.
    const reader = viewer ? await readerMarksOnView(c.get('db'), viewer.id) : null;
    const [trending, banners] = await Promise.all([
      trendingForGuests(c.get('db'), c.env, nowMs, reader?.key),
      seesBanners(viewer, now) ? promoBanners(c.env.DB, nowMs) : null,
    ]);
    const shownIds = trending?.shownIds ?? [];
    const marks = reader?.marks;
    let icymi = null;
    if (c.req.query('icymi') === '1') {
      const res = await listIcymi(c.get('db'), shownIds, ICYMI_COUNT, viewer?.id ?? null);
      icymi = toCardDtos(res, viewer, now);
    }
    // Rendered whole, not streamed: the data is all loaded and the stream only added CPU. The
    // zones go in as slots filled with their cached bytes (pages/splice.ts).
    const zoneBytes = trending?.zoneBytes ?? [];
    return renderWholePage(
      c,
      <TrendingPage
        zoneCount={zoneBytes.length}
        zonesHtml={(from, to) => slotMarker(`z${from}-${to}`)}
        nowSeconds={now}
        banner={banners ? bannerFor(viewer, banners, now) : null}
        shownIds={shownIds}
        icymi={icymi}
      />,
      {
        title: 'Trending · Edgewire',
        canonical: `${c.env.SITE_URL}/trending`,
        nav: 'trending',
        engagement: marks ? { votes: [...marks.votes].map(([id, v]) => [id, asVote(v)]), saved: [...marks.bookmarks] } : true,
      },
      (name) => {
        const m = /^z(\d+)-(\d+)$/.exec(name);
        return m ? joinBytes(zoneBytes, Number(m[1]), Number(m[2])) : null;
      },
    );
  });
}
