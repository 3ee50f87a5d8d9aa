/**
 * @module /foryou and /local for signed-in readers (guests never get here: readerPage sends them
 * to /login first). The first page of feed:for-me (17) or feed:near-me (18), with chips for the
 * reader's own interests or locations.
 */

import { Hono } from 'hono';
import { PersonalFeedPage } from '../../../client/server/pages/PersonalFeedPage';
import { tagLabel } from '../../contracts/labels';
import type { AppEnv } from '../../env';
import { readerPage } from '../../http/guards';
import { nowSeconds } from '../../http/time';
import { isSubscribed } from '../articles/access';
import { toCardDtos } from '../articles/dto';
import { listArticles } from '../articles/queries';
import { chipTags } from './queries';

export const feedsPages = new Hono<AppEnv>();

const FEEDS = {
  foryou: { scope: 'feed:for-me', size: 17, chipTypes: ['category', 'topic'] as const, title: 'Your News' },
  local: { scope: 'feed:near-me', size: 18, chipTypes: ['location'] as const, title: 'Local News' },
};

for (const kind of ['foryou', 'local'] as const) {
  feedsPages.get(`/${kind}`, readerPage, async (c) => {
    const viewer = c.var.viewer;
    const db = c.get('db');
    const feed = FEEDS[kind];
    const now = nowSeconds();
    const [res, chipRows] = await Promise.all([
      listArticles(db, { scopes: [feed.scope], viewerId: viewer.id }, 1, feed.size),
      chipTags(db, viewer.id, feed.chipTypes),
    ]);
    c.header('Cache-Control', 'private, no-store');
    return c.render(
      <PersonalFeedPage
        kind={kind}
        articles={toCardDtos(res, viewer, now)}
        chips={chipRows.map((t) => ({ name: tagLabel(t), href: `/trending/${t.type}:${t.tag}` }))}
        subscribed={isSubscribed(viewer.subscriptionEnd, now)}
        nowSeconds={now}
      />,
      { title: `${feed.title} · Edgewire`, nav: kind, noindex: true, engagement: true },
    );
  });
}
