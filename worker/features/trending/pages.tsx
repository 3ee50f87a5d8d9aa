/** @module Trending pages: `/`, `/home` and `/trending` (`?icymi=1`: 'In Case You Missed It' rendered on the server). */
import { Hono } from 'hono';
import { TrendingPage } from '../../../client/server/pages/TrendingPage';
import { asVote } from '../../contracts/votes';
import type { AppEnv } from '../../env';
import { renderWholePage } from '../../pages/render-whole';
import { joinBytes, slotMarker } from '../../pages/splice';
import { toCardDtos } from '../articles/dto';
import { sessionInBatch } from '../auth/session-batch';

import { bannerFor, seesBanners } from './banners';
import { trendingForGuests } from './cache';
import { ICYMI_COUNT, listIcymi } from './icymi';
import { promoBanners } from './promo';
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
    c.set('viewer', reader?.viewer ?? null);
    const viewer = c.var.viewer;
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
