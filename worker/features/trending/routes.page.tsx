/** @module Trending pages: `/`, `/home` and `/trending`. */
import { Hono } from 'hono';
import { TrendingPage } from '../../../client/pages/TrendingPage';
import type { AppEnv } from '../../env';
import { nowSeconds } from '../../http/time';
import { loadActiveView } from './queries';
import { assembleView } from './view';

export const trendingPages = new Hono<AppEnv>();

for (const path of ['/', '/home', '/trending']) {
  trendingPages.get(path, async (c) => {
    const viewer = c.get('viewer');
    const now = nowSeconds();
    const rows = await loadActiveView(c.get('db'), viewer?.id ?? null);
    const view = rows ? assembleView(rows, viewer, now) : null;
    return c.render(<TrendingPage view={view} nowSeconds={now} />, {
      title: 'Trending · Edgewire',
      canonical: `${c.env.SITE_URL}/trending`,
      nav: 'trending',
    });
  });
}
