/** @module Trending pages: `/`, `/home` and `/trending`. */
import { Hono } from 'hono';
import { TrendingPage } from '../../../client/pages/TrendingPage';
import type { AppEnv } from '../../env';
import { trendingForGuests } from './cache';

export const trendingPages = new Hono<AppEnv>();

for (const path of ['/', '/home', '/trending']) {
  trendingPages.get(path, async (c) => {
    const nowMs = Date.now();
    // Cards carry no per-reader state, so every reader gets the same cached zones.
    const trending = await trendingForGuests(c.get('db'), c.env.DB, nowMs);
    return c.render(<TrendingPage view={trending?.view ?? null} zonesHtml={trending?.zonesHtml ?? ''} nowSeconds={Math.floor(nowMs / 1000)} />, {
      title: 'Trending · Edgewire',
      canonical: `${c.env.SITE_URL}/trending`,
      nav: 'trending',
    });
  });
}
